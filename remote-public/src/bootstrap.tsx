// Standalone page (`npm run dev -w remote-public`): the public site inside the dev harness.
import { startDevHarness } from '@app/shared/dev';
import { Route, Routes } from 'react-router-dom';
import PublicRoutes from './PublicRoutes';

void startDevHarness(
  <Routes>
    <Route path="/*" element={<PublicRoutes />} />
  </Routes>,
  { name: 'remote-public', toastPlacement: 'top-center' },
);
