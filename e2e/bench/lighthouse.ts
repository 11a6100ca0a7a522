/**
 * Lighthouse's four scores (performance, accessibility, best practices, SEO) with its mobile defaults
 * (Moto G Power screen, simulated slow 4G, 4x CPU), plus LCP and total blocking time, for pages already being
 * served. Run by `npm run bench` after the server-rendering figures; the local Chromium (CHROME_PATH, else
 * /usr/bin/chromium) is started by chrome-launcher, once per page (a cold profile each time).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../lib/chromium.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseResult {
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
}

export async function lighthouseScores(url: string): Promise<LighthouseResult> {
  const chromePath = findChromium();
  const chrome = await chromeLauncher.launch({
    ...(chromePath ? { chromePath } : {}),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      url,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as LighthouseResult['scores'],
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    };
  } finally {
    await chrome.kill();
  }
}

/** Prints one line per page: the four scores, LCP and TBT; `origin` is the shell's URL. */
export async function benchLighthouse(origin: string, paths: string[] = ['/', '/product']): Promise<LighthouseResult[]> {
  console.log('\nLighthouse (mobile defaults: simulated slow 4G, 4x CPU)');
  console.log('page       performance  accessibility  best-practices  SEO   LCP (ms)  TBT (ms)');
  const results: LighthouseResult[] = [];
  for (const path of paths) {
    const r = await lighthouseScores(`${origin}${path}`);
    results.push(r);
    console.log(
      `${path.padEnd(10)} ${String(r.scores.performance).padStart(11)}  ${String(r.scores.accessibility).padStart(13)}  ${String(r.scores['best-practices']).padStart(14)}  ${String(r.scores.seo).padStart(3)}  ${r.lcpMs.toFixed(0).padStart(8)}  ${r.tbtMs.toFixed(0).padStart(8)}`,
    );
  }
  console.log('  aims: performance at least 95; accessibility, best practices and SEO kept at 99-100');
  return results;
}

// Alone: node --import tsx bench/lighthouse.ts <shell URL> [paths...]
if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, ...paths] = process.argv.slice(2);
  if (!origin) {
    console.error('usage: node --import tsx bench/lighthouse.ts http://127.0.0.1:3000 [/ /product]');
    process.exit(2);
  }
  benchLighthouse(origin, paths.length ? paths : undefined).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
