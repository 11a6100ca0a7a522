import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initSession, loadRuntimeConfig } from '@app/shared/public';
import { App } from './app/App';
import { initFederation } from './federation/remotes';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    // Which API and which remotes: read at start, never compiled in.
    const config = await loadRuntimeConfig('/config.json');
    initFederation(config.remotes);
  } catch (error) {
    console.error(error);
    root.render(<p style={{ padding: '2rem', fontFamily: 'sans-serif' }}>The application configuration could not be loaded. Please reload the page.</p>);
    return;
  }
  initSession();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
