import { canViewCatalogAdmin, canViewUsers, useCurrentUser, type User } from '@app/shared';
import { RemoteArea } from '../federation/RemoteArea';
import type { AdminMountId } from '../app/routeTable';
import { DashboardPage } from './DashboardPage';
import { NoAccessPage } from './NoAccessPage';

/** Who may open each signed-in area (the sidebar uses the same rules to hide entries). */
export const AREA_ACCESS: Record<AdminMountId, (user: User | null) => boolean> = {
  dashboard: (user) => !!user,
  users: canViewUsers,
  products: canViewCatalogAdmin,
  categories: canViewCatalogAdmin,
};

function AreaContent({ mount }: { mount: AdminMountId }) {
  switch (mount) {
    case 'dashboard':
      return <DashboardPage />;
    case 'users':
      return <RemoteArea area="users" module="./UsersRoutes" />;
    case 'products':
      return <RemoteArea area="catalog" module="./ProductsRoutes" />;
    case 'categories':
      return <RemoteArea area="catalog" module="./CategoriesRoutes" />;
  }
}

/** One signed-in area: its role check, then the shell page or the remote that serves it. */
export default function AdminPage({ mount }: { mount: AdminMountId }) {
  const user = useCurrentUser();
  if (!AREA_ACCESS[mount](user)) return <NoAccessPage />;
  return <AreaContent mount={mount} />;
}
