import { z } from 'zod';
import {
  AdminBackupStatusSchema,
  AdminFundsQuerySchema,
  AdminFundsSchema,
  AdminOrderExportQuerySchema,
  AdminOrderListQuerySchema,
  AdminOrderListSchema,
  AdminOrderSchema,
  AdminOrderStatusInputSchema,
  AdminSalesSchema,
  AdminStatsSchema,
  AdminUserListQuerySchema,
  AdminUserListSchema,
} from '../schemas/admin.ts';
import {
  AdminCategoryNameListSchema,
  AdminCategoryNameSchema,
  AdminProductInputSchema,
  AdminProductListQuerySchema,
  AdminProductListSchema,
  CategoryNameInputSchema,
  UploadedImageSchema,
} from '../schemas/admin-product.ts';
import { ProductSchema } from '../schemas/product.ts';
import { ProductImportInputSchema, ProductImportReportSchema } from '../schemas/product-csv.ts';
import { CodSettingsInputSchema, CodSettingsSchema } from '../schemas/cod.ts';
import { DeliverySettingsInputSchema, DeliverySettingsSchema } from '../schemas/delivery.ts';
import { OwnerAlertSettingsInputSchema, OwnerAlertSettingsSchema } from '../schemas/owner-alerts.ts';
import { endpointGroup } from './endpoint.ts';

// Every endpoint here is for the administrator alone: 401 without a session, 403 for anyone else.
const adminEndpoint = endpointGroup({ tags: ['admin'], errors: [401, 403] });
const params = z.object({ id: z.string().max(100) });

export const stats = adminEndpoint('GET /api/admin/stats', 'Total Products, Total Orders, Total Users', { 200: AdminStatsSchema });

export const sales = adminEndpoint('GET /api/admin/sales', 'Orders and revenue per day over the last 30 days (India time), oldest first', { 200: AdminSalesSchema });

export const orders = adminEndpoint(
  'GET /api/admin/orders',
  'Every placed order with its customer, address, lines and totals, newest first; filter by status, search by order number or id, name, email, phone or pincode',
  { 200: AdminOrderListSchema },
  { query: AdminOrderListQuerySchema, errors: [400] },
);

/** A file, fetched by a plain link (the browser downloads it with the session cookie). */
export const exportOrders = adminEndpoint('GET /api/admin/orders/export', 'The filtered (and searched) orders as a CSV file (UTF-8, spreadsheet-safe)', { 200: null }, {
  query: AdminOrderExportQuerySchema,
  produces: ['text/csv'],
  errors: [400],
});

export const changeOrderStatus = adminEndpoint(
  'POST /api/admin/orders/:id/status',
  'Mark an order packed, shipped (with an optional tracking note the shopper sees) or delivered, or cancel it (stock back, refund once)',
  { 200: AdminOrderSchema },
  { params, body: AdminOrderStatusInputSchema, errors: [400, 404, 409] },
);

export const retryRefund = adminEndpoint(
  'POST /api/admin/orders/:id/refund',
  "Ask the payment service again for a cancelled order's refund it refused (after the owner put right what it named); 503 with its reason when it refuses again",
  { 200: AdminOrderSchema },
  { params, errors: [404, 409, 503] },
);

export const users = adminEndpoint('GET /api/admin/users', 'Users, newest first, with their number of paid orders; search by name or email', { 200: AdminUserListSchema }, {
  query: AdminUserListQuerySchema,
  errors: [400],
});

export const funds = adminEndpoint('GET /api/admin/funds', 'Help Our Weavers: every donation with its order, date and donor, and the total raised', { 200: AdminFundsSchema }, {
  query: AdminFundsQuerySchema,
  errors: [400],
});

export const products = adminEndpoint(
  'GET /api/admin/products',
  'Live products with their stock, newest first; search by title, filter by category, a page at a time',
  { 200: AdminProductListSchema },
  { query: AdminProductListQuerySchema, errors: [400] },
);

export const categories = adminEndpoint('GET /api/admin/categories', 'Categories of live products (stored form)', { 200: z.object({ categories: z.array(z.string()) }) });

export const categoryNames = adminEndpoint(
  'GET /api/admin/category-names',
  'Categories of live products with their English label and Tamil name (null: none, the Tamil pages show the English label)',
  { 200: AdminCategoryNameListSchema },
);

export const setCategoryName = adminEndpoint(
  'PUT /api/admin/category-names/:category',
  "Set the Tamil name of a live products' category (trimmed, at most 80 characters); an empty name clears it",
  { 200: AdminCategoryNameSchema },
  { params: z.object({ category: z.string().max(100) }), body: CategoryNameInputSchema, errors: [400, 404] },
);

export const product = adminEndpoint('GET /api/admin/products/:id', 'One live product, for the Update Product form', { 200: ProductSchema }, { params, errors: [404] });

export const createProduct = adminEndpoint('POST /api/admin/products', 'Add a product', { 201: ProductSchema }, { body: AdminProductInputSchema, errors: [400] });

export const updateProduct = adminEndpoint(
  'PUT /api/admin/products/:id',
  'Change every field of a product. With `stockWas` (the stock the form was opened with), an unchanged stock keeps the shop\'s current one, and a changed stock is refused (409) if orders or another admin changed it meanwhile',
  { 200: ProductSchema },
  { params, body: AdminProductInputSchema, errors: [400, 404, 409] },
);

export const deleteProduct = adminEndpoint('DELETE /api/admin/products/:id', 'Take a product out of the shop (past orders keep their copy)', { 204: null }, {
  params,
  errors: [404],
});

export const uploadImage = adminEndpoint(
  'POST /api/admin/uploads',
  'Upload a product image (multipart field "file"; JPEG, PNG or WebP up to 10 MB); returns its /media URL',
  { 201: UploadedImageSchema },
  { consumes: ['multipart/form-data'], errors: [400, 413, 415] },
);

export const codSettings = adminEndpoint('GET /api/admin/settings/cod', "The owner's cash-on-delivery rules: on or off, fee, order value limits, refused pincodes", {
  200: CodSettingsSchema,
});

export const updateCodSettings = adminEndpoint(
  'PUT /api/admin/settings/cod',
  'Change the cash-on-delivery rules; orders already placed keep their fee',
  { 200: CodSettingsSchema },
  { body: CodSettingsInputSchema, errors: [400] },
);

export const deliverySettings = adminEndpoint(
  'GET /api/admin/settings/delivery',
  "The owner's delivery promise: the shop's pincode, processing days, transit days by zone, pincodes not served",
  { 200: DeliverySettingsSchema },
);

export const updateDeliverySettings = adminEndpoint(
  'PUT /api/admin/settings/delivery',
  'Change the delivery promise; the product page, the cart, checkout and orders use it at once',
  { 200: DeliverySettingsSchema },
  { body: DeliverySettingsInputSchema, errors: [400] },
);

export const backupStatus = adminEndpoint(
  'GET /api/admin/backups',
  'The newest backup (time, size) and the free disk under DATA_DIR, with warnings when the backup is over 36 hours old or less than 10 % is free',
  { 200: AdminBackupStatusSchema },
);

export const alertSettings = adminEndpoint(
  'GET /api/admin/settings/alerts',
  "The owner's alerts: an email per order and low-stock sale, or one digest a day; the low-stock threshold",
  { 200: OwnerAlertSettingsSchema },
);

export const updateAlertSettings = adminEndpoint(
  'PUT /api/admin/settings/alerts',
  'Change how the owner is told of orders and low stock',
  { 200: OwnerAlertSettingsSchema },
  { body: OwnerAlertSettingsInputSchema, errors: [400] },
);

/** A file, fetched by a plain link like the orders' export. */
export const exportProducts = adminEndpoint(
  'GET /api/admin/products/export',
  "Every live product as a CSV file in Shopify's product columns (Handle, Title, Body (HTML), Type, Variant Price, ..., Title (Tamil), Description (Tamil)): one row per product, one more per extra image",
  { 200: null },
  { produces: ['text/csv'] },
);

export const importProducts = adminEndpoint(
  'POST /api/admin/products/import',
  'Products from a CSV file (the export\'s columns), matched by Handle: created or updated, all in one transaction, or nothing when any row has a problem. A dry run only reports.',
  { 200: ProductImportReportSchema },
  { body: ProductImportInputSchema, errors: [400, 413] },
);
