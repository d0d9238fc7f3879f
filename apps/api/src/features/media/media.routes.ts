import type { FastifyInstance } from 'fastify';
import { withoutDocumentHeaders } from '../../plugins/security-headers.ts';
import { deriveMissingVariant } from './image-variants.ts';
import { isSafeMediaName, type MediaStore } from './media.store.ts';

/** `drawOnDemand`: makes a missing file that the shop knows how to make (a demo image not drawn yet); true when it did. */
export function mediaRoutes(store: MediaStore, drawOnDemand?: (file: string) => Promise<boolean>) {
  // Requests for the same missing file at the same moment wait for one derive
  // instead of each resizing (and writing) it again.
  const deriving = new Map<string, Promise<boolean>>();
  const derive = (file: string): Promise<boolean> => {
    let job = deriving.get(file);
    if (!job) {
      job = deriveMissingVariant(store, file).finally(() => deriving.delete(file));
      deriving.set(file, job);
    }
    return job;
  };
  return async function routes(app: FastifyInstance) {
    app.get<{ Params: { file: string } }>('/media/:file', { schema: { hide: true } }, async (request, reply) => {
      const { file } = request.params;
      let bytes = isSafeMediaName(file) ? await store.get(file) : null;
      // A width added after the image was stored is made from a larger one, once (cheaper than drawing a demo image anew).
      if (!bytes && isSafeMediaName(file) && (await derive(file))) bytes = await store.get(file);
      if (!bytes && drawOnDemand && isSafeMediaName(file) && (await drawOnDemand(file))) bytes = await store.get(file);
      if (!bytes) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      }
      withoutDocumentHeaders(reply);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('image/webp')
        .send(bytes);
    });
  };
}
