import { expect, test, uniqueName, urls } from '../fixtures.ts';

/**
 * What a crawler or a link preview gets in the first HTML response (no JavaScript): each page's head from live
 * data, JSON-LD of the listed products, affiliate links marked sponsored, the sitemap and robots.txt.
 */

const get = async (path: string) => {
  const response = await fetch(`${urls().shell}${path}`, { headers: { Accept: 'text/html' } });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
};

/** The <head> of an HTML page and the tags in it. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
  const tags = (pattern: RegExp) => [...head.matchAll(pattern)].map((m) => m[0]);
  const meta = (key: string) => {
    const tag = tags(/<meta [^>]*>/g).find((t) => attr(t, 'name') === key || attr(t, 'property') === key);
    return tag ? attr(tag, 'content')!.replace(/&quot;/g, '"').replace(/&amp;/g, '&') : null;
  };
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')),
    meta,
    canonical: tags(/<link [^>]*rel="canonical"[^>]*>/g).map((t) => attr(t, 'href')!.replace(/&amp;/g, '&')),
  };
}

function jsonLdOf(html: string): Array<{ '@type': string; itemListElement: Array<{ item: Record<string, any> }> }> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

test.describe('search engines and link previews', () => {
  test('each public page has its own title, description, absolute canonical and share tags in the first HTML', async ({ apiClient }) => {
    const word = uniqueName('seo');
    const category = await apiClient.createCategory({ name: `Lamps ${word}`, description: `Every ${word} lamp we rank.` });
    const slug = category.slug as string;
    await apiClient.createProduct({ title: `${word} Lamp`, category: category._id, price: 40, currency: 'USD', discountPercentage: 25, rating: 4.5, reviewCount: 8, stock: 'limited' });
    await apiClient.createProduct({ title: `${word} Removed`, category: category._id, isActive: false });

    const pages = {
      home: await get('/'),
      catalogue: await get('/product'),
      category: await get(`/product?category=${slug}&sort=-price`),
      search: await get(`/search?query=${word}`),
      about: await get('/about'),
    };
    const titles = new Set<string>();
    for (const [name, page] of Object.entries(pages)) {
      expect(page.status, name).toBe(200);
      const head = headOf(page.body);
      expect(head.titles, name).toHaveLength(1);
      titles.add(head.titles[0]!);
      expect(head.meta('description'), name).toBeTruthy();
      expect(head.canonical, name).toHaveLength(1);
      expect(head.canonical[0], name).toMatch(/^https?:\/\/[^/]+\//);
      expect(head.meta('og:title'), name).toBe(head.titles[0]);
      expect(head.meta('og:description'), name).toBe(head.meta('description'));
      expect(head.meta('og:image'), name).toMatch(/^https?:\/\//);
      expect(head.meta('twitter:card'), name).toBe('summary_large_image');
      expect(head.meta('robots'), name).toBeNull();
    }
    expect(titles.size).toBe(Object.keys(pages).length);

    const category$ = headOf(pages.category.body);
    expect(category$.titles[0]).toContain(`Lamps ${word}`);
    expect(category$.meta('description')).toBe(`Every ${word} lamp we rank.`);
    expect(new URL(category$.canonical[0]!).search).toBe(`?category=${slug}`);

    const search$ = headOf(pages.search.body);
    expect(search$.titles[0]).toContain(`"${word}"`);
    expect(search$.meta('description')).toContain('1 product found');
    expect(new URL(search$.canonical[0]!).searchParams.get('query')).toBe(word);

    // The catalogue by category lists the product as JSON-LD; the inactive one appears nowhere.
    const [list] = jsonLdOf(pages.category.body);
    expect(list!['@type']).toBe('ItemList');
    const products = list!.itemListElement.map((e) => e.item);
    expect(products.map((p) => p.name)).toEqual([`${word} Lamp`]);
    expect(products[0]!.offers).toMatchObject({ '@type': 'Offer', price: '30.00', priceCurrency: 'USD', availability: 'https://schema.org/LimitedAvailability' });
    expect(products[0]!.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 8 });
    expect(pages.category.body).not.toContain(`${word} Removed`);
    expect(headOf(pages.category.body).meta('og:image')).toContain('/images/products/');

    // Affiliate links are marked as paid in the HTML itself.
    const link = new RegExp(`<a [^>]*href="https://www\\.amazon\\.com/dp/B000000000"[^>]*>`).exec(pages.category.body)?.[0] ?? '';
    expect(link).toMatch(/rel="sponsored nofollow noopener"/);
    expect(jsonLdOf(pages.home.body)[0]!['@type']).toBe('ItemList');
  });

  test('an unknown path: 404, noindex, no canonical', async () => {
    const page = await get('/no-such-page-here');
    expect(page.status).toBe(404);
    const head = headOf(page.body);
    expect(head.meta('robots')).toBe('noindex');
    expect(head.canonical).toEqual([]);
  });

  test('robots.txt keeps crawlers off the staff pages and names the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    for (const path of ['/dashboard', '/users', '/products', '/categories', '/login', '/register']) expect(robots.body).toContain(`\nDisallow: ${path}\n`);
    expect(robots.body).toMatch(/\nSitemap: https?:\/\/[^\s]+\/sitemap\.xml\n/);
  });

  test('sitemap.xml lists the content pages and the categories, never an inactive category or a staff page', async ({ apiClient }) => {
    const inactive = await apiClient.createCategory({ name: `Hidden ${uniqueName('map')}`, isActive: false });
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toMatch(/xml/);
    expect(sitemap.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')));
    const paths = locs.map((u) => u.pathname + u.search);
    expect(paths).toEqual(expect.arrayContaining(['/', '/product', '/about', '/blog', '/services/website-development']));
    // The seeded categories (the sitemap is rebuilt every 5 minutes, so newer ones may not be in yet).
    expect(paths.filter((p) => p.startsWith('/product?category=')).length).toBeGreaterThan(0);
    expect(paths).not.toContain(`/product?category=${inactive.slug as string}`);
    expect(paths.some((p) => /^\/(dashboard|users|products|categories|login|register)(\/|$)/.test(p))).toBe(false);
  });
});
