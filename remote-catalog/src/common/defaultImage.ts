// The default product image: an inline SVG, so the fallback never depends on a server being up.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<rect width="800" height="600" fill="#e5e7eb"/>
<rect x="300" y="210" width="200" height="150" rx="12" fill="none" stroke="#9ca3af" stroke-width="12"/>
<circle cx="350" cy="260" r="18" fill="#9ca3af"/>
<path d="M312 350l60-60 40 40 30-30 48 50z" fill="#9ca3af"/>
<text x="400" y="420" font-family="sans-serif" font-size="32" fill="#6b7280" text-anchor="middle">No image</text>
</svg>`;

export const DEFAULT_PRODUCT_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
