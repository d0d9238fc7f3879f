import { z } from 'zod';
import {
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
import { AdminProductInputSchema, AdminProductListQuerySchema, AdminProductListSchema, UploadedImageSchema } from '../schemas/admin-product.ts';
import { ProductSchema } from '../schemas/product.ts';
import { endpoint } from './endpoint.ts';

// Every endpoint here is for the administrator alone: 401 without a session, 403 for anyone else.
const tags = ['admin'] as const;
const guarded = [401, 403] as const;
const IdParamsSchema = z.object({ id: z.string().max(100) });

export const stats = endpoint({
  method: 'GET',
  path: '/api/admin/stats',
  tags,
  summary: 'Total Products, Total Orders, Total Users',
  responses: { 200: AdminStatsSchema },
  errors: guarded,
});

export const sales = endpoint({
  method: 'GET',
  path: '/api/admin/sales',
  tags,
  summary: 'Orders and revenue per day over the last 30 days (India time), oldest first',
  responses: { 200: AdminSalesSchema },
  errors: guarded,
});

export const orders = endpoint({
  method: 'GET',
  path: '/api/admin/orders',
  tags,
  summary: 'Every placed order with its customer, address, lines and totals, newest first; filter by status',
  query: AdminOrderListQuerySchema,
  responses: { 200: AdminOrderListSchema },
  errors: [400, ...guarded],
});

/** A file, fetched by a plain link (the browser downloads it with the session cookie). */
export const exportOrders = endpoint({
  method: 'GET',
  path: '/api/admin/orders/export',
  tags,
  summary: 'The filtered orders as a CSV file (UTF-8, spreadsheet-safe)',
  query: AdminOrderExportQuerySchema,
  produces: ['text/csv'],
  responses: { 200: null },
  errors: [400, ...guarded],
});

export const changeOrderStatus = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/status',
  tags,
  summary: 'Mark an order packed, shipped (with an optional tracking note the shopper sees) or delivered, or cancel it (stock back, refund once)',
  params: IdParamsSchema,
  body: AdminOrderStatusInputSchema,
  responses: { 200: AdminOrderSchema },
  errors: [400, ...guarded, 404, 409],
});

export const users = endpoint({
  method: 'GET',
  path: '/api/admin/users',
  tags,
  summary: 'Users, newest first, with their number of paid orders; search by name or email',
  query: AdminUserListQuerySchema,
  responses: { 200: AdminUserListSchema },
  errors: [400, ...guarded],
});

export const funds = endpoint({
  method: 'GET',
  path: '/api/admin/funds',
  tags,
  summary: 'Help Our Weavers: every donation with its order, date and donor, and the total raised',
  query: AdminFundsQuerySchema,
  responses: { 200: AdminFundsSchema },
  errors: [400, ...guarded],
});

export const products = endpoint({
  method: 'GET',
  path: '/api/admin/products',
  tags,
  summary: 'Live products with their stock, newest first; search by title, filter by category, a page at a time',
  query: AdminProductListQuerySchema,
  responses: { 200: AdminProductListSchema },
  errors: [400, ...guarded],
});

export const categories = endpoint({
  method: 'GET',
  path: '/api/admin/categories',
  tags,
  summary: 'Categories of live products (stored form)',
  responses: { 200: z.object({ categories: z.array(z.string()) }) },
  errors: guarded,
});

export const product = endpoint({
  method: 'GET',
  path: '/api/admin/products/:id',
  tags,
  summary: 'One live product, for the Update Product form',
  params: IdParamsSchema,
  responses: { 200: ProductSchema },
  errors: [...guarded, 404],
});

export const createProduct = endpoint({
  method: 'POST',
  path: '/api/admin/products',
  tags,
  summary: 'Add a product',
  body: AdminProductInputSchema,
  responses: { 201: ProductSchema },
  errors: [400, ...guarded],
});

export const updateProduct = endpoint({
  method: 'PUT',
  path: '/api/admin/products/:id',
  tags,
  summary: 'Change every field of a product',
  params: IdParamsSchema,
  body: AdminProductInputSchema,
  responses: { 200: ProductSchema },
  errors: [400, ...guarded, 404],
});

export const deleteProduct = endpoint({
  method: 'DELETE',
  path: '/api/admin/products/:id',
  tags,
  summary: 'Take a product out of the shop (past orders keep their copy)',
  params: IdParamsSchema,
  responses: { 204: null },
  errors: [...guarded, 404],
});

export const uploadImage = endpoint({
  method: 'POST',
  path: '/api/admin/uploads',
  tags,
  summary: 'Upload a product image (multipart field "file"; JPEG, PNG or WebP up to 10 MB); returns its /media URL',
  consumes: ['multipart/form-data'],
  responses: { 201: UploadedImageSchema },
  errors: [400, ...guarded, 413, 415],
});
