/**
 * Hostile values for the fuzz and property tests, and a generator of schema-shaped values, all driven by a
 * seeded random source so that a failing run can be repeated with its seed.
 */

/** mulberry32: a small, fast, seedable PRNG (uniform in [0, 1)). */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (p: number) => next() < p;
  const uuid = () =>
    [8, 4, 4, 4, 12]
      .map((length, i) =>
        Array.from({ length }, (_, j) => (i === 2 && j === 0 ? '4' : i === 3 && j === 0 ? pick(['8', '9', 'a', 'b']) : pick([...'0123456789abcdef']))).join(''),
      )
      .join('-');
  const word = (min = 3, max = 12) => Array.from({ length: int(min, max) }, () => pick([...'abcdefghijklmnopqrstuvwxyz0123456789'])).join('');
  return { next, int, pick, chance, uuid, word };
}
export type Random = ReturnType<typeof createRandom>;

/** Strings that have broken APIs: NUL, lone surrogates, LIKE and regex metacharacters, injections, odd Unicode. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(50),
  '\ud800',
  'x\udc00',
  '\udfff\ud800',
  '😀\ud83d',
  '%',
  '_',
  '\\',
  '%_\\',
  'a%b_c\\',
  '\\%',
  '[a-',
  '(?<',
  '*+?{}',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '"; SELECT pg_sleep(5); --',
  "1' UNION SELECT username, password_hash FROM users --",
  '{"$ne": null}',
  '{"$gt": ""}',
  '$where: 1 == 1',
  '__proto__',
  'constructor',
  'prototype',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  '\r\nX-Injected: 1',
  '\t\n\v\f\r',
  '\u202eevil',
  '\ufeffbom',
  '\uffff\ufffe',
  'ǅǈ ß İ ﬃ',
  'e\u0301 \u00e9', // decomposed and composed e-acute
  '😀👩‍👩‍👧',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '0x7fffffff',
  '9'.repeat(40),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

/** Large strings: just over the schemas' limits, far over them, and (for query strings) over the URL limits. */
export const hugeString = (random: Random) =>
  random.pick(['a'.repeat(101), 'a'.repeat(255), '😀'.repeat(254), 'a'.repeat(5001), 'ä'.repeat(20_000), '%'.repeat(10_000), 'x'.repeat(300_000)]);

/** A random string of arbitrary UTF-16 code units: controls, NUL, surrogates (paired or not), astral characters. */
export function randomCodeUnits(random: Random, maxLength = 24) {
  const ranges: [number, number][] = [
    [0x00, 0x1f],
    [0x20, 0x7e],
    [0x80, 0x2ff],
    [0x4e00, 0x4e50],
    [0xd800, 0xdfff],
    [0xfff0, 0xffff],
  ];
  return Array.from({ length: random.int(1, maxLength) }, () => {
    const [min, max] = random.pick(ranges);
    return String.fromCharCode(random.int(min, max));
  }).join('');
}

export function hostileString(random: Random): string {
  const roll = random.next();
  if (roll < 0.6) return random.pick(HOSTILE_STRINGS);
  if (roll < 0.75) return randomCodeUnits(random);
  if (roll < 0.85) return hugeString(random);
  return `${random.word()}${random.pick(HOSTILE_STRINGS)}${random.word()}`;
}

/** A JSON text nested `depth` levels deep (arrays or objects). */
export const deepJson = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Values of every JSON type that a schema does not expect (JSON texts, so prototype keys survive). */
export const HOSTILE_JSON: readonly string[] = [
  'null',
  'true',
  '0',
  '-1',
  '1.5',
  '1e308',
  '-1e308',
  '9007199254740993',
  '""',
  '[]',
  '{}',
  '[null]',
  '[[[]]]',
  '{"$ne":null}',
  '{"$gt":""}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"prototype":{"role":"admin"}}',
  '{"\\u0000":1}',
  '{"\\ud800":"x"}',
  '["\\u0000"]',
  deepJson(31, 'array'),
  deepJson(40, 'object'),
];

export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
  default?: unknown;
};

const STRING_CANDIDATES = (random: Random, name: string) => [
  /email/i.test(name) ? `${random.word()}@${random.word()}.test` : '',
  /slug/i.test(name) ? `${random.word()}-${random.word()}` : '',
  /link|url|image|picture/i.test(name) ? `https://example.com/${random.word()}` : `${random.word()} ${random.word()}`,
  random.word(),
  'USD',
  `${random.int(100000, 999999)}`,
  `${random.word()}-${random.word()}`,
];

/**
 * A value that satisfies the schema (as far as its keywords tell): the starting point that a mutation then
 * breaks in one place, so hostile values get past the other fields' checks. `id` gives uuids.
 */
export function sampleValue(schema: Schema, random: Random, name = '', id: (name: string) => string = random.uuid): unknown {
  if (schema.enum) return random.pick(schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return sampleValue(random.pick(branches), random, name, id);
  if (schema.nullable && random.chance(0.1)) return null;
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return id(name);
      if (schema.format === 'email') return `${random.word()}@${random.word()}.test`;
      if (schema.format === 'date') return `19${random.int(50, 99)}-0${random.int(1, 9)}-1${random.int(0, 9)}`;
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? 60;
      const fits = (text: string) =>
        text.length >= min && text.length <= max && (!schema.pattern || new RegExp(schema.pattern, 'u').test(text));
      const found = STRING_CANDIDATES(random, name).find((text) => text && fits(text));
      return found ?? 'a'.repeat(Math.max(min, 1)).slice(0, max);
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? 1000, min + 1000);
      return type === 'integer' ? random.int(Math.ceil(min), Math.floor(max)) : Math.round((min + random.next() * (max - min)) * 100) / 100;
    }
    case 'boolean':
      return random.chance(0.5);
    case 'array': {
      const length = random.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3));
      return Array.from({ length }, () => sampleValue(schema.items ?? {}, random, name, id));
    }
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        // Most optional fields too: routes check some required fields themselves (with the form's texts).
        if (schema.required?.includes(key) || random.chance(0.8)) result[key] = sampleValue(child, random, key, id);
      }
      return result;
    }
    default:
      return random.word();
  }
}
