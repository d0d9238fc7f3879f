import { weaversApi } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-route.ts';
import { noStore } from '../../plugins/no-store.ts';
import { throwFormProblems } from '../admin-products/admin-products.routes.ts';
import type { WeaversService } from './weavers.service.ts';

// The public pages' data, and the admin's profiles and ledger (under
// /api/admin, guarded by plugins/session.ts where it is registered).
export function weaversRoutes(service: WeaversService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({ ...route(weaversApi.publicWeavers), handler: async () => ({ items: await service.shown() }) });
    app.route({ ...route(weaversApi.weaverPage), handler: async (request) => service.page(request.params.slug) });
    app.route({ ...route(weaversApi.donationLedger), handler: async () => service.ledger() });

    // The admin's answers are never kept by a browser or proxy.
    app.route({ ...route(weaversApi.weavers), onSend: noStore, handler: async () => ({ items: await service.list() }) });
    app.route({
      ...route(weaversApi.createWeaver),
      onSend: noStore,
      attachValidation: true,
      handler: async (request, reply) => {
        throwFormProblems(request);
        return reply.status(201).send(await service.create(request.body));
      },
    });
    app.route({
      ...route(weaversApi.updateWeaver),
      onSend: noStore,
      attachValidation: true,
      handler: async (request) => {
        throwFormProblems(request);
        return service.update(request.params.id, request.body);
      },
    });
    app.route({
      ...route(weaversApi.deleteWeaver),
      onSend: noStore,
      handler: async (request, reply) => {
        await service.remove(request.params.id);
        return reply.status(204).send();
      },
    });
    app.route({ ...route(weaversApi.disbursements), onSend: noStore, handler: async () => service.ledger() });
    app.route({
      ...route(weaversApi.createDisbursement),
      onSend: noStore,
      attachValidation: true,
      handler: async (request, reply) => {
        throwFormProblems(request);
        return reply.status(201).send(await service.recordDisbursement(request.body));
      },
    });
    app.route({
      ...route(weaversApi.withdrawDisbursement),
      onSend: noStore,
      attachValidation: true,
      handler: async (request) => {
        throwFormProblems(request);
        return service.withdrawDisbursement(request.params.id, request.body);
      },
    });
  };
}
