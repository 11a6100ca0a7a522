import { Route, Routes } from 'react-router-dom';
import { QueryProvider } from '@app/shared/query';
import { EditUserPage, NewUserPage } from '../features/form/components/UserFormPage';
import UserListPage from '../features/list/components/UserListPage';
import UserProfilePage from '../features/profile/components/UserProfilePage';

/** Exposed as `remote_users/UsersRoutes`; the shell mounts it at /users/* inside the signed-in layout. */
export default function UsersRoutes() {
  return (
    <QueryProvider>
      <Routes>
        <Route index element={<UserListPage />} />
        <Route path="new" element={<NewUserPage />} />
        <Route path=":id" element={<UserProfilePage />} />
        <Route path=":id/edit" element={<EditUserPage />} />
      </Routes>
    </QueryProvider>
  );
}
