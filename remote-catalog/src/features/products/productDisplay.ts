import { formatPrice, type Product } from '@app/shared';
import { DEFAULT_CURRENCY, DEFAULT_MERCHANT, PRODUCT_TEXTS, SHORT_ID_LENGTH } from '../../constants';

/** 'ID: ' plus the first 8 characters of the id. */
export const shortId = (id: string) => `${PRODUCT_TEXTS.idPrefix}${id.slice(0, SHORT_ID_LENGTH)}`;

/** Price in the product's own currency (products are sold in several), or 'N/A'. */
export const productPrice = (product: Pick<Product, 'price' | 'currency'>) =>
  formatPrice(product.price, product.currency || DEFAULT_CURRENCY);

export const merchantOf = (product: Pick<Product, 'merchantName'>) => product.merchantName || DEFAULT_MERCHANT;
export const clicksOf = (product: Pick<Product, 'clicks'>) => product.clicks ?? 0;
export const rankingOf = (product: Pick<Product, 'rankingNumber'>) =>
  product.rankingNumber === null || product.rankingNumber === undefined ? PRODUCT_TEXTS.notAvailable : `#${product.rankingNumber}`;

export const productPaths = {
  list: '/products',
  add: '/products/add',
  view: (id: string) => `/products/view/${id}`,
  edit: (id: string) => `/products/edit/${id}`,
};
