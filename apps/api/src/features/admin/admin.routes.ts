import { Readable } from 'node:stream';
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
} from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminService } from './admin.service.ts';

// Every route here is under /api/admin: plugins/session.ts guards each one
// with the admin check where it is registered.
export function adminRoutes(service: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/admin/stats',
      { schema: { tags: ['admin'], summary: 'Total Products, Total Orders, Total Users', response: { 200: AdminStatsSchema } } },
      async () => service.stats(),
    );

    app.get(
      '/api/admin/sales',
      {
        schema: {
          tags: ['admin'],
          summary: 'Orders and revenue per day over the last 30 days (India time), oldest first',
          response: { 200: AdminSalesSchema },
        },
      },
      async () => service.sales(),
    );

    app.get(
      '/api/admin/orders',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every placed order with its customer, address, lines and totals, newest first; filter by status',
          querystring: AdminOrderListQuerySchema,
          response: { 200: AdminOrderListSchema },
        },
      },
      async (request) => service.orders(request.query),
    );

    app.get(
      '/api/admin/orders/export',
      {
        schema: {
          tags: ['admin'],
          summary: 'The filtered orders as a CSV file (UTF-8, spreadsheet-safe)',
          querystring: AdminOrderExportQuerySchema,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const { status } = request.query;
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="orders-${status ?? 'all'}-${day}.csv"`)
          .send(Readable.from(service.ordersCsv(status)));
      },
    );

    app.post(
      '/api/admin/orders/:id/status',
      {
        schema: {
          tags: ['admin'],
          summary: 'Mark an order packed, shipped (with an optional tracking note the shopper sees) or delivered, or cancel it (stock back, refund once)',
          params: z.object({ id: z.string().max(100) }),
          body: AdminOrderStatusInputSchema,
          response: { 200: AdminOrderSchema },
        },
      },
      async (request) => service.changeStatus(request.params.id, request.body),
    );

    app.get(
      '/api/admin/users',
      {
        schema: {
          tags: ['admin'],
          summary: 'Users, newest first, with their number of paid orders; search by name or email',
          querystring: AdminUserListQuerySchema,
          response: { 200: AdminUserListSchema },
        },
      },
      async (request) => service.users(request.query),
    );

    app.get(
      '/api/admin/funds',
      {
        schema: {
          tags: ['admin'],
          summary: 'Help Our Weavers: every donation with its order, date and donor, and the total raised',
          querystring: AdminFundsQuerySchema,
          response: { 200: AdminFundsSchema },
        },
      },
      async (request) => service.funds(request.query),
    );
  };
}
