import type { Browser, BrowserContext, Page } from '@playwright/test';

/** CPU slowdown of every bench load (BENCH_CPU, default 4x: a mid-range phone on this machine). */
export const CPU_SLOWDOWN = Number(process.env.BENCH_CPU || 4);

/** Every bench page's viewport (a laptop's). */
export const VIEWPORT = { width: 1280, height: 800 };

/**
 * A page in a fresh context (cold HTTP cache, as a first visit) with the CPU slowed down, recording the
 * largest contentful paint in `window.__lcp`.
 */
export async function coldPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number };
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return { context, page };
}
