import { timingSafeEqual } from 'node:crypto';
import { ErrorCode, healthApi } from '@handloom/shared';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config.ts';
import { listBackups } from '../features/backups/backup-files.ts';
import { route } from './contract-route.ts';
import { errorBody } from './error-handler.ts';

// GET /metrics in Prometheus's text format (prom-client), for the engineer
// who runs the shop: deploy/prometheus.yml scrapes it, deploy/alerts.yml
// watches it. A registry per app, so tests that build several apps do not
// share counters.
//
// Checkouts started and failed are read off the API's answers, where every
// checkout passes: started is POST /api/checkout answered 201, one refused or
// failed is answered 4xx/5xx (sign-in aside). Paid is counted where an order
// becomes placed (orderPlaced, from the orders service): once per order,
// whether the browser's verification, the provider's webhook (a UPI payment
// the bank decided later) or a cash-on-delivery code placed it.

export interface ShopMetrics {
  registry: Registry;
  reservationsReleased: Counter;
  /** An order was placed: paid online, or a cash-on-delivery order confirmed. */
  orderPlaced: () => void;
  /** An answer sent again from memory, without Fastify (replay-cache.ts): counted like the others, not timed. */
  replayed: (answer: { method: string; route: string; statusCode: number }) => void;
}

const MONEY_PATHS = {
  checkout: 'POST /api/checkout',
  verify: 'POST /api/payments/verify',
  webhook: 'POST /api/payments/webhook',
};

/** What the metrics read of the pg pool (only repositories import pg itself). */
interface PoolFigures {
  waitingCount: number;
  totalCount: number;
  idleCount: number;
  on(event: 'error', listener: () => void): unknown;
}

export function registerMetrics(app: FastifyInstance, config: Config, pool: PoolFigures): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Replayed answers (replay-cache.ts) come by the ten thousand a second, and
  // prom-client checks and hashes a series' labels at every inc: a third of a
  // replay's time. They are counted here in plain numbers and added to the
  // counters when the registry is read. They are not timed: a replay takes
  // microseconds, and the duration histogram is Fastify's answers.
  const pendingReplays = new Map<string, { labels: { method: string; route: string; status: string }; count: number }>();
  let pendingReplayTotal = 0;
  const addReplays = () => {
    for (const pending of pendingReplays.values()) {
      if (pending.count > 0) requests.inc(pending.labels, pending.count);
      pending.count = 0;
    }
    if (pendingReplayTotal > 0) replays.inc(pendingReplayTotal);
    pendingReplayTotal = 0;
  };
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
    collect: addReplays,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const checkouts = new Counter({ name: 'shop_checkouts_total', help: 'Checkouts by outcome: started, paid, failed', labelNames: ['outcome'], registers: [registry] });
  const verifyFailures = new Counter({ name: 'shop_payment_verification_failures_total', help: 'Payment verifications refused or failed', registers: [registry] });
  const webhookFailures = new Counter({ name: 'shop_payment_webhook_failures_total', help: 'Payment webhooks refused or failed', registers: [registry] });
  const reservationsReleased = new Counter({ name: 'shop_reservations_released_total', help: 'Unpaid orders whose reservation lapsed and whose stock went back', registers: [registry] });
  const replays = new Counter({
    name: 'shop_replayed_responses_total',
    help: 'Answers sent again from memory without entering Fastify (also counted in http_requests_total, not timed in http_request_duration_seconds)',
    registers: [registry],
    collect: addReplays,
  });
  const poolErrors = new Counter({ name: 'shop_db_pool_errors_total', help: 'Idle database connections that failed', registers: [registry] });
  new Gauge({
    name: 'shop_db_pool_waiting_requests',
    help: 'Queries waiting for a free database connection',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Database connections of this instance, by state',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'shop_last_backup_age_seconds',
    help: 'Seconds since the newest finished backup in BACKUP_DIR (+Inf when there is none)',
    registers: [registry],
    async collect() {
      const last = (await listBackups(config)).at(-1);
      this.set(last ? (Date.now() - Date.parse(last.finishedAt)) / 1000 : Number.POSITIVE_INFINITY);
    },
  });
  pool.on('error', () => poolErrors.inc());
  // Every outcome starts at zero, so "no paid checkout in 24 h" is a visible 0 rather than a missing series.
  for (const outcome of ['started', 'paid', 'failed']) checkouts.inc({ outcome }, 0);

  app.addHook('onResponse', (request, reply, done) => {
    const path = request.routeOptions.url;
    const routeLabel = path ?? 'unmatched';
    const labels = { method: request.method, route: routeLabel, status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    const endpoint = `${request.method} ${path}`;
    const ok = reply.statusCode < 400;
    if (endpoint === MONEY_PATHS.checkout && reply.statusCode !== 401) checkouts.inc({ outcome: ok ? 'started' : 'failed' });
    if (endpoint === MONEY_PATHS.verify && !ok) verifyFailures.inc();
    if (endpoint === MONEY_PATHS.webhook && !ok) webhookFailures.inc();
    done();
  });

  app.route({
    ...route(healthApi.metrics),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!config.METRICS_TOKEN) return reply.status(404).send(errorBody(ErrorCode.notFound, 'Not found.'));
      if (!bearerMatches(request.headers.authorization, config.METRICS_TOKEN)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send(errorBody(ErrorCode.unauthenticated, 'A valid metrics token is required.'));
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  });
  return {
    registry,
    reservationsReleased,
    orderPlaced: () => checkouts.inc({ outcome: 'paid' }),
    replayed({ method, route, statusCode }) {
      const key = `${method} ${route} ${statusCode}`;
      let pending = pendingReplays.get(key);
      if (!pending) {
        pending = { labels: { method, route, status: String(statusCode) }, count: 0 };
        pendingReplays.set(key, pending);
      }
      pending.count += 1;
      pendingReplayTotal += 1;
    },
  };
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
