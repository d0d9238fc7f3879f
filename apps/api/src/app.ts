import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicSettings, publicUrl as shopAddress, type Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { listenForNotifications } from './db/notifications.ts';
import { loggerOptions } from './logger.ts';
import { adminRepository } from './features/admin/admin.repository.ts';
import { addressesRepository } from './features/addresses/addresses.repository.ts';
import { addressesRoutes } from './features/addresses/addresses.routes.ts';
import { addressesService } from './features/addresses/addresses.service.ts';
import { shopPincodeDirectory } from './features/addresses/pincode-directory.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { backupsRoutes } from './features/backups/backups.routes.ts';
import { productCsvRepository } from './features/product-csv/product-csv.repository.ts';
import { productCsvRoutes } from './features/product-csv/product-csv.routes.ts';
import { productCsvService } from './features/product-csv/product-csv.service.ts';
import { adminService } from './features/admin/admin.service.ts';
import { adminProductsRepository } from './features/admin-products/admin-products.repository.ts';
import { adminProductsRoutes } from './features/admin-products/admin-products.routes.ts';
import { adminProductsService } from './features/admin-products/admin-products.service.ts';
import { createAuth, linkMailer } from './features/auth/auth.ts';
import { authRepository } from './features/auth/auth.repository.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { authSecret } from './features/auth/auth-secret.ts';
import { authService, type AuthService } from './features/auth/auth.service.ts';
import { BACK_IN_STOCK_INTERVAL_MS, backInStockJob, type BackInStockJob } from './features/back-in-stock/back-in-stock.job.ts';
import { backInStockRepository } from './features/back-in-stock/back-in-stock.repository.ts';
import { backInStockRoutes } from './features/back-in-stock/back-in-stock.routes.ts';
import { backInStockService } from './features/back-in-stock/back-in-stock.service.ts';
import { CATALOGUE_CHANGED_CHANNEL, catalogRepository } from './features/catalog/catalog.repository.ts';
import { catalogRoutes } from './features/catalog/catalog.routes.ts';
import { catalogService } from './features/catalog/catalog.service.ts';
import { liveSearchIndex, type LiveSearchIndex } from './features/catalog/live-search-index.ts';
import { registerCommerce } from './features/checkout/register-commerce.ts';
import { createMailer, type Mailer } from './features/email/mailer.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { mediaRoutes } from './features/media/media.routes.ts';
import { createMediaStore } from './features/media/create-media-store.ts';
import { isSafeMediaName, type MediaStore } from './features/media/media.store.ts';
import { catalogPageMeta } from './features/pages/catalog-page-meta.ts';
import { pagesRoutes } from './features/pages/pages.routes.ts';
import { paymentSecurityOptions } from './features/payments/payment-setup.ts';
import { WEBHOOK_PATH } from './features/payments/payments.routes.ts';
import { reviewsRepository } from './features/reviews/reviews.repository.ts';
import { reviewsRoutes } from './features/reviews/reviews.routes.ts';
import { reviewsService } from './features/reviews/reviews.service.ts';
import { sitemapRoutes } from './features/sitemap/sitemap.routes.ts';
import { sitemapService } from './features/sitemap/sitemap.service.ts';
import { outboxTextSender, type TextSender } from './features/email/text-sender.ts';
import { weaversRepository } from './features/weavers/weavers.repository.ts';
import { weaversRoutes } from './features/weavers/weavers.routes.ts';
import { weaversService } from './features/weavers/weavers.service.ts';
import { answerError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { replayCache } from './plugins/replay-cache.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerCrossSiteProtection, registerSession } from './plugins/session.ts';
import { registerLull } from './plugins/lull.ts';

/** A confirmation email waits at most this long for the shop to stop answering requests. */
const LULL_MAX_WAIT_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AuthService;
    /** The catalogue's in-memory search (the bench and tests wait for its first build). */
    searchIndex: Pick<LiveSearchIndex, 'whenBuilt'>;
    /** The back-in-stock emails' job; tests call `runOnce()` and `settled()`. */
    backInStock: Pick<BackInStockJob, 'runOnce' | 'settled'>;
  }
}

/** The client's x-request-id when it is a plain token, else a new one. */
function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  media?: MediaStore;
  /** Email transport; by default SMTP_URL, or .eml files under DATA_DIR/outbox. */
  mailer?: Mailer;
  /** SMS and WhatsApp; by default files under DATA_DIR/outbox (no vendor is bundled). */
  texts?: TextSender;
  /** The process's logger (server.ts); tests get one at LOG_LEVEL. */
  logger?: FastifyBaseLogger;
  /** Draws a missing image the shop knows how to make (the demo artwork, server.ts); true when it did. */
  drawMediaOnDemand?: (file: string) => Promise<boolean>;
  /** Timed jobs (reservation expiry); default: on, except when NODE_ENV=test. */
  backgroundJobs?: boolean;
  /** The date on GST documents issued; tests set it (default: the real time). */
  clock?: () => Date;
  /** The waits before each new try of a refused shopper email (default 1, 5, 30 min; at once in tests). */
  mailRetryDelaysMs?: readonly number[];
}

/** Builds the whole shop without listening; tests drive it with `app.inject`. */
export async function buildApp({ config, database, media, mailer, texts, logger, drawMediaOnDemand, backgroundJobs, clock, mailRetryDelaysMs }: AppDependencies): Promise<FastifyInstance> {
  // The kept pages and first catalogue pages, sent again without entering Fastify (app.inject does not pass through it).
  const replay = replayCache();
  const app = Fastify({
    serverFactory: replay.serverFactory,
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config) }),
    // plugins/request-log.ts writes one line per request instead, at a level that depends on the answer.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; any other body is answered with 415.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  const logReplayed = registerRequestLog(app, config.LOG_SUCCESSES_PER_SECOND);
  const lull = registerLull(app, LULL_MAX_WAIT_MS);

  registerErrorHandler(app);
  registerInputGuard(app);
  registerSecurityHeaders(app, paymentSecurityOptions(config));
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
  const metrics = registerMetrics(app, config, database.pool);
  // After compression: what it keeps is what went out.
  replay.install(app, {
    requestId,
    observe: (answer) => {
      metrics.replayed(answer);
      logReplayed(answer);
    },
  });

  const store = media ?? createMediaStore(config);
  // What the admin's forms and the CSV import ask of an image the shop should have: a demo image not
  // drawn yet (the first minute of a new shop) is the shop's, and is drawn when asked for.
  const shopImages: MediaStore = drawMediaOnDemand
    ? {
        put: (name, bytes) => store.put(name, bytes),
        get: (name) => store.get(name),
        has: async (name) => (await store.has(name)) || (isSafeMediaName(name) && (await drawMediaOnDemand(name))),
      }
    : store;
  const db = database.db;

  const mail =
    mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM ?? `${config.SHOP_NAME} <${config.CONTACT_EMAIL}>`,
      replyTo: config.CONTACT_EMAIL,
      outboxDir: `${config.dataDir}/outbox`,
      log: app.log,
    });
  const secret = await authSecret(config.AUTH_SECRET, config.dataDir);
  const runJobs = backgroundJobs ?? config.NODE_ENV !== 'test';
  // Tests run no timers: a refused email is tried again at once, unless the test says otherwise.
  const retryDelaysMs = mailRetryDelaysMs ?? (runJobs ? undefined : [0, 0]);
  const links = linkMailer(mail, { retryDelaysMs, log: app.log });
  app.addHook('onClose', () => links.close());
  const auth = createAuth(config, db, links, secret);
  const accounts = authService(auth, authRepository(db), config, app.log);
  app.decorate('accounts', accounts);
  registerSession(app, (headers) => accounts.sessionUser(headers));
  // The payment provider's webhook comes from its servers, not a browser; its signature is its protection.
  registerCrossSiteProtection(app, [WEBHOOK_PATH]);

  await app.register(healthRoutes(() => database.ping()));
  await app.register(mediaRoutes(store, drawMediaOnDemand));
  await app.register(authRoutes(accounts, auth));
  const catalogRepo = catalogRepository(db);
  const searchIndex = liveSearchIndex(catalogRepo, app.log);
  const instanceId = randomUUID();
  const catalog = catalogService(catalogRepo, { searchIndex, instanceId, log: app.log });
  catalog.onInvalidate(replay.clear);
  // Another instance's change drops this one's lists, facets, pages and index at once, not after their time limit.
  const catalogueChanges = listenForNotifications(database.pool.options, {
    channel: CATALOGUE_CHANGED_CHANNEL,
    onNotification: (sender) => {
      if (sender !== instanceId) catalog.changedElsewhere();
    },
    onReconnect: () => catalog.changedElsewhere(),
    log: app.log,
  });
  // Built after start, not before: the shop answers (searching in PostgreSQL) while it builds.
  app.addHook('onReady', async () => searchIndex.rebuild());
  app.addHook('onClose', async () => {
    await catalogueChanges.close();
    await searchIndex.close();
  });
  app.decorate('searchIndex', { whenBuilt: searchIndex.whenBuilt });
  const backInStockRequests = backInStockRepository(db);
  // Emailed in the background, never inside the admin's save: a restock, and stock back from an order (lapsed, abandoned,
  // failed, cancelled, returned), nudge the job; it also runs every minute, for the tries again.
  const backInStock = backInStockJob({
    repository: backInStockRequests,
    mailer: mail,
    shopName: config.SHOP_NAME,
    publicUrl: shopAddress(config),
    ...(retryDelaysMs ? { retryDelaysMs } : {}),
    log: app.log,
  });
  backInStock.start(runJobs ? BACK_IN_STOCK_INTERVAL_MS : 0);
  app.addHook('onClose', () => backInStock.close());
  app.decorate('backInStock', backInStock);
  const restocked = (product: { stock: number }) => {
    if (product.stock > 0) backInStock.nudge();
  };
  await app.register(adminProductsRoutes(adminProductsService(adminProductsRepository(db), catalog, shopImages, restocked)));
  await app.register(backInStockRoutes(backInStockService(backInStockRequests, catalog)));
  await app.register(catalogRoutes(catalog));
  const reviews = reviewsService(reviewsRepository(db), catalog);
  await app.register(reviewsRoutes(reviews));
  await app.register(productCsvRoutes(productCsvService(productCsvRepository(db), catalog, shopImages, shopAddress(config), backInStock.nudge)));
  const textSender = texts ?? outboxTextSender(`${config.dataDir}/outbox`, app.log);
  const addresses = addressesService(addressesRepository(db), shopPincodeDirectory);
  await app.register(addressesRoutes(addresses));
  const reservationsReleased = (count: number) => {
    metrics.reservationsReleased.inc(count);
    // Stock came back: a waiting shopper hears of it now, not at the back-in-stock job's next minute.
    backInStock.nudge();
  };
  await registerCommerce(app, { config, db, mailer: mail, texts: textSender, addresses, authSecret: secret, backgroundJobs: runJobs, ...(clock ? { clock } : {}), ...(retryDelaysMs ? { mailRetryDelaysMs: retryDelaysMs } : {}), onReservationsReleased: reservationsReleased, onStockReturned: backInStock.nudge, onOrderPlaced: metrics.orderPlaced, lull });
  // After the orders feature: the dashboard's status changes go through it.
  const admin = adminService(adminRepository(db), app.orders, app.codSettings);
  await app.register(adminRoutes(admin));
  await app.register(backupsRoutes(config));
  const weavers = weaversService(weaversRepository(db), { catalog, media: shopImages, raisedPaise: () => admin.raisedPaise() });
  await app.register(weaversRoutes(weavers));
  await app.register(sitemapRoutes(sitemapService(catalog, { shownWeavers: () => weavers.shown() }), { publicUrl: config.PUBLIC_URL }));

  const publicUrl = config.PUBLIC_URL;
  await app.register(pagesRoutes, {
    webDistDir: config.webDistDir,
    document: {
      shopName: config.SHOP_NAME,
      publicUrl,
      settingsJson: JSON.stringify(publicSettings(config)),
    },
    dynamicMeta: catalogPageMeta(catalog, { publicUrl, shopName: config.SHOP_NAME }, app.log, (slug) => weavers.pageOrNull(slug), async (id) => (await reviews.productReviews(id))?.items ?? []),
    settings: publicSettings(config),
    catalogueCache: { ttlMs: catalog.cacheTtlMs, onInvalidate: catalog.onInvalidate },
  });
  return app;
}
