// CPU per request inside the API process, without HTTP or load: builds the app of one or more api directories
// (--api-dirs a,b: a baseline checkout beside this one) on the bench's PostgreSQL database, as production would
// (NODE_ENV=production, pino at info into /dev/null), and runs each screen's request through app.inject, 8 at a
// time, taking the process's CPU time per request. The directories take turns, round after round, so a machine
// whose load drifts treats them alike; prints the median per directory and request.
//   --api-dirs <dir>,<dir>   --rounds 5   --requests 2000   --pg-database bench_api_base   --api-env KEY=VALUE,...
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { arg } from './targets.js';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs = arg('api-dirs', here).split(',').map((dir) => path.resolve(dir));
const rounds = Number(arg('rounds', '5'));
const requests = Number(arg('requests', '2000'));
const JWT_SECRET = 'bench-only-jwt-secret-that-is-long-enough-0123456789';
const adminUrl = process.env.BENCH_ADMIN_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const url = new URL(adminUrl);
url.pathname = `/${arg('pg-database', 'bench_api_base')}`;
const apiEnv = Object.fromEntries(arg('api-env', '').split(',').filter(Boolean).map((pair) => pair.split('=')));

const env = { ...process.env, NODE_ENV: 'production', JWT_SECRET, ADMIN_PASSWORD: 'bench-admin-password', DATABASE_URL: url.toString(), ...apiEnv };
delete env.LOG_LEVEL;

async function appOf(dir: string) {
  const load = (relative: string) => import(pathToFileURL(path.join(dir, relative)).href);
  const [{ buildApp }, { loadConfig }, { createDatabase }, { createTokenService }] = await Promise.all([
    load('src/app.ts'),
    load('src/config.ts'),
    load('src/db/index.ts'),
    load('src/services/tokens.ts'),
  ]);
  const config = loadConfig(env);
  const database = await createDatabase(config);
  const app = await buildApp({ config, database, logger: { level: 'info', stream: fs.createWriteStream('/dev/null') } });
  await app.ready();
  const tokens = createTokenService({ jwtSecret: JWT_SECRET, jwtTtlMs: 3_600_000 });
  const account = (query: any) => query.select(['id', 'tokenVersion']).executeTakeFirstOrThrow();
  const admin = await account(database.db.selectFrom('users').where('username', '=', config.admin.username));
  const user = await account(database.db.selectFrom('users').where('role', '=', 'user').where('isActive', '=', true).orderBy('username'));
  return { app, admin: `Bearer ${tokens.sign(admin)}`, user: `Bearer ${tokens.sign(user)}` };
}

const apps = [];
for (const dir of dirs) apps.push({ dir, ...(await appOf(dir)) });

const list = '/api/products?page=1&limit=12&sort=-createdAt';
const scenarios = [
  { name: 'public list, signed in', url: list, as: 'user' },
  { name: 'title search, signed in', url: '/api/products?search=headphones&page=1&limit=12&sort=-createdAt', as: 'user' },
  { name: 'admin product list', url: list, as: 'admin' },
  { name: 'admin user list', url: '/api/users?page=1&limit=10', as: 'admin' },
] as const;

const results = new Map<string, number[]>();
for (let round = 0; round < rounds + 1; round++) {
  for (const { dir, app, admin, user } of apps) {
    for (const scenario of scenarios) {
      const headers = { authorization: scenario.as === 'admin' ? admin : user };
      const run = async (n: number) => {
        for (let done = 0; done < n; done += 8) {
          const answers = await Promise.all(Array.from({ length: 8 }, () => app.inject({ url: scenario.url, headers })));
          if (answers.some((answer: { statusCode: number }) => answer.statusCode !== 200)) throw new Error(`${scenario.name}: ${answers[0].statusCode} ${answers[0].body}`);
        }
      };
      if (round === 0) {
        await run(400); // warm-up round: JIT, serializers, prepared statements
        continue;
      }
      const before = process.cpuUsage();
      await run(requests);
      const used = process.cpuUsage(before);
      const key = `${scenario.name}\t${dir}`;
      results.set(key, [...(results.get(key) ?? []), (used.user + used.system) / 1000 / requests]);
    }
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`\n| request | ${dirs.join(' | ')} |\n|---|${dirs.map(() => '---:').join('|')}|`);
for (const scenario of scenarios) {
  console.log(`| ${scenario.name} | ${dirs.map((dir) => median(results.get(`${scenario.name}\t${dir}`)!).toFixed(3)).join(' | ')} |`);
}
console.log('(ms of API CPU per request, median of', rounds, 'rounds of', requests, 'requests, 8 at a time, app.inject)');
for (const { app } of apps) await app.close();
