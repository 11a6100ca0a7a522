import { Navigate, Route, Routes } from 'react-router-dom';
import { MESSAGES, useCurrentUser } from '@app/shared';
import { LoginPage, RegisterPage } from '../exposes';

function DevDashboard() {
  const user = useCurrentUser();
  if (!user) return <Navigate to="/login" replace />;
  return <h1 style={{ padding: '1rem' }}>{MESSAGES.dashboard}</h1>;
}

/** The routes the shell gives this remote, plus a stand-in dashboard to land on. */
export function DevApp() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/dashboard" element={<DevDashboard />} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
