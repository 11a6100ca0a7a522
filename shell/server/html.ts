/** Puts a server-rendered page into the shell's index.html (the same page the browser would otherwise build). */

/** JSON safe inside <script type="application/json">: no `</script>`, `<!--` or line separators break out. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}


export { CONFIG_ELEMENT_ID } from '../src/serverRendered';

export interface PagePieces {
  /** Extra tags for <head> (styles, metadata). */
  head: string;
  /** The rendered app, inside <div id="root">. */
  root: string;
  /** JSON data islands, by element id; read by the browser, never executed (no inline script). */
  json: Record<string, unknown>;
}

export function injectPage(template: string, { head, root, json }: PagePieces): string {
  const islands = Object.entries(json)
    .map(([id, value]) => `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`)
    .join('');
  // The built index.html is minified (`<div id=root></div>`).
  const rootTag = /<div id=("root"|root)><\/div>/;
  if (!rootTag.test(template) || !template.includes('</head>')) throw new Error('index.html has no <div id="root"></div> or </head>');
  // Replacer functions: a `$&` in a product title must stay text.
  return template.replace('</head>', () => `${head}</head>`).replace(rootTag, () => `<div id="root">${root}</div>${islands}`);
}
