import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppThemeProvider, type Category } from '@app/shared/public';
import { PAGE_DATA_ELEMENT_ID, preparePage, PublicRoutes } from '../ssr';
import { makeProduct, mockApi, productsAnswer } from './mockApi';

const category: Category = { _id: 'c1', name: 'Lighting', slug: 'lighting', description: null, parent: null, isActive: true, order: 1, createdAt: '', updatedAt: '' } as unknown as Category;

function stubApi() {
  return mockApi((request) => {
    if (request.url === '/api/products') return productsAnswer([makeProduct({ _id: 'p1', title: 'Server Lamp', category: category as never })]);
    if (request.url === '/api/categories') return { status: 200, data: { success: true, categories: [category] } };
    return undefined;
  });
}

/** The public area as the shell mounts it (the shell adds its own providers around it). */
const app = (url: string): ReactElement => (
  <MemoryRouter initialEntries={[url]}>
    <AppThemeProvider withGlobalStyle={false}>
      <Routes>
        <Route path="/*" element={<PublicRoutes />} />
      </Routes>
    </AppThemeProvider>
  </MemoryRouter>
);

async function serverRender(url: string) {
  const page = await preparePage(new URL(url, 'http://site.test'), { signal: new AbortController().signal });
  const html = renderToString(page.wrap(app(url)));
  return { html, status: page.status(), data: page.data };
}

describe('server render of the public pages', () => {
  it.each([
    ['/', 'Server Lamp', ['products?limit=24&page=1&sort=rankingNumber']],
    ['/product?search=lamp', 'Server Lamp', ['categories', 'products?limit=12&page=1&search=lamp&sort=-createdAt']],
    ['/search?query=lamp', 'Server Lamp', ['categories', 'products?limit=20&page=1&search=lamp&sort=-createdAt']],
    ['/about', 'About', []],
    ['/blog', 'Blog', []],
  ])('%s renders complete, with its data, status 200', async (url, text, keys) => {
    const requests = stubApi();
    const { html, status, data } = await serverRender(url);
    expect(status).toBe(200);
    expect(html).toContain(text);
    expect(html).not.toContain('Loading'); // nothing suspended: the page itself, not a fallback
    expect(Object.keys(data).sort()).toEqual(keys);
    expect(requests.every((r) => !r.headers.get('Authorization'))).toBe(true);
  });

  it('an unknown path renders the not-found page with status 404', async () => {
    stubApi();
    const { html, status } = await serverRender('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('Page not found');
  });

  it('rejects when the API fails (the server then answers the client-rendered page)', async () => {
    mockApi(() => 'network-error');
    await expect(serverRender('/')).rejects.toThrow();
  });

  it('the browser hydrates the server HTML with the handed-over data: no fetch, no hydration error', async () => {
    stubApi();
    const url = '/product?search=lamp';
    const { html, data } = await serverRender(url);
    const requests = stubApi();
    const container = document.createElement('div');
    container.innerHTML = html;
    const island = document.createElement('script');
    island.type = 'application/json';
    island.id = PAGE_DATA_ELEMENT_ID;
    island.textContent = JSON.stringify(data);
    document.body.append(container, island);
    const errors = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, app(url));
    });
    expect(errors).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    expect(container.textContent).toContain('Server Lamp');
    expect(container.textContent).toContain('Lighting'); // the filter's categories, from the server's data
  });
});
