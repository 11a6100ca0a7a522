import type { Product } from '@app/shared/public';
import { HOME_PLACEHOLDER_COUNT } from '../../constants';

/** Shown when the API cannot be reached, so the page never looks empty. */
export function placeholderProducts(count = HOME_PLACEHOLDER_COUNT): Product[] {
  return Array.from({ length: count }, (_, index) => ({
    _id: `placeholder-${index + 1}`,
    title: `Product ${index + 1}`,
    description: null,
    price: null,
    currency: 'USD',
    discountPercentage: 0,
    featuredImage: '',
    affiliateLink: '',
    merchantName: 'Amazon',
    rankingNumber: index + 1,
    rating: null,
    reviewCount: 0,
    stock: 'in_stock',
    category: null,
    tags: [],
    featured: false,
    isActive: true,
    clicks: 0,
    createdAt: '',
    updatedAt: '',
  }));
}
