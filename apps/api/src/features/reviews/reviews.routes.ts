import { AppError, ErrorCode, reviewMessages, reviewsApi } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_CACHE_CONTROL, sendCachedJson } from '../../plugins/cached-json.ts';
import { route } from '../../plugins/contract-route.ts';
import { noStore } from '../../plugins/no-store.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import type { ReviewsService } from './reviews.service.ts';

// The public list, the shopper's own review, and the admin's moderation
// (under /api/admin, guarded by plugins/session.ts where it is registered).
export function reviewsRoutes(service: ReviewsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...route(reviewsApi.productReviews),
      handler: async (request, reply) => {
        const reviews = await service.productReviews(request.params.id);
        if (!reviews) throw new AppError(ErrorCode.notFound, reviewMessages.productNotFound);
        return sendCachedJson(request, reply, reviews, CATALOGUE_CACHE_CONTROL);
      },
    });

    // A shopper's own answers are never kept by a browser or proxy.
    app.route({
      ...route(reviewsApi.myReview),
      onSend: noStore,
      preValidation: requireUser,
      handler: async (request) => service.myReview(request.params.id, (await currentUser(request)).uid),
    });
    app.route({
      ...route(reviewsApi.createReview),
      onSend: noStore,
      preValidation: requireUser,
      handler: async (request, reply) => reply.status(201).send(await service.create(request.params.id, (await currentUser(request)).uid, request.body)),
    });
    app.route({
      ...route(reviewsApi.updateReview),
      onSend: noStore,
      preValidation: requireUser,
      handler: async (request) => service.update(request.params.id, (await currentUser(request)).uid, request.body),
    });
    app.route({
      ...route(reviewsApi.deleteReview),
      onSend: noStore,
      preValidation: requireUser,
      handler: async (request, reply) => {
        await service.remove(request.params.id, (await currentUser(request)).uid);
        return reply.status(204).send();
      },
    });

    app.route({ ...route(reviewsApi.adminReviews), onSend: noStore, handler: async (request) => ({ items: await service.adminList(request.query.status) }) });
    app.route({
      ...route(reviewsApi.setReviewStatus),
      onSend: noStore,
      handler: async (request) => service.setStatus(request.params.id, request.body),
    });
  };
}
