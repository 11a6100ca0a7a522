// Writes the demo products' small SVG images into api/public/images/products/ (committed; re-run after
// changing src/db/seed/catalog-data.ts): node --import tsx scripts/generate-product-images.ts
import fs from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../src/config.js';
import { CATEGORY_COLOURS, DEMO_PRODUCTS } from '../src/db/seed/catalog-data.js';

const dir = path.join(API_ROOT, 'public', 'images', 'products');
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');

/** Splits a title into lines of at most ~18 characters (up to 3 lines). */
function lines(title: string): string[] {
  const out: string[] = [];
  for (const word of title.split(' ')) {
    const last = out.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= 18) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 3);
}

function svg(title: string, caption: string, [dark, light]: [string, string]): string {
  const text = lines(title);
  const top = 300 - (text.length - 1) * 36;
  const tspans = text.map((line, i) => `<tspan x="400" y="${top + i * 72}">${escape(line)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${escape(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/><rect x="60" y="60" width="680" height="480" rx="32" fill="#fff" fill-opacity=".14"/>
<text fill="#fff" font-family="Arial,Helvetica,sans-serif" font-size="56" font-weight="700" text-anchor="middle">${tspans}</text>
<text x="400" y="500" fill="#fff" fill-opacity=".85" font-family="Arial,Helvetica,sans-serif" font-size="28" text-anchor="middle">${escape(caption)}</text>
</svg>
`;
}

fs.mkdirSync(dir, { recursive: true });
for (const product of DEMO_PRODUCTS) {
  fs.writeFileSync(path.join(dir, `${product.image}.svg`), svg(product.title, product.merchant, CATEGORY_COLOURS[product.category]));
}
fs.writeFileSync(path.join(dir, 'default.svg'), svg('No image', 'Product image', ['#374151', '#9ca3af']));
console.log(`wrote ${DEMO_PRODUCTS.length + 1} images to ${dir}`);
