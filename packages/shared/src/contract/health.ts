import { z } from 'zod';
import { endpointGroup } from './endpoint.ts';

const healthEndpoint = endpointGroup({ tags: ['health'] });

export const live = healthEndpoint('GET /healthz', 'The process is up', { 200: z.object({ status: z.literal('ok') }) });

export const ready = healthEndpoint('GET /readyz', 'The database answers', { 200: z.object({ status: z.literal('ready') }) }, { errors: [503] });

/** For Prometheus: answers only `Authorization: Bearer <METRICS_TOKEN>`; 404 when the shop has no METRICS_TOKEN. */
export const metrics = healthEndpoint('GET /metrics', 'Prometheus metrics: requests, checkouts, payments, reservations, the database pool, backups, the process', { 200: null }, {
  produces: ['text/plain'],
  errors: [401, 404],
});
