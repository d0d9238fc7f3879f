export * from './schema/products.ts';
export * from './schema/auth.ts';
export * from './schema/orders.ts';
export * from './schema/gst.ts';
export * from './schema/addresses.ts';
export * from './schema/back-in-stock.ts';
export * from './schema/owner-alerts.ts';
export * from './schema/weavers.ts';
