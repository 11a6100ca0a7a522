import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initSession, loadRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '@app/shared/public';
import { App } from './app/App';
import { preloadRemote } from './federation/preloaded';
import { initFederation } from './federation/remotes';
import { embeddedRuntimeConfig } from './serverRendered';

async function start() {
  const container = document.getElementById('root')!;
  // A public page rendered by the shell's server carries its config and its HTML.
  const embedded = embeddedRuntimeConfig();
  let config: RuntimeConfig;
  try {
    // Which API and which remotes: read at start, never compiled in.
    config = embedded ? setRuntimeConfig(embedded) : await loadRuntimeConfig('/config.json');
    initFederation(config.remotes);
  } catch (error) {
    console.error(error);
    createRoot(container).render(<p style={{ padding: '2rem', fontFamily: 'sans-serif' }}>The application configuration could not be loaded. Please reload the page.</p>);
    return;
  }
  initSession();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (embedded && container.hasChildNodes()) {
    try {
      // The public site and this page's code first: the first render must equal the server's HTML.
      await preloadRemote('public', './PublicRoutes', window.location.pathname);
      hydrateRoot(container, app);
      return;
    } catch (error) {
      console.warn('[shell] the public site could not be loaded for hydration; rendering in the browser', error);
      container.replaceChildren();
    }
  }
  createRoot(container).render(app);
}

void start();
