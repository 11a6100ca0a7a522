/**
 * schema.org data for search engines: the listed products as an ItemList of Product, each with its Offer
 * (price after discount, currency, availability, the merchant's link) and AggregateRating where rated.
 */
import { discountedPrice, resolveImageUrl, type Product, type StockStatus } from '@app/shared/public';

const AVAILABILITY: Record<StockStatus, string> = {
  in_stock: 'https://schema.org/InStock',
  limited: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
};

type JsonLd = Record<string, unknown>;

export function productJsonLd(product: Product): JsonLd {
  const item: JsonLd = { '@type': 'Product', name: product.title };
  if (product.description) item.description = product.description;
  if (product.featuredImage) item.image = resolveImageUrl(product.featuredImage);
  if (product.category?.name) item.category = product.category.name;
  if (product.price !== null && product.price !== undefined) {
    const price = discountedPrice(Number(product.price), Number(product.discountPercentage) || 0);
    item.offers = {
      '@type': 'Offer',
      price: price.toFixed(2),
      priceCurrency: product.currency,
      availability: AVAILABILITY[product.stock] ?? AVAILABILITY.in_stock,
      url: product.affiliateLink,
      ...(product.merchantName ? { seller: { '@type': 'Organization', name: product.merchantName } } : {}),
    };
  }
  if (product.rating !== null && product.rating !== undefined && product.reviewCount > 0) {
    item.aggregateRating = { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount, bestRating: 5, worstRating: 1 };
  }
  return item;
}

/** The page's list of products; an inactive product (the API never sends one) is left out all the same. */
export function productListJsonLd(products: Product[], pageUrl: string): JsonLd {
  const listed = products.filter((product) => product.isActive !== false);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: pageUrl,
    numberOfItems: listed.length,
    itemListElement: listed.map((product, index) => ({ '@type': 'ListItem', position: index + 1, item: productJsonLd(product) })),
  };
}

