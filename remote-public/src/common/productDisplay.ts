import { DEFAULT_CURRENCY, discountedPrice, formatPrice, type Product } from '@app/shared/public';

export interface PriceView {
  /** What the visitor pays, formatted in the product's currency; null when the product has no price. */
  current: string | null;
  /** The original price (struck through) when discounted. */
  original: string | null;
  /** 'You save' amount when discounted. */
  saving: string | null;
  /** e.g. 15 for '15% OFF'; null when discountPercentage is not above 0. */
  percentOff: number | null;
}

/** Price display rules: the discount shows only when discountPercentage is above 0. */
export function priceView(product: Pick<Product, 'price' | 'currency' | 'discountPercentage'>): PriceView {
  const currency = product.currency || DEFAULT_CURRENCY;
  if (product.price === null || product.price === undefined) return { current: null, original: null, saving: null, percentOff: null };
  const discount = Number(product.discountPercentage) || 0;
  if (discount <= 0) return { current: formatPrice(product.price, currency), original: null, saving: null, percentOff: null };
  const after = discountedPrice(product.price, discount);
  return {
    current: formatPrice(after, currency),
    original: formatPrice(product.price, currency),
    saving: formatPrice(product.price - after, currency),
    percentOff: Math.round(discount),
  };
}

export interface StockView {
  limited: boolean;
  outOfStock: boolean;
  /** Buy Now is hidden when the product is out of stock. */
  canBuy: boolean;
}

export function stockView(product: Pick<Product, 'stock'>): StockView {
  return {
    limited: product.stock === 'limited',
    outOfStock: product.stock === 'out_of_stock',
    canBuy: product.stock !== 'out_of_stock',
  };
}
