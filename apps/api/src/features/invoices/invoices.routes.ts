import { gstApi } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-route.ts';
import { noStore } from '../../plugins/no-store.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import type { InvoicesService, PdfFile } from './invoices.service.ts';

// The shopper's invoice downloads (their own orders only) and the admin's GST
// settings, downloads and report (every /api/admin route is guarded by the session plugin).
export function invoicesRoutes(invoices: InvoicesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', noStore);
    const pdf = (file: PdfFile) => ({ type: 'application/pdf', disposition: `attachment; filename="${file.filename}"`, body: file.content });

    app.route({
      ...route(gstApi.invoicePdf),
      preValidation: requireUser,
      handler: async (request, reply) => {
        const file = pdf(await invoices.shopperPdf(request.params.number, (await currentUser(request)).uid, 'invoice'));
        return reply.type(file.type).header('content-disposition', file.disposition).send(file.body);
      },
    });

    app.route({
      ...route(gstApi.creditNotePdf),
      preValidation: requireUser,
      handler: async (request, reply) => {
        const file = pdf(await invoices.shopperPdf(request.params.number, (await currentUser(request)).uid, 'credit_note'));
        return reply.type(file.type).header('content-disposition', file.disposition).send(file.body);
      },
    });

    app.route({
      ...route(gstApi.adminInvoicePdf),
      handler: async (request, reply) => {
        const file = pdf(await invoices.adminPdf(request.params.id, 'invoice'));
        return reply.type(file.type).header('content-disposition', file.disposition).send(file.body);
      },
    });

    app.route({
      ...route(gstApi.adminCreditNotePdf),
      handler: async (request, reply) => {
        const file = pdf(await invoices.adminPdf(request.params.id, 'credit_note'));
        return reply.type(file.type).header('content-disposition', file.disposition).send(file.body);
      },
    });

    app.route({ ...route(gstApi.sellerSettings), handler: async () => invoices.sellerSettings() });
    app.route({ ...route(gstApi.updateSellerSettings), handler: async (request) => invoices.updateSellerSettings(request.body) });
    app.route({ ...route(gstApi.gstRates), handler: async () => invoices.rates() });
    app.route({ ...route(gstApi.updateGstRates), handler: async (request) => invoices.updateRates(request.body) });

    app.route({
      ...route(gstApi.gstReport),
      handler: async (request, reply) => {
        const { month } = request.query;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="gst-${month}.csv"`)
          .send(await invoices.reportCsv(month));
      },
    });
  };
}
