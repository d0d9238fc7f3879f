import { addressesApi } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-route.ts';
import { noStore } from '../../plugins/no-store.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import type { AddressesService } from './addresses.service.ts';

// Pincodes change only with a release of the shop: a day in any cache.
const PINCODE_CACHE = 'public, max-age=86400';

export function addressesRoutes(addresses: AddressesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...route(addressesApi.pincode),
      // Only a place found is cached: the 404's message is in the page's language, and a pincode may be added.
      handler: async (request, reply) => {
        const place = addresses.pincode(request.params.pincode);
        return reply.header('cache-control', PINCODE_CACHE).send(place);
      },
    });

    // A shopper's addresses are theirs alone: no shared cache may keep them.
    app.route({
      ...route(addressesApi.listAddresses),
      onSend: noStore,
      preValidation: requireUser,
      handler: async (request) => ({ addresses: await addresses.list((await currentUser(request)).uid) }),
    });

    app.route({
      ...route(addressesApi.addAddress),
      onSend: noStore,
      preValidation: requireUser,
      handler: async (request, reply) => reply.status(201).send(await addresses.add((await currentUser(request)).uid, request.body)),
    });

    app.route({
      ...route(addressesApi.updateAddress),
      onSend: noStore,
      preValidation: requireUser,
      handler: async (request) => addresses.update((await currentUser(request)).uid, request.params.id, request.body),
    });

    app.route({
      ...route(addressesApi.deleteAddress),
      onSend: noStore,
      preValidation: requireUser,
      handler: async (request, reply) => {
        await addresses.remove((await currentUser(request)).uid, request.params.id);
        return reply.status(204).send();
      },
    });
  };
}
