import { ApiError, MESSAGES } from '@app/shared/public';
import { resetSession, signInAs, TEST_API_BASE_URL } from '@app/shared/test-utils';
import { fetchCategories, fetchProducts, subscribeNewsletter } from '../api/publicApi';
import { buildUrl } from '../api/http';
import { makeProduct, mockApi, productsAnswer } from './mockApi';

beforeEach(() => resetSession());

describe('the public API client (fetch)', () => {
  it('reads products from the configured API, leaving out empty query values, never with a token', async () => {
    signInAs(); // a signed-in admin browsing the public site sees what a visitor sees
    const requests = mockApi(() => productsAnswer([makeProduct({ title: 'Lamp' })], { total: 1 }));
    const answer = await fetchProducts({ page: 2, limit: 12, sort: '-price', search: '', category: undefined, minPrice: 0 });
    expect(answer.products.map((p) => p.title)).toEqual(['Lamp']);
    expect(requests[0]).toMatchObject({ method: 'get', origin: TEST_API_BASE_URL, url: '/api/products', params: { page: '2', limit: '12', sort: '-price', minPrice: '0' } });
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
  });

  it('uses an explicit base URL and signal (the server passes its own)', async () => {
    const requests = mockApi(() => ({ status: 200, data: { success: true, categories: [] } }));
    const controller = new AbortController();
    await fetchCategories({ baseUrl: 'http://internal-api:4000/', signal: controller.signal });
    expect(requests[0]).toMatchObject({ origin: 'http://internal-api:4000', url: '/api/categories', params: { isActive: 'true' } });
    expect(requests[0]!.signal).toBeDefined();
  });

  it("rejects with the server's message and status", async () => {
    mockApi(() => ({ status: 400, data: { success: false, message: 'Please enter a valid email', errors: [{ field: 'email', message: 'Invalid' }] } }));
    const error = await subscribeNewsletter('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Please enter a valid email', status: 400, errors: [{ field: 'email', message: 'Invalid' }] });
  });

  it('a status without a message: the status as the admin client words it', async () => {
    mockApi(() => ({ status: 502 }));
    await expect(fetchProducts({})).rejects.toMatchObject({ message: 'Request failed with status code 502', status: 502 });
  });

  it("no answer at all: 'Network Error' without a status", async () => {
    mockApi(() => 'network-error');
    const error = (await fetchProducts({}).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(MESSAGES.networkError);
    expect(error.status).toBeUndefined();
  });

  it('a call whose signal is aborted rejects as canceled', async () => {
    const requests = mockApi(() => productsAnswer([]));
    const controller = new AbortController();
    controller.abort();
    await expect(fetchProducts({}, { signal: controller.signal })).rejects.toMatchObject({ message: 'canceled' });
    expect(requests[0]!.signal!.aborted).toBe(true);
  });

  it('posts JSON', async () => {
    const requests = mockApi(() => ({ status: 201, data: { success: true, message: 'Subscribed' } }));
    expect(await subscribeNewsletter('a@b.example')).toBe('Subscribed');
    expect(requests[0]).toMatchObject({ method: 'post', url: '/api/newsletter', data: '{"email":"a@b.example"}' });
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/json');
  });

  it('buildUrl: base without trailing slash, encoded values', () => {
    expect(buildUrl('/api/products', { search: 'a&b c', page: 1, empty: '' }, 'http://api.test/')).toBe('http://api.test/api/products?search=a%26b+c&page=1');
  });
});
