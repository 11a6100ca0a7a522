/**
 * @app/contracts: the API's contract. The TypeBox schemas here are the only place a request's or an answer's
 * shape is written: the API validates and serialises with them, and the front ends and the browser tests import
 * their static types (`import type`). The shared constants and texts are re-exported from './constants'.
 */
export * from './constants.js';
export * from './types.js';
export * from './schemas/auth.js';
export * from './schemas/catalog.js';
export * from './schemas/category.js';
export * from './schemas/clicks.js';
export * from './schemas/common.js';
export * from './schemas/health.js';
export * from './schemas/link-check.js';
export * from './schemas/product-transfer.js';
export * from './schemas/product.js';
export * from './schemas/user.js';
