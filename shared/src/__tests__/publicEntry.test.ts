/**
 * The two entries of @app/shared are two federation shared modules. A visitor's page loads only the public
 * one, so it must never reach axios or the back-office part; and the back-office part must reach the public
 * one through its package name: a relative import would bundle a second config, session store or ApiError.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');

/** Value imports and re-exports of a module (type-only ones are erased by the compiler). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(pattern)) if (!match[2]) found.push(match[3]!);
  return found;
}

function resolveRelative(from: string, request: string): string {
  const base = path.resolve(path.dirname(from), request);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(SRC, from)}: cannot resolve ${request}`);
}

function publicModules(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const request of importsOf(file)) if (request.startsWith('.')) visit(resolveRelative(file, request));
  };
  visit(path.join(SRC, 'public.ts'));
  return seen;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['__tests__', 'test', 'dev'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('@app/shared/public', () => {
  const inPublic = publicModules();

  it('reaches neither axios nor the back-office entry', () => {
    for (const file of inPublic) {
      for (const request of importsOf(file)) {
        expect(`${path.relative(SRC, file)} -> ${request}`).not.toMatch(/-> (axios|@app\/shared)$/);
      }
    }
    expect(inPublic.has(path.join(SRC, 'api', 'client.ts'))).toBe(false);
  });

  it('is imported by the back-office part through its package name only', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(SRC)) {
      if (inPublic.has(file) || file === path.join(SRC, 'index.ts')) continue;
      for (const request of importsOf(file)) {
        if (request.startsWith('.') && inPublic.has(resolveRelative(file, request))) offenders.push(`${path.relative(SRC, file)} -> ${request}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('exports the same instances as @app/shared', async () => {
    const [publicEntry, fullEntry] = await Promise.all([import('@app/shared/public'), import('@app/shared')]);
    expect(fullEntry.sessionStore).toBe(publicEntry.sessionStore);
    expect(fullEntry.ApiError).toBe(publicEntry.ApiError);
    expect(fullEntry.getRuntimeConfig).toBe(publicEntry.getRuntimeConfig);
  });
});
