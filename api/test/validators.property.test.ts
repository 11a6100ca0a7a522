import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_MERCHANT, INPUT_MAX_DEPTH, MESSAGES } from '../src/constants.js';
import type { UserRow } from '../src/db/accounts-types.js';
import { findInputProblem, hasForbiddenCharacter } from '../src/utils/validator.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { HOSTILE_STRINGS } from './helpers/hostile.js';

/**
 * Properties of the input rules: the guard that refuses NUL bytes and lone surrogates (utils/validator.ts,
 * plugins/input-guard.ts) and the create schemas behind it. FC_SEED repeats a run (fast-check prints the seed
 * and the shrunk counterexample of a failure).
 */
if (process.env.FC_SEED) fc.configureGlobal({ seed: Number(process.env.FC_SEED) });

/** Any well-formed text (every code point, astral ones as surrogate pairs) without NUL: what the guard lets through. */
const cleanString = fc.string({ unit: 'binary', maxLength: 40 }).map((text) => text.replaceAll('\u0000', ''));
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
/** A character the guard refuses: NUL, or a surrogate with no partner on either side. */
const forbidden = fc.oneof(fc.constant('\u0000'), loneSurrogate);
/** Glues a forbidden character between two texts without letting a surrogate find a partner there. */
const withForbidden = fc.tuple(cleanString, forbidden, cleanString).map(([head, bad, tail]) => `${head}${bad}${bad === '\u0000' ? '' : ' '}${tail}`);
const withoutNul = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.replaceAll('\u0000', '')
    : Array.isArray(value)
      ? value.map(withoutNul)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, child]) => [withoutNul(key), withoutNul(child)]))
        : value;
/** JSON values whose strings and keys use every code point (well-formed), NUL removed. */
const cleanJson = fc.jsonValue({ maxDepth: 4, stringUnit: 'binary' }).map(withoutNul);

describe('input guard (property-based)', () => {
  it('any string holding a NUL byte or a lone surrogate is refused', () => {
    fc.assert(fc.property(withForbidden, (text) => hasForbiddenCharacter(text)), { numRuns: 2000 });
  });

  it('any well-formed string without NUL passes, and the guard changes nothing', () => {
    fc.assert(fc.property(cleanString, (text) => !hasForbiddenCharacter(text)), { numRuns: 2000 });
    fc.assert(
      fc.property(cleanJson, (value) => {
        const copy = structuredClone(value);
        assert.equal(findInputProblem(value, INPUT_MAX_DEPTH, 'body'), undefined);
        assert.deepEqual(value, copy);
      }),
      { numRuns: 500 },
    );
  });

  it('a forbidden character anywhere in a JSON value (as a value or a key) is found, with its path', () => {
    // `steps` picks a child at each level; the forbidden string replaces the value reached, or becomes a key there.
    fc.assert(
      fc.property(cleanJson, fc.array(fc.nat(), { maxLength: 6 }), withForbidden, fc.boolean(), (value, steps, bad, asKey) => {
        const root: { value: unknown } = { value: structuredClone(value) };
        let holder: Record<string, unknown> = root;
        let key = 'value';
        const path: string[] = [];
        for (const step of steps) {
          const current = holder[key];
          if (!current || typeof current !== 'object') break;
          const keys = Object.keys(current);
          if (!keys.length) break;
          holder = current as Record<string, unknown>;
          key = keys[step % keys.length];
          path.push(key);
        }
        if (asKey) {
          holder[key] = { [bad]: 1 };
          path.push(bad);
        } else holder[key] = bad;
        const problem = findInputProblem(root.value, INPUT_MAX_DEPTH, 'body');
        assert.equal(problem?.kind, 'character');
        // Another clean string cannot be reported: the one found is on the path we built.
        // Keys are named as JSON escapes them (a NUL reads \u0000).
        assert.equal(problem.field, path.length ? path.map((key) => JSON.stringify(key).slice(1, -1)).join('.') : 'body');
      }),
      { numRuns: 1000 },
    );
  });

  it(`nesting up to ${INPUT_MAX_DEPTH} levels passes, deeper is refused`, () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 80 }), (levels) => {
        const value = levels.reduceRight<unknown>((inner, asArray) => (asArray ? [inner] : { k: inner }), 'leaf');
        const problem = findInputProblem(value, INPUT_MAX_DEPTH, 'body');
        assert.equal(problem?.kind, levels.length > INPUT_MAX_DEPTH ? 'depth' : undefined);
      }),
      { numRuns: 500 },
    );
  });
});

describe('create schemas over HTTP (property-based)', () => {
  let t: TestContext;
  let admin: UserRow;
  before(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin' });
  });
  after(() => t.close());

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { ...t.auth(admin), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  /**
   * A field's value: mostly plausible, sometimes any JSON, a hostile string or a string with a forbidden
   * character. Weighted so that a good share of whole bodies (up to nine fields) is valid: the round trip of
   * what is accepted gets checked on every seed, not only on lucky ones.
   */
  const field = <T>(plausible: fc.Arbitrary<T>) =>
    fc.oneof({ arbitrary: plausible, weight: 40 }, fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(...HOSTILE_STRINGS), withForbidden);
  const text = (maxLength: number) => fc.string({ unit: 'grapheme', minLength: 1, maxLength }).filter((value) => value.trim() !== '');
  let n = 0;

  /** Every answer is < 500 and { success: false, message } when refused; a forbidden character is a 400 naming its field. */
  function checkAnswer(res: Awaited<ReturnType<typeof post>>, body: unknown) {
    assert.ok(res.statusCode < 500, `${res.statusCode} ${res.body}`);
    if (res.statusCode >= 400) {
      assert.equal(res.json().success, false);
      assert.equal(typeof res.json().message, 'string');
    }
    const problem = findInputProblem(body, INPUT_MAX_DEPTH, 'body');
    if (problem) {
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().message, problem.kind === 'depth' ? MESSAGES.tooDeep : MESSAGES.forbiddenCharacter(problem.field));
    }
  }

  it('products: arbitrary bodies never answer 5xx, and what is accepted reads back as sent', async () => {
    const productBody = fc.record(
      {
        title: field(text(200)),
        description: field(fc.option(fc.string({ maxLength: 300 }))),
        affiliateLink: field(fc.webUrl()),
        featuredImage: field(fc.constant('/images/products/default.svg')),
        rankingNumber: field(fc.integer({ min: 1, max: 1_000_000_000 })),
        price: field(fc.option(fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100))),
        merchantName: field(text(100)),
        tags: field(fc.array(text(40), { maxLength: 5 })),
        featured: field(fc.boolean()),
      },
      { requiredKeys: ['title', 'affiliateLink', 'featuredImage', 'rankingNumber'] },
    );
    const body = fc.oneof({ arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 }, { arbitrary: productBody, weight: 3 });
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const res = await post('/api/products', input);
        checkAnswer(res, input);
        if (res.statusCode !== 201) return;
        accepted++;
        const sent = input as Record<string, any>;
        const product = res.json().product;
        assert.equal(product.title, sent.title.trim());
        assert.equal(product.description, sent.description?.trim() || null);
        assert.equal(product.rankingNumber, sent.rankingNumber);
        if (sent.price !== undefined) assert.equal(product.price, sent.price);
        // A blank merchant is the form's default.
        if (sent.merchantName !== undefined) assert.equal(product.merchantName, sent.merchantName.trim() || DEFAULT_MERCHANT);
        if (sent.featured !== undefined) assert.equal(product.featured, sent.featured);
        const fetched = await t.app.inject({ method: 'GET', url: `/api/products/${product._id}`, headers: t.auth(admin) });
        assert.deepEqual(fetched.json().product, product);
      }),
      { numRuns: 150 },
    );
    assert.ok(accepted >= 10, `only ${accepted} bodies were accepted: the round trip was hardly checked`);
  });

  it('categories: arbitrary bodies never answer 5xx, and what is accepted reads back as sent', async () => {
    const body = fc.oneof(
      { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
      fc.record(
        {
          name: field(text(100)),
          description: field(fc.option(fc.string({ maxLength: 300 }))),
          sortOrder: field(fc.integer({ min: 0, max: 1_000_000 })),
          isActive: field(fc.boolean()),
          slug: fc.option(field(fc.constant('')).map(() => `p-${process.pid}-${++n}`), { nil: undefined }),
        },
        { requiredKeys: ['name'] },
      ),
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const res = await post('/api/categories', input);
        checkAnswer(res, input);
        if (res.statusCode !== 201) return;
        accepted++;
        const sent = input as Record<string, any>;
        const category = res.json().category;
        assert.equal(category.name, sent.name.trim());
        assert.equal(category.description, sent.description?.trim() || null);
        if (sent.sortOrder !== undefined) assert.equal(category.sortOrder, sent.sortOrder);
        if (sent.isActive !== undefined) assert.equal(category.isActive, sent.isActive);
        const fetched = await t.app.inject({ method: 'GET', url: `/api/categories/${category._id}`, headers: t.auth(admin) });
        assert.deepEqual(fetched.json().category, category);
      }),
      { numRuns: 150 },
    );
    assert.ok(accepted >= 10, `only ${accepted} bodies were accepted: the round trip was hardly checked`);
  });

  it('users: arbitrary bodies never answer 5xx, and what is accepted reads back as sent', async () => {
    const body = fc.oneof(
      { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
      {
        weight: 3,
        arbitrary: fc.record(
          {
            fullName: field(text(100)),
            username: field(fc.constant('').map(() => `prop${process.pid}x${++n}`)),
            email: field(fc.constant('').map(() => `prop${process.pid}x${++n}@example.com`)),
            password: field(fc.constant('Password123!')),
            occupation: field(fc.option(fc.string({ maxLength: 100 }))),
            address: field(fc.option(fc.string({ maxLength: 300 }))),
            role: field(fc.constantFrom('user', 'nurse', 'doctor')),
          },
          { requiredKeys: ['fullName', 'username', 'email', 'password'] },
        ),
      },
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const res = await post('/api/users', input);
        checkAnswer(res, input);
        if (res.statusCode !== 201) return;
        accepted++;
        const sent = input as Record<string, any>;
        const user = res.json().data ?? res.json().user;
        assert.equal(user.fullName, sent.fullName.trim());
        assert.equal(user.username, sent.username);
        assert.equal(user.occupation, sent.occupation?.trim() || null);
        assert.equal(user.address, sent.address?.trim() || null);
      }),
      // Each accepted user costs an argon2 hash: fewer runs.
      { numRuns: 40 },
    );
    assert.ok(accepted >= 3, `only ${accepted} bodies were accepted: the round trip was hardly checked`);
  });
});
