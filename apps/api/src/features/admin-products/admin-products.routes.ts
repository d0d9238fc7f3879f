import multipart from '@fastify/multipart';
import {
  AdminProductInputSchema,
  AdminProductListQuerySchema,
  AdminProductListSchema,
  AppError,
  adminProductMessages,
  ErrorCode,
  formProblems,
  MAX_UPLOAD_BYTES,
  ProductSchema,
  UploadedImageSchema,
} from '@handloom/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminProductsService } from './admin-products.service.ts';

const ProductIdParamsSchema = z.object({ id: z.string().max(100) });
const CategoriesSchema = z.object({ categories: z.array(z.string()) });

// Every route here is under /api/admin: plugins/session.ts guards each one with
// the admin check where it is registered, before the body is read.
export function adminProductsRoutes(service: AdminProductsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/admin/products',
      {
        schema: {
          tags: ['admin'],
          summary: 'Live products with their stock, newest first; search by title, filter by category, a page at a time',
          querystring: AdminProductListQuerySchema,
          response: { 200: AdminProductListSchema },
        },
      },
      async (request) => service.list(request.query),
    );

    app.get(
      '/api/admin/categories',
      { schema: { tags: ['admin'], summary: 'Categories of live products (stored form)', response: { 200: CategoriesSchema } } },
      async () => ({ categories: await service.categories() }),
    );

    app.get(
      '/api/admin/products/:id',
      { schema: { tags: ['admin'], summary: 'One live product, for the Update Product form', params: ProductIdParamsSchema, response: { 200: ProductSchema } } },
      async (request) => service.product(request.params.id),
    );

    app.post(
      '/api/admin/products',
      {
        // Validation problems are answered in the form's words (see throwFormProblems).
        attachValidation: true,
        schema: { tags: ['admin'], summary: 'Add a product', body: AdminProductInputSchema, response: { 201: ProductSchema } },
      },
      async (request, reply) => {
        throwFormProblems(request);
        return reply.status(201).send(await service.create(request.body));
      },
    );

    app.put(
      '/api/admin/products/:id',
      {
        attachValidation: true,
        schema: {
          tags: ['admin'],
          summary: 'Change every field of a product',
          params: ProductIdParamsSchema,
          body: AdminProductInputSchema,
          response: { 200: ProductSchema },
        },
      },
      async (request) => {
        throwFormProblems(request);
        return service.update(request.params.id, request.body);
      },
    );

    app.delete(
      '/api/admin/products/:id',
      { schema: { tags: ['admin'], summary: 'Take a product out of the shop (past orders keep their copy)', params: ProductIdParamsSchema } },
      async (request, reply) => {
        await service.remove(request.params.id);
        return reply.status(204).send();
      },
    );

    // Multipart is accepted by this route alone; the rest of the API stays JSON-only (415).
    await app.register(async (uploads) => {
      await uploads.register(multipart, {
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 2, fieldNameSize: 100, headerPairs: 50 },
      });
      uploads.post(
        '/api/admin/uploads',
        {
          schema: {
            tags: ['admin'],
            summary: 'Upload a product image (multipart field "file"; JPEG, PNG or WebP up to 10 MB); returns its /media URL',
            consumes: ['multipart/form-data'],
            response: { 201: UploadedImageSchema },
          },
        },
        async (request, reply) => {
          const bytes = await uploadedBytes(request);
          return reply.status(201).send({ url: await service.uploadImage(bytes) });
        },
      );
    });
  };
}

/** With `attachValidation`, a bad body reaches the handler: answer it as the form would. */
function throwFormProblems(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  if (error.validationContext !== 'body' || !error.validation) throw error;
  const problems = formProblems(
    error.validation.map((issue: { instancePath: string; message?: string }) => ({ path: issue.instancePath.split('/').filter(Boolean), message: issue.message ?? 'Invalid value' })),
  );
  throw new AppError(ErrorCode.validation, problems.message, problems.fields);
}

async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(ErrorCode.unsupportedMediaType, adminProductMessages.uploadNotMultipart);
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
  return error;
}
