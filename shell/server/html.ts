/** Puts a server-rendered page into the shell's index.html (the same page the browser would otherwise build). */
import { jsonForScript } from '@app/shared/public';

export { CONFIG_ELEMENT_ID } from '../src/serverRendered';

/**
 * React renders a page's <title>, <meta> and <link> elements (wherever a component puts them) at the start
 * of its HTML; they belong in <head>, where the browser's React also finds and reuses them when hydrating.
 * Splits that leading run of tags from the rest.
 */
export function splitHoistables(html: string): { hoisted: string; body: string } {
  const tag = /^(?:<title(?:\s[^>]*)?>[^<]*<\/title>|<meta\s[^>]*\/?>|<link\s[^>]*\/?>)/;
  let rest = html;
  let hoisted = '';
  for (let match = tag.exec(rest); match; match = tag.exec(rest)) {
    hoisted += match[0];
    rest = rest.slice(match[0].length);
  }
  return { hoisted, body: rest };
}

export interface PagePieces {
  /** Extra tags for <head> (styles, metadata). */
  head: string;
  /** The rendered app, inside <div id="root">. */
  root: string;
  /** JSON data islands, by element id; read by the browser, never executed (no inline script). */
  json: Record<string, unknown>;
}

export function injectPage(template: string, { head, root, json }: PagePieces): string {
  // The page's own title and description replace the shell's defaults.
  let page = template;
  if (/<title[\s>]/.test(head)) page = page.replace(/<title(?:\s[^>]*)?>[^<]*<\/title>/, '');
  if (/<meta\s[^>]*name="description"/.test(head)) page = page.replace(/<meta\s[^>]*name="?description"?[^>]*>/, '');
  const islands = Object.entries(json)
    .map(([id, value]) => `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`)
    .join('');
  // The built index.html is minified (`<div id=root></div>`).
  const rootTag = /<div id=("root"|root)><\/div>/;
  if (!rootTag.test(page) || !page.includes('</head>')) throw new Error('index.html has no <div id="root"></div> or </head>');
  // Replacer functions: a `$&` in a product title must stay text.
  return page.replace('</head>', () => `${head}</head>`).replace(rootTag, () => `<div id="root">${root}</div>${islands}`);
}
