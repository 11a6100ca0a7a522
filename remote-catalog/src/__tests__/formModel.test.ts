import { MESSAGES } from '@app/shared';
import { EMPTY_PRODUCT_FORM, toPayload, validateProductForm, valuesFromProduct, type ProductFormValues } from '../features/products/form/formModel';
import { makeProduct } from './mockApi';

const valid: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  title: 'Lamp',
  rankingNumber: '7',
  affiliateLink: 'https://www.amazon.com/dp/B01',
  featuredImage: 'https://img.example.com/lamp.jpg',
};

describe('product form validation (the exact texts the server answers too)', () => {
  it('reports every required field with the exact messages', () => {
    expect(validateProductForm(EMPTY_PRODUCT_FORM)).toEqual({
      title: MESSAGES.productTitleRequired,
      affiliateLink: MESSAGES.affiliateLinkRequired,
      rankingNumber: MESSAGES.rankingRequired,
      featuredImage: MESSAGES.imageUrlRequired,
    });
    expect(MESSAGES.productTitleRequired).toBe('Product title is required');
    expect(validateProductForm({ ...valid, title: '   ' }).title).toBe('Product title is required');
  });

  it('refuses links that are not http(s) URLs, javascript: included', () => {
    expect(validateProductForm({ ...valid, affiliateLink: 'not a url' }).affiliateLink).toBe('Please enter a valid URL');
    expect(validateProductForm({ ...valid, affiliateLink: 'javascript:alert(1)' }).affiliateLink).toBe('Please enter a valid URL');
    expect(validateProductForm({ ...valid, featuredImage: 'javascript:alert(1)' }).featuredImage).toBe('Please enter a valid image URL');
    expect(validateProductForm({ ...valid, featuredImage: 'nope' }).featuredImage).toBe('Please enter a valid image URL');
  });

  it('accepts a valid form, API-relative image paths and an empty price', () => {
    expect(validateProductForm(valid)).toEqual({});
    expect(validateProductForm({ ...valid, featuredImage: '/images/products/x.svg' })).toEqual({});
    expect(validateProductForm({ ...valid, price: '0' })).toEqual({});
  });

  it('rejects a negative price', () => {
    expect(validateProductForm({ ...valid, price: '-1' }).price).toBeTruthy();
  });
});

describe('product payload', () => {
  it('omits an empty price on create and sends rankingNumber as an integer', () => {
    const payload = toPayload({ ...valid, rankingNumber: '12' }, 'create');
    expect(payload).not.toHaveProperty('price');
    expect(payload.rankingNumber).toBe(12);
    expect(payload.merchantName).toBe('Amazon');
    expect(payload.isActive).toBe(true);
    expect(payload.featured).toBe(false);
  });

  it('parses the price as a float rounded to cents; an emptied price on edit is cleared', () => {
    expect(toPayload({ ...valid, price: '19.999' }, 'create').price).toBe(20);
    expect(toPayload({ ...valid, price: '5.25' }, 'create').price).toBe(5.25);
    expect(toPayload(valid, 'edit').price).toBeNull();
  });

  it('sends tags as a clean list and the category id', () => {
    const payload = toPayload({ ...valid, tags: ' a, b ,,a ', category: 'cat-1' }, 'create');
    expect(payload.tags).toEqual(['a', 'b']);
    expect(payload.category).toBe('cat-1');
  });

  it('prefills the edit form with every field of the product', () => {
    const product = makeProduct({ price: null, tags: ['x', 'y'], category: { _id: 'c1', name: 'C', slug: 'c' }, currency: 'EUR', featured: true, isActive: false });
    const values = valuesFromProduct(product);
    expect(values).toMatchObject({ title: product.title, rankingNumber: String(product.rankingNumber), price: '', tags: 'x, y', category: 'c1', currency: 'EUR', featured: true, isActive: false, affiliateLink: product.affiliateLink, featuredImage: product.featuredImage });
  });
});
