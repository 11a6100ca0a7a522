/** Price in the given currency (ISO code), e.g. formatPrice(12.5, 'USD') -> '$12.50'; null -> 'N/A'. */
export function formatPrice(value: number | null | undefined, currency = 'USD', locale = 'en-US'): string {
  if (value === null || value === undefined || Number.isNaN(Number(value))) return 'N/A';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency || 'USD' }).format(Number(value));
  } catch {
    // Unknown currency code: keep the number readable.
    return `${currency} ${Number(value).toFixed(2)}`;
  }
}

/** Discounted price: price - price * discountPercentage / 100. */
export function discountedPrice(price: number, discountPercentage: number): number {
  return price - (price * discountPercentage) / 100;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local date plus HH:mm, or 'N/A' when missing or invalid. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return `${date.toLocaleDateString()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Local date only, or 'N/A'. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : date.toLocaleDateString();
}

/**
 * JSON to put inside a <script> element (the data handed to the browser, JSON-LD): `<`, `>`, `&` and the line
 * separators as unicode escapes, so no text from the catalogue can close the script or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
