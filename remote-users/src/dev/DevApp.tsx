import { Navigate, Route, Routes } from 'react-router-dom';
import { UsersRoutes } from '../exposes';

/** What the shell gives this remote: /users/* (sign in with local storage `user`/`token`). */
export function DevApp() {
  return (
    <Routes>
      <Route path="/users/*" element={<UsersRoutes />} />
      <Route path="*" element={<Navigate to="/users" replace />} />
    </Routes>
  );
}
