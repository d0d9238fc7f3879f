import { adminApi, MAX_PRODUCT_CSV_CHARACTERS } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-route.ts';
import { noStore } from '../../plugins/no-store.ts';
import { requestLocale } from '../../plugins/request-locale.ts';
import type { ProductCsvService } from './product-csv.service.ts';

// Under /api/admin: plugins/session.ts guards them with the admin check.
export function productCsvRoutes(service: ProductCsvService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', noStore);

    app.route({
      ...route(adminApi.exportProducts),
      handler: async (_request, reply) => {
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="products-${day}.csv"`)
          .send(await service.exportCsv());
      },
    });

    app.route({
      ...route(adminApi.importProducts),
      // The file's text in JSON: up to 20 million characters, each up to 4 bytes, and the JSON around it.
      bodyLimit: MAX_PRODUCT_CSV_CHARACTERS * 4 + 1024,
      // A report, not an error: its problems come back in the dashboard's language here, not through the error handler.
      handler: async (request) => service.importCsv(request.body, requestLocale(request.headers)),
    });
  };
}
