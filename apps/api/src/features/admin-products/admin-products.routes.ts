import multipart from '@fastify/multipart';
import { AppError, adminApi, adminProductMessages, ErrorCode, formProblems, MAX_UPLOAD_BYTES } from '@handloom/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-route.ts';
import { noStore } from '../../plugins/no-store.ts';
import type { AdminProductsService } from './admin-products.service.ts';

// Every route here is under /api/admin: plugins/session.ts guards each one with
// the admin check where it is registered, before the body is read.
export function adminProductsRoutes(service: AdminProductsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', noStore);

    app.route({
      ...route(adminApi.products),
      handler: async (request) => service.list(request.query),
    });

    app.route({
      ...route(adminApi.categories),
      handler: async () => ({ categories: await service.categories() }),
    });

    app.route({
      ...route(adminApi.categoryNames),
      handler: async () => ({ categories: await service.categoryNames() }),
    });

    app.route({
      ...route(adminApi.setCategoryName),
      attachValidation: true,
      handler: async (request) => {
        throwFormProblems(request);
        return service.setCategoryName(request.params.category, request.body);
      },
    });

    app.route({
      ...route(adminApi.product),
      handler: async (request) => service.product(request.params.id),
    });

    app.route({
      ...route(adminApi.createProduct),
      // Validation problems are answered in the form's words (see throwFormProblems).
      attachValidation: true,
      handler: async (request, reply) => {
        throwFormProblems(request);
        return reply.status(201).send(await service.create(request.body));
      },
    });

    app.route({
      ...route(adminApi.updateProduct),
      attachValidation: true,
      handler: async (request) => {
        throwFormProblems(request);
        return service.update(request.params.id, request.body);
      },
    });

    app.route({
      ...route(adminApi.deleteProduct),
      handler: async (request, reply) => {
        await service.remove(request.params.id);
        return reply.status(204).send();
      },
    });

    // Multipart is accepted by this route alone; the rest of the API stays JSON-only (415).
    await app.register(async (uploads) => {
      await uploads.register(multipart, {
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 2, fieldNameSize: 100, headerPairs: 50 },
      });
      uploads.route({
        ...route(adminApi.uploadImage),
        handler: async (request, reply) => {
          const bytes = await uploadedBytes(request);
          return reply.status(201).send({ url: await service.uploadImage(bytes, request.log) });
        },
      });
    });
  };
}

/** With `attachValidation`, a bad body reaches the handler: answer it as the form would. */
export function throwFormProblems(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  if (error.validationContext !== 'body' || !error.validation) throw error;
  const problems = formProblems(
    error.validation.map((issue: { instancePath: string; message?: string }) => ({ path: issue.instancePath.split('/').filter(Boolean), message: issue.message ?? 'Invalid value' })),
  );
  throw new AppError(ErrorCode.validation, problems.message, problems.fields);
}

async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  // Without a boundary the parts cannot be found (the multipart reader would throw a plain Error, a 500).
  if (!request.isMultipart() || !/;\s*boundary=/i.test(request.headers['content-type'] ?? '')) {
    throw new AppError(ErrorCode.unsupportedMediaType, adminProductMessages.uploadNotMultipart);
  }
  let file;
  try {
    file = await request.file();
  } catch (error) {
    throw uploadError(error);
  }
  if (!file) throw new AppError(ErrorCode.badRequest, adminProductMessages.uploadMissing);
  try {
    return await file.toBuffer();
  } catch (error) {
    throw uploadError(error);
  }
}

function uploadError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(ErrorCode.payloadTooLarge, adminProductMessages.uploadTooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(ErrorCode.badRequest, adminProductMessages.uploadMissing);
  }
  // Anything else the reader raises is about the bytes sent (a body cut short, a malformed part), not the shop.
  if (error instanceof AppError) return error;
  return new AppError(ErrorCode.badRequest, adminProductMessages.uploadUnreadable);
}
