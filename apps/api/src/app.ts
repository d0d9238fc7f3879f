import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicSettings, type Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { catalogRepository } from './features/catalog/catalog.repository.ts';
import { catalogRoutes } from './features/catalog/catalog.routes.ts';
import { catalogService } from './features/catalog/catalog.service.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { mediaRoutes } from './features/media/media.routes.ts';
import { localMediaStore, type MediaStore } from './features/media/media.store.ts';
import { pagesRoutes } from './features/pages/pages.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  media?: MediaStore;
  /** The process's logger (server.ts); tests get one at LOG_LEVEL. */
  logger?: FastifyBaseLogger;
}

/** Builds the whole shop without listening; tests drive it with `app.inject`. */
export async function buildApp({ config, database, media, logger }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config) }),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; any other body is answered with 415.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  // Brotli's default quality (11) is far too slow for responses made per request.
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${config.SHOP_NAME} API`, version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const store = media ?? localMediaStore(`${config.dataDir}/media`);
  const db = database.db;

  await app.register(healthRoutes(async () => void (await db.execute(sql`select 1`))));
  await app.register(mediaRoutes(store));
  await app.register(catalogRoutes(catalogService(catalogRepository(db))));

  await app.register(pagesRoutes, {
    webDistDir: config.webDistDir,
    document: {
      shopName: config.SHOP_NAME,
      publicUrl: config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`,
      settingsJson: JSON.stringify(publicSettings(config)),
    },
  });
  return app;
}

export function loggerOptions(config: Config) {
  return { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] };
}
