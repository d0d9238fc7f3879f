export * from './money.ts';
export * from './labels.ts';
export * from './errors.ts';
export * from './client-routes.ts';
export * from './media.ts';
export * from './settings.ts';
export * from './schemas/product.ts';
export * from './schemas/session.ts';
