import type { ComponentType } from 'react';
import { useCurrentUser } from '@app/shared';
import { RemoteArea } from '../federation/RemoteArea';
import { canOpen, MOUNTS, type MountId } from '../app/routeTable';
import { DashboardPage } from './DashboardPage';
import { NoAccessPage } from './NoAccessPage';

/** The shell's own signed-in pages, by mount id; every other admin mount is a remote's (the route table says which). */
const SHELL_PAGES: Record<string, ComponentType> = { dashboard: DashboardPage };

/** One signed-in area: its permission check, then the shell page or the remote module that serves it. */
export default function AdminPage({ mount }: { mount: MountId }) {
  const user = useCurrentUser();
  if (!canOpen(mount, user?.role)) return <NoAccessPage />;
  const { owner } = MOUNTS[mount];
  if (owner.kind === 'remote') return <RemoteArea area={owner.area} module={owner.module} />;
  const Page = SHELL_PAGES[mount];
  return Page ? <Page /> : <NoAccessPage />;
}
