import { CONFIG_ELEMENT_ID } from './serverRendered';

/** Longest wait for a server-rendered page's first images before its code loads anyway (ms). */
const FIRST_IMAGES_WAIT_MS = 1000;

/**
 * A server-rendered page is already painted from its HTML. Its above-the-fold images (fetchpriority=high: the
 * largest paint) load and paint first; only then are the hydration scripts fetched and run, so their long
 * tasks do not hold back that paint. A client-rendered page (staff pages, fallback) starts at once.
 */
async function firstImagesPainted(): Promise<void> {
  if (!document.getElementById(CONFIG_ELEMENT_ID)) return;
  const pending = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((img) => !img.complete);
  const loaded = pending.map(
    (img) =>
      new Promise((resolve) => {
        img.addEventListener('load', resolve, { once: true });
        img.addEventListener('error', resolve, { once: true });
      }),
  );
  await Promise.race([Promise.all(loaded), new Promise((resolve) => setTimeout(resolve, FIRST_IMAGES_WAIT_MS))]);
  // The frame that shows them.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// Async boundary: shared singletons are negotiated before any app code runs.
void firstImagesPainted().then(() => import('./bootstrap'));
