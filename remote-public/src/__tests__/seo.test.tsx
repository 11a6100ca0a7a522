import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { setRuntimeConfig } from '@app/shared/public';
import { renderWithProviders, resetSession, TEST_API_BASE_URL } from '@app/shared/test-utils';
import { AFFILIATE_REL, SITE_NAME, TEXTS } from '../constants';
import CataloguePage from '../features/catalogue/CataloguePage';
import { BLOG_POSTS, PAGES } from '../features/content/content';
import HomePage from '../features/home/HomePage';
import SearchPage from '../features/search/SearchPage';
import PublicRoutes from '../pages/PublicRoutes';
import { productListJsonLd } from '../seo/jsonLd';
import { jsonForScript } from '@app/shared/public';
import { PageHead } from '../seo/PageHead';
import { makeProduct, mockApi, productsAnswer } from './mockApi';

const SITE = 'https://shop.example';
const lighting = { _id: 'c1', name: 'Lighting', slug: 'lighting', description: null, isActive: true, featured: false, parent: null, sortOrder: 0, productCount: 2, createdAt: '', updatedAt: '' };

const lamp = makeProduct({
  _id: 'p-lamp',
  title: 'Desk Lamp',
  description: 'A bright lamp',
  price: 200,
  discountPercentage: 25,
  currency: 'EUR',
  stock: 'limited',
  rating: 4.5,
  reviewCount: 12,
  featuredImage: '/images/products/lamp.svg',
  affiliateLink: 'https://www.amazon.com/dp/B0LAMP',
  merchantName: 'Amazon',
  category: { _id: 'c1', name: 'Lighting', slug: 'lighting' },
});
const chair = makeProduct({ _id: 'p-chair', title: 'Chair', price: 50, stock: 'out_of_stock', rating: null, reviewCount: 0, featuredImage: 'https://cdn.example/chair.png' });

const head = {
  meta: (key: string) => document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null,
  canonical: () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  jsonLd: () => {
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    return scripts.map((s) => JSON.parse(s.textContent ?? '') as { itemListElement: Array<{ position: number; item: Record<string, any> }> } & Record<string, unknown>);
  },
};

function stubApi(products = [lamp, chair], total = products.length) {
  return mockApi((request) => {
    if (request.url === '/api/categories') return { status: 200, data: { success: true, categories: [lighting] } };
    return productsAnswer(products, { total });
  });
}

beforeEach(() => {
  resetSession();
  setRuntimeConfig({ apiBaseUrl: TEST_API_BASE_URL, siteUrl: `${SITE}/` });
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

describe('JSON-LD of a product list', () => {
  it('describes each product with its offer, availability and rating where rated', () => {
    const data = productListJsonLd([lamp, chair], `${SITE}/`) as any;
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', url: `${SITE}/`, numberOfItems: 2 });
    expect(data.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      item: {
        '@type': 'Product',
        name: 'Desk Lamp',
        description: 'A bright lamp',
        image: `${TEST_API_BASE_URL}/images/products/lamp.svg`,
        category: 'Lighting',
        offers: {
          '@type': 'Offer',
          price: '150.00',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/LimitedAvailability',
          url: 'https://www.amazon.com/dp/B0LAMP',
          seller: { '@type': 'Organization', name: 'Amazon' },
        },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12, bestRating: 5, worstRating: 1 },
      },
    });
    const second = data.itemListElement[1].item;
    expect(second.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(second.image).toBe('https://cdn.example/chair.png');
    expect(second).not.toHaveProperty('aggregateRating');
  });

  it('leaves out an inactive product and a product without a price has no offer', () => {
    const data = productListJsonLd([makeProduct({ title: 'Hidden', isActive: false }), makeProduct({ title: 'No price', price: null })], SITE) as any;
    expect(data.numberOfItems).toBe(1);
    expect(data.itemListElement[0].item.name).toBe('No price');
    expect(data.itemListElement[0].item).not.toHaveProperty('offers');
  });

  it('cannot be closed by text from the catalogue', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script> & <!--' });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & <!--' });
  });
});

describe('PageHead on the server', () => {
  it('lands in <head> when the document is rendered, the JSON-LD escaped where the page renders it', () => {
    const html = renderToString(
      <html>
        <head />
        <body>
          <div id="root">
            <PageHead title="Lamps" description="All the lamps" canonicalPath="/product?category=lamps" jsonLd={productListJsonLd([makeProduct({ title: 'Evil </script> lamp' })], SITE)} />
          </div>
        </body>
      </html>,
    );
    const [headPart, bodyPart] = html.split('</head>');
    expect(headPart).toContain(`<title>Lamps | ${SITE_NAME}</title>`);
    expect(headPart).toContain('<meta name="description" content="All the lamps"/>');
    expect(headPart).toContain(`<link rel="canonical" href="${SITE}/product?category=lamps"/>`);
    expect(headPart).toContain(`<meta property="og:image" content="${SITE}/share-image.jpg"/>`);
    expect(bodyPart).toContain('<script type="application/ld+json">');
    expect(bodyPart).toContain('Evil \\u003c/script\\u003e lamp');
    expect(bodyPart).not.toContain('Evil </script>');
  });
});

describe('head of each public page', () => {
  it('home: site title, description, canonical, a product image to share and the ranked list as JSON-LD', async () => {
    stubApi();
    renderWithProviders(<HomePage />, { route: '/' });
    await screen.findByText('Desk Lamp');
    await waitFor(() => expect(document.title).toBe(SITE_NAME));
    expect(head.meta('description')).toMatch(/Ranked, honest picks/);
    expect(head.canonical()).toBe(`${SITE}/`);
    expect(head.meta('og:url')).toBe(`${SITE}/`);
    expect(head.meta('og:image')).toBe(`${TEST_API_BASE_URL}/images/products/lamp.svg`);
    expect(head.meta('twitter:image')).toBe(`${TEST_API_BASE_URL}/images/products/lamp.svg`);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    const [list] = head.jsonLd();
    expect(list!['@type']).toBe('ItemList');
    expect(list!.itemListElement.map((e) => e.item.name)).toEqual(['Desk Lamp', 'Chair']);
    expect(screen.getByRole('link', { name: /Desk Lamp/ })).toHaveAttribute('rel', AFFILIATE_REL);
    expect(AFFILIATE_REL.split(' ')).toEqual(expect.arrayContaining(['sponsored', 'nofollow']));
  });

  it('home without the API: no JSON-LD for the placeholders, the site image to share', async () => {
    mockApi(() => 'network-error');
    renderWithProviders(<HomePage />, { route: '/' });
    await screen.findByText(TEXTS.errorConnecting);
    expect(screen.getAllByTestId('home-card').length).toBeGreaterThan(0);
    expect(head.jsonLd()).toEqual([]);
    expect(head.meta('og:image')).toBe(`${SITE}/share-image.jpg`);
  });

  it('catalogue: the product count in the description, the page JSON-LD, canonical without sort and page size', async () => {
    stubApi([lamp, chair], 30);
    renderWithProviders(<CataloguePage />, { route: '/product?sort=-price&limit=12&page=1' });
    await screen.findByText('Desk Lamp');
    expect(document.title).toBe(`${TEXTS.ourProducts} | ${SITE_NAME}`);
    expect(head.meta('description')).toBe('Browse the 30 products we rank: filter by category, price, merchant and rating.');
    expect(head.canonical()).toBe(`${SITE}/product`);
    expect(head.jsonLd()[0]!.url).toBe(`${SITE}/product`);
    expect(head.jsonLd()[0]!.itemListElement).toHaveLength(2);
  });

  it('catalogue filtered by a category: its own title, description and canonical', async () => {
    stubApi([lamp], 1);
    renderWithProviders(<CataloguePage />, { route: '/product?category=lighting&page=2&sort=-price' });
    await screen.findByText('Desk Lamp');
    await waitFor(() => expect(document.title).toBe(`Lighting - ${TEXTS.ourProducts} (page 2) | ${SITE_NAME}`));
    expect(head.meta('description')).toBe('Lighting: 1 product we rank, with prices, ratings and trusted merchants.');
    expect(head.canonical()).toBe(`${SITE}/product?category=lighting&page=2`);
    expect(head.meta('og:title')).toBe(document.title);
  });

  it('search: the query in the title, the number found in the description, the query in the canonical', async () => {
    stubApi([lamp], 41);
    renderWithProviders(<SearchPage />, { route: '/search?query=desk%20lamp&sort=price' });
    await screen.findByText('41 products found');
    expect(document.title).toBe(`${TEXTS.searchResultsFor} "desk lamp" | ${SITE_NAME}`);
    expect(head.meta('description')).toBe('41 products found for "desk lamp", with prices, ratings and trusted merchants.');
    expect(head.canonical()).toBe(`${SITE}/search?query=desk+lamp`);
  });

  it('content pages: their own title and description, their path as canonical, the site image', async () => {
    mockApi(() => productsAnswer([]));
    for (const page of [PAGES.about, BLOG_POSTS[0]!]) {
      const { unmount } = renderWithProviders(<PublicRoutes />, { route: page.path });
      await screen.findByRole('heading', { level: 1, name: page.title });
      expect(document.title).toBe(`${page.title} | ${SITE_NAME}`);
      expect(head.meta('description')).toBe(page.description);
      expect(head.meta('og:description')).toBe(page.description);
      expect(head.canonical()).toBe(`${SITE}${page.path}`);
      expect(head.meta('og:image')).toBe(`${SITE}/share-image.jpg`);
      expect(head.meta('robots')).toBeNull();
      unmount();
      // One set of tags at a time: the page's own go when it unmounts.
      expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(0);
    }
  });

  it('not found: noindex and no canonical', async () => {
    mockApi(() => productsAnswer([]));
    renderWithProviders(<PublicRoutes />, { route: '/no-such-page' });
    await screen.findByRole('heading', { level: 1, name: TEXTS.pageNotFound });
    expect(document.title).toBe(`${TEXTS.pageNotFound} | ${SITE_NAME}`);
    expect(head.meta('robots')).toBe('noindex');
    expect(head.canonical()).toBeNull();
  });
});

describe('PUBLIC_STATIC_PATHS (the sitemap\'s static part)', () => {
  it('lists home, the catalogue and every content and blog page once, each served by a page of its own', async () => {
    const { PUBLIC_STATIC_PATHS } = await import('../seo/paths');
    expect(PUBLIC_STATIC_PATHS.slice(0, 2)).toEqual(['/', '/product']);
    expect(PUBLIC_STATIC_PATHS).toEqual(expect.arrayContaining([PAGES.about.path, '/services', '/blog', ...BLOG_POSTS.map((p) => p.path)]));
    expect(new Set(PUBLIC_STATIC_PATHS).size).toBe(PUBLIC_STATIC_PATHS.length);
    mockApi(() => productsAnswer([]));
    for (const path of PUBLIC_STATIC_PATHS.filter((p) => p !== '/' && p !== '/product')) {
      const { unmount } = renderWithProviders(<PublicRoutes />, { route: path });
      await screen.findByRole('heading', { level: 1 });
      expect(head.meta('robots')).toBeNull(); // not the not-found page
      unmount();
    }
  });
});

describe('heading outline of the product lists', () => {
  it.each([
    ['catalogue', () => <CataloguePage />, '/product'],
    ['search', () => <SearchPage />, '/search?query=lamp'],
  ])('%s: h1, then an h2 before the cards\' h3 (no level skipped)', async (_name, Page, route) => {
    stubApi();
    renderWithProviders(<Page />, { route });
    await screen.findByText('Desk Lamp');
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    levels.forEach((level, i) => expect(level - (i ? levels[i - 1]! : 0)).toBeLessThanOrEqual(1));
  });
});
