import type { StockState } from '../../constants.js';

/** Demo categories: `parent` names another entry's slug. */
export const DEMO_CATEGORIES = [
  { name: 'Electronics', slug: 'electronics', description: 'Gadgets, audio and accessories', featured: true },
  { name: 'Mobiles', slug: 'mobiles', description: 'Smartphones and phone accessories', featured: true, parent: 'electronics' },
  { name: 'Fashion', slug: 'fashion', description: 'Clothing, shoes and watches', featured: true },
  { name: 'Home & Kitchen', slug: 'home-and-kitchen', description: 'Appliances and cookware', featured: false },
  { name: 'Books', slug: 'books', description: 'Bestsellers and classics', featured: false },
] as const;

export type DemoCategorySlug = (typeof DEMO_CATEGORIES)[number]['slug'];

export interface DemoProduct {
  title: string;
  /** Image file name (without .svg) under api/public/images/products/. */
  image: string;
  category: DemoCategorySlug;
  merchant: string;
  price: number | null;
  currency?: string;
  discount?: number;
  rating?: number;
  reviews?: number;
  stock?: StockState;
  tags: string[];
  featured?: boolean;
  inactive?: boolean;
}

/** About 40 products; rankingNumber is the position in this list (1..40). */
export const DEMO_PRODUCTS: DemoProduct[] = [
  { title: 'Wireless Noise Cancelling Headphones', image: 'headphones', category: 'electronics', merchant: 'Amazon', price: 7999, discount: 25, rating: 4.6, reviews: 2140, tags: ['audio', 'wireless'], featured: true },
  { title: 'Smartphone 5G 128 GB', image: 'smartphone', category: 'mobiles', merchant: 'Flipkart', price: 18999, discount: 10, rating: 4.4, reviews: 5120, tags: ['phone', '5g'], featured: true },
  { title: 'Running Shoes for Men', image: 'running-shoes', category: 'fashion', merchant: 'Myntra', price: 2499, discount: 40, rating: 4.2, reviews: 860, tags: ['shoes', 'sports'], featured: true },
  { title: 'Air Fryer 4.2 L', image: 'air-fryer', category: 'home-and-kitchen', merchant: 'Amazon', price: 5499, discount: 30, rating: 4.5, reviews: 3100, tags: ['kitchen', 'appliance'], featured: true },
  { title: 'Smart Watch with AMOLED Display', image: 'smart-watch', category: 'electronics', merchant: 'Croma', price: 3999, discount: 50, rating: 4.1, reviews: 1450, tags: ['wearable', 'fitness'], featured: true, stock: 'limited' },
  { title: 'Bluetooth Party Speaker', image: 'speaker', category: 'electronics', merchant: 'Flipkart', price: 4599, discount: 15, rating: 4.3, reviews: 720, tags: ['audio', 'wireless'] },
  { title: 'Laptop 14 inch Thin and Light', image: 'laptop', category: 'electronics', merchant: 'Croma', price: 54990, discount: 8, rating: 4.4, reviews: 410, tags: ['computer', 'work'], featured: true },
  { title: 'Mechanical Keyboard RGB', image: 'keyboard', category: 'electronics', merchant: 'Amazon', price: 89.99, currency: 'USD', discount: 5, rating: 4.7, reviews: 980, tags: ['computer', 'gaming'] },
  { title: 'Wireless Gaming Mouse', image: 'mouse', category: 'electronics', merchant: 'Amazon', price: 49.5, currency: 'USD', rating: 4.5, reviews: 1320, tags: ['computer', 'gaming'], stock: 'limited' },
  { title: 'Power Bank 20000 mAh', image: 'power-bank', category: 'mobiles', merchant: 'Flipkart', price: 1499, discount: 20, rating: 4.2, reviews: 8800, tags: ['phone', 'charging'] },
  { title: 'Fast Charger 65 W', image: 'charger', category: 'mobiles', merchant: 'Amazon', price: 1999, discount: 35, rating: 4.0, reviews: 640, tags: ['phone', 'charging'] },
  { title: 'True Wireless Earbuds', image: 'earbuds', category: 'mobiles', merchant: 'Croma', price: 2999, discount: 45, rating: 4.1, reviews: 4300, tags: ['audio', 'wireless', 'phone'], featured: true },
  { title: 'Budget Smartphone 64 GB', image: 'smartphone-lite', category: 'mobiles', merchant: 'Amazon', price: 8999, rating: 3.9, reviews: 2200, tags: ['phone'], stock: 'out_of_stock' },
  { title: 'Phone Case Shockproof', image: 'phone-case', category: 'mobiles', merchant: 'Flipkart', price: 399, discount: 60, rating: 3.8, reviews: 510, tags: ['phone', 'accessory'] },
  { title: 'Cotton Casual Shirt', image: 'shirt', category: 'fashion', merchant: 'Myntra', price: 899, discount: 50, rating: 4.0, reviews: 330, tags: ['clothing', 'men'] },
  { title: 'Denim Jacket for Women', image: 'jacket', category: 'fashion', merchant: 'Ajio', price: 2199, discount: 30, rating: 4.3, reviews: 210, tags: ['clothing', 'women'], featured: true },
  { title: 'Leather Wallet', image: 'wallet', category: 'fashion', merchant: 'Myntra', price: 699, discount: 20, rating: 4.4, reviews: 1900, tags: ['accessory', 'men'] },
  { title: 'Analog Wrist Watch', image: 'wrist-watch', category: 'fashion', merchant: 'Amazon', price: 129, currency: 'USD', rating: 4.6, reviews: 75, tags: ['watch', 'accessory'], stock: 'limited' },
  { title: 'Polarised Sunglasses', image: 'sunglasses', category: 'fashion', merchant: 'Ajio', price: 1299, discount: 55, rating: 4.1, reviews: 140, tags: ['accessory', 'summer'] },
  { title: 'Canvas Backpack 30 L', image: 'backpack', category: 'fashion', merchant: 'Flipkart', price: 1099, discount: 25, rating: 4.2, reviews: 2600, tags: ['bag', 'travel'] },
  { title: 'Yoga Mat Anti-slip', image: 'yoga-mat', category: 'fashion', merchant: 'Amazon', price: 799, discount: 10, rating: 4.3, reviews: 1210, tags: ['fitness', 'sports'] },
  { title: 'Stainless Steel Cookware Set', image: 'cookware', category: 'home-and-kitchen', merchant: 'Amazon', price: 3499, discount: 20, rating: 4.4, reviews: 870, tags: ['kitchen', 'cookware'] },
  { title: 'Mixer Grinder 750 W', image: 'mixer', category: 'home-and-kitchen', merchant: 'Croma', price: 3299, discount: 22, rating: 4.2, reviews: 2450, tags: ['kitchen', 'appliance'] },
  { title: 'Robot Vacuum Cleaner', image: 'vacuum', category: 'home-and-kitchen', merchant: 'Flipkart', price: 15999, discount: 35, rating: 4.0, reviews: 390, tags: ['cleaning', 'smart-home'], featured: true },
  { title: 'Electric Kettle 1.5 L', image: 'kettle', category: 'home-and-kitchen', merchant: 'Amazon', price: 899, discount: 30, rating: 4.5, reviews: 6100, tags: ['kitchen', 'appliance'] },
  { title: 'Ceramic Dinner Set 18 Pieces', image: 'dinner-set', category: 'home-and-kitchen', merchant: 'Flipkart', price: 2599, rating: 4.1, reviews: 260, tags: ['kitchen', 'dining'], stock: 'out_of_stock' },
  { title: 'LED Desk Lamp', image: 'desk-lamp', category: 'home-and-kitchen', merchant: 'Croma', price: 1199, discount: 15, rating: 4.3, reviews: 450, tags: ['lighting', 'work'] },
  { title: 'Water Purifier RO+UV', image: 'water-purifier', category: 'home-and-kitchen', merchant: 'Amazon', price: 11999, discount: 28, rating: 4.2, reviews: 1780, tags: ['kitchen', 'appliance'], stock: 'limited' },
  { title: 'The Pragmatic Programmer', image: 'book-programmer', category: 'books', merchant: 'Amazon', price: 649, discount: 12, rating: 4.8, reviews: 3900, tags: ['programming', 'bestseller'], featured: true },
  { title: 'Atomic Habits', image: 'book-habits', category: 'books', merchant: 'Flipkart', price: 399, discount: 40, rating: 4.7, reviews: 25400, tags: ['self-help', 'bestseller'] },
  { title: 'Children\'s Picture Encyclopedia', image: 'book-encyclopedia', category: 'books', merchant: 'Amazon', price: 599, rating: 4.5, reviews: 620, tags: ['kids'] },
  { title: 'Cookbook: Everyday Indian Meals', image: 'book-cookbook', category: 'books', merchant: 'Amazon', price: 499, discount: 18, rating: 4.4, reviews: 310, tags: ['cooking'] },
  { title: 'Science Fiction Box Set', image: 'book-scifi', category: 'books', merchant: 'Flipkart', price: 1899, discount: 30, rating: 4.6, reviews: 150, tags: ['fiction'], stock: 'limited' },
  { title: 'Tablet 10 inch Wi-Fi', image: 'tablet', category: 'electronics', merchant: 'Croma', price: 21999, discount: 12, rating: 4.3, reviews: 930, tags: ['tablet', 'work'] },
  { title: '4K Action Camera', image: 'action-camera', category: 'electronics', merchant: 'Amazon', price: 12499, discount: 33, rating: 4.0, reviews: 560, tags: ['camera', 'travel'] },
  { title: 'Smart LED Bulb (Pack of 2)', image: 'smart-bulb', category: 'home-and-kitchen', merchant: 'Amazon', price: 749, discount: 45, rating: 4.2, reviews: 3400, tags: ['lighting', 'smart-home'] },
  { title: 'Fitness Band', image: 'fitness-band', category: 'electronics', merchant: 'Myntra', price: null, rating: 3.7, reviews: 90, tags: ['wearable', 'fitness'] },
  { title: 'Discontinued Feature Phone', image: 'feature-phone', category: 'mobiles', merchant: 'Amazon', price: 1299, rating: 3.5, reviews: 40, tags: ['phone'], inactive: true, stock: 'out_of_stock' },
  { title: 'Winter Wool Scarf (Last Season)', image: 'scarf', category: 'fashion', merchant: 'Myntra', price: 499, discount: 70, rating: 4.0, reviews: 25, tags: ['clothing', 'winter'], inactive: true },
  { title: 'Old Model Toaster', image: 'toaster', category: 'home-and-kitchen', merchant: 'Croma', price: 1599, rating: 3.6, reviews: 60, tags: ['kitchen'], inactive: true },
];

/** Colours per category for the generated SVG images. */
export const CATEGORY_COLOURS: Record<DemoCategorySlug, [string, string]> = {
  electronics: ['#1e3a8a', '#3b82f6'],
  mobiles: ['#4c1d95', '#8b5cf6'],
  fashion: ['#9d174d', '#f472b6'],
  'home-and-kitchen': ['#065f46', '#34d399'],
  books: ['#92400e', '#fbbf24'],
};
