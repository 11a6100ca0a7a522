/**
 * Renders a public page to HTML on the server: the shell's own app tree (providers, router, route table)
 * with remote-public's server container as the public area, so the browser hydrates the identical tree.
 */
import { StrictMode, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { Writable } from 'node:stream';
import { AppProviders } from '@app/shared/public';
import { Root } from '../src/app/App';
import { preloadedRemotes, PreloadedRemotesContext } from '../src/federation/preloaded';

/** What remote-public's `./ssr` module offers (see remote-public/src/ssr/index.tsx). */
export interface PublicSsrModule {
  PublicRoutes: ComponentType;
  PAGE_DATA_ELEMENT_ID: string;
  /** The public site's static pages, for the sitemap (seo-routes.ts); absent from containers built before it. */
  PUBLIC_STATIC_PATHS?: readonly string[];
  preparePage(url: URL, options: { signal: AbortSignal }): Promise<{
    data: Record<string, unknown>;
    wrap(app: ReactNode): ReactElement;
    status(): number;
  }>;
}

export interface RenderedPage {
  status: number;
  /** Inside <div id="root">. */
  html: string;
  /** styled-components' <style> tags: every rule the page uses. */
  styles: string;
  /** The data the page was rendered with, for the browser's first render. */
  data: Record<string, unknown>;
  dataElementId: string;
}

/** Renders the whole tree before answering (no streamed fallbacks): styles and status are then complete. */
function renderToString(element: ReactElement, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never split a large finished part into a fallback plus a swap script: the page must be complete
      // without JavaScript, and carries no inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // A failed part would otherwise be sent with its client-side fallback: answer the client-rendered page.
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    signal.addEventListener('abort', () => {
      stream.abort(signal.reason);
      reject(signal.reason instanceof Error ? signal.reason : new Error('Rendering aborted'));
    }, { once: true });
  });
}

/** Prepares (data, page code) and renders `url` with the public area from `ssr`; rejects on any failure. */
export async function renderPublicPage(url: URL, ssr: PublicSsrModule, signal: AbortSignal): Promise<RenderedPage> {
  const page = await ssr.preparePage(url, { signal });
  const sheet = new ServerStyleSheet();
  try {
    const app = page.wrap(
      <PreloadedRemotesContext.Provider value={preloadedRemotes('public', { default: ssr.PublicRoutes }, './PublicRoutes')}>
        <StrictMode>
          <AppProviders>
            <StaticRouter location={`${url.pathname}${url.search}`}>
              <Root />
            </StaticRouter>
          </AppProviders>
        </StrictMode>
      </PreloadedRemotesContext.Provider>,
    );
    const html = await renderToString(sheet.collectStyles(app), signal);
    return { status: page.status(), html, styles: sheet.getStyleTags(), data: page.data, dataElementId: ssr.PAGE_DATA_ELEMENT_ID };
  } finally {
    sheet.seal();
  }
}
