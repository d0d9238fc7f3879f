import { z } from 'zod';
import { endpointGroup } from './endpoint.ts';

const healthEndpoint = endpointGroup({ tags: ['health'] });

export const live = healthEndpoint('GET /healthz', 'The process is up', { 200: z.object({ status: z.literal('ok') }) });

export const ready = healthEndpoint('GET /readyz', 'The database answers', { 200: z.object({ status: z.literal('ready') }) }, { errors: [503] });
