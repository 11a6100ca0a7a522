/**
 * @jest-environment node
 */
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { compressedPage, createPageCache, preferredEncoding, type Page } from '../pageCache';

/** A render the test finishes by hand, with a fake clock. */
function harness({ freshMs = 1000, staleMs = 10_000, maxEntries = 10 } = {}) {
  let clock = 0;
  const renders: Array<{ key: string; resolve(page: Page): void; reject(error: Error): void }> = [];
  const failures: string[] = [];
  const cache = createPageCache({
    freshMs,
    staleMs,
    maxEntries,
    now: () => clock,
    render: (key) => new Promise<Page>((resolve, reject) => renders.push({ key, resolve, reject })),
    onRevalidateError: (key) => failures.push(key),
  });
  const page = (html: string): Page => ({ status: 200, html, encoded: { gzip: Buffer.from(html), br: Buffer.from(html) } });
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  return { cache, renders, failures, page, flush, advance: (ms: number) => (clock += ms) };
}

describe('the rendered-page cache', () => {
  it('renders a URL once for every request that comes while it renders or is fresh', async () => {
    const { cache, renders, page, advance } = harness();
    const waiting = [cache.get('/'), cache.get('/')];
    expect(renders).toHaveLength(1);
    renders[0]!.resolve(page('one'));
    expect((await Promise.all(waiting)).map((p) => p.html)).toEqual(['one', 'one']);
    advance(999);
    expect((await cache.get('/')).html).toBe('one');
    expect(renders).toHaveLength(1);
    void cache.get('/product');
    expect(renders.map((r) => r.key)).toEqual(['/', '/product']);
  });

  it('answers a page past its fresh time at once while one background render replaces it', async () => {
    const { cache, renders, page, advance, flush } = harness();
    void cache.get('/');
    renders[0]!.resolve(page('old'));
    await flush();
    advance(1500);
    // Three visitors while the new page renders: all get the old one now, and only one render starts.
    const answers = await Promise.all([cache.get('/'), cache.get('/'), cache.get('/')]);
    expect(answers.map((p) => p.html)).toEqual(['old', 'old', 'old']);
    expect(renders).toHaveLength(2);
    renders[1]!.resolve(page('new'));
    await flush();
    expect((await cache.get('/')).html).toBe('new');
    expect(renders).toHaveLength(2); // the new page is fresh
  });

  it('keeps the old page when the background render fails, until its stale time is over', async () => {
    const { cache, renders, failures, page, advance, flush } = harness({ staleMs: 5000 });
    void cache.get('/');
    renders[0]!.resolve(page('old'));
    await flush();
    advance(2000);
    expect((await cache.get('/')).html).toBe('old');
    renders[1]!.reject(new Error('API down'));
    await flush();
    expect(failures).toEqual(['/']);
    expect((await cache.get('/')).html).toBe('old'); // and a new background render is tried
    expect(renders).toHaveLength(3);
    advance(5000); // 7 s old: past 1 s fresh + 5 s stale, so the visitor waits for a render
    const waiting = cache.get('/');
    expect(renders).toHaveLength(4);
    renders[3]!.resolve(page('newest'));
    expect((await waiting).html).toBe('newest');
  });

  it('never answers a failed render again, and keeps at most maxEntries URLs', async () => {
    const { cache, renders, page, flush } = harness({ maxEntries: 2 });
    const failed = cache.get('/');
    renders[0]!.reject(new Error('boom'));
    await expect(failed).rejects.toThrow('boom');
    await flush();
    void cache.get('/');
    expect(renders).toHaveLength(2);
    renders[1]!.resolve(page('/'));
    for (const url of ['/a', '/b']) {
      void cache.get(url);
      renders.at(-1)!.resolve(page(url));
    }
    await flush();
    expect(cache.size).toBe(2);
    void cache.get('/'); // the oldest was evicted: rendered again
    expect(renders).toHaveLength(5);
  });
});

describe('compression once per page', () => {
  it('holds the page gzip and brotli encoded', async () => {
    const html = `<!doctype html><p>${'a product '.repeat(500)}</p>`;
    const page = await compressedPage(404, html);
    expect(page.status).toBe(404);
    expect(gunzipSync(page.encoded.gzip).toString()).toBe(html);
    expect(brotliDecompressSync(page.encoded.br).toString()).toBe(html);
    expect(page.encoded.br.length).toBeLessThan(html.length / 10);
  });

  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0', null],
    ['*', 'gzip'],
  ])('Accept-Encoding %p: %p', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
