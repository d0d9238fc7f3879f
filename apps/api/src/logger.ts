import type { Logger as PinoLogger } from 'pino';

/** What the shop's code logs through: pino (Fastify's `app.log`), narrowed to the levels it uses. */
export type Logger = Pick<PinoLogger, 'debug' | 'info' | 'warn' | 'error'>;
