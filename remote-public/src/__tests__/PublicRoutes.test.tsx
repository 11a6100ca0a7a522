import { screen } from '@testing-library/react';
import { renderWithProviders, resetSession } from '@app/shared/test-utils';
import { TEXTS } from '../constants';
import { BLOG_INDEX, BLOG_POSTS, PAGES, SERVICES, SERVICES_INDEX } from '../features/content/content';
import { sitemapGroups } from '../features/content/SitemapPage';
import PublicRoutes from '../pages/PublicRoutes';
import { mockApi, productsAnswer } from './mockApi';

beforeEach(() => {
  resetSession();
  mockApi(() => productsAnswer([]));
});

const contentPages = [...Object.values(PAGES), SERVICES_INDEX, ...SERVICES, BLOG_INDEX, ...BLOG_POSTS];

describe('PublicRoutes', () => {
  it.each(contentPages.map((p) => [p.path, p]))('%s renders its page with its own title and meta description', async (path, page) => {
    renderWithProviders(<PublicRoutes />, { route: path });
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(document.title).toContain(page.title);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', page.description);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument(); // the footer around every page
  });

  it('the sitemap lists every content page', async () => {
    renderWithProviders(<PublicRoutes />, { route: '/sitemap' });
    await screen.findByRole('heading', { level: 1, name: 'Sitemap' });
    const listed = sitemapGroups().flatMap((g) => g.links.map((l) => l.to));
    for (const page of contentPages) expect(listed).toContain(page.path);
    expect(listed).toEqual(expect.arrayContaining(['/', '/product', '/search', '/blog', '/sitemap']));
  });

  it('an unknown path shows the not-found page with a way home', async () => {
    renderWithProviders(<PublicRoutes />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: TEXTS.pageNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTS.goHome })).toHaveAttribute('href', '/');
  });
});
