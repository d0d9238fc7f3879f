import { pino, type Logger as PinoLogger, type LoggerOptions } from 'pino';
import PinoPretty from 'pino-pretty';
import type { Config } from './config.ts';

/** What the shop's code logs through: pino (Fastify's `app.log`), narrowed to the levels it uses. */
export type Logger = Pick<PinoLogger, 'debug' | 'info' | 'warn' | 'error'>;

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): LoggerOptions {
  return { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] };
}

export interface ProcessLogger {
  log: PinoLogger;
  /** Writes out what is still buffered; call before the process exits. */
  flush(): void;
}

/**
 * The process's logger. For a person at a terminal: readable lines
 * (pino-pretty). Otherwise JSON lines written asynchronously, so a request
 * never waits for its log line to reach the pipe or file.
 */
export function createProcessLogger(config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>, stdout: { isTTY?: boolean } = process.stdout): ProcessLogger {
  const pretty = config.LOG_FORMAT === 'pretty' || (config.LOG_FORMAT === 'auto' && stdout.isTTY === true);
  if (pretty) {
    const stream = PinoPretty({ colorize: stdout.isTTY === true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true });
    return { log: pino(loggerOptions(config), stream), flush: () => {} };
  }
  const destination = pino.destination({ dest: 1, sync: false });
  return {
    log: pino(loggerOptions(config), destination),
    flush() {
      try {
        destination.flushSync();
      } catch {
        // Not open yet, or already closed: nothing is waiting to be written.
      }
    },
  };
}
