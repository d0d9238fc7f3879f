import { z } from 'zod';
import { endpoint } from './endpoint.ts';

const tags = ['health'] as const;

export const live = endpoint({
  method: 'GET',
  path: '/healthz',
  tags,
  summary: 'The process is up',
  responses: { 200: z.object({ status: z.literal('ok') }) },
});

export const ready = endpoint({
  method: 'GET',
  path: '/readyz',
  tags,
  summary: 'The database answers',
  responses: { 200: z.object({ status: z.literal('ready') }) },
  errors: [503],
});
