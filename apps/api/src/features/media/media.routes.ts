import type { FastifyInstance } from 'fastify';
import { isSafeMediaName, type MediaStore } from './media.store.ts';

export function mediaRoutes(store: MediaStore) {
  return async function routes(app: FastifyInstance) {
    app.get<{ Params: { file: string } }>('/media/:file', { schema: { hide: true } }, async (request, reply) => {
      const { file } = request.params;
      const bytes = isSafeMediaName(file) ? await store.get(file) : null;
      if (!bytes) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      }
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('image/webp')
        .send(bytes);
    });
  };
}
