import type { Logger } from '../../logger.ts';

// The backup commands talk to the person at the terminal in plain lines;
// PostgreSQL's own chatter appears with LOG_LEVEL=debug.
export function terminalLog(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  const verbose = level === 'debug' || level === 'trace';
  const line = (first: unknown, second?: unknown) => (typeof first === 'string' ? first : typeof second === 'string' ? second : JSON.stringify(first));
  return {
    debug: ((first: unknown, second?: unknown) => void (verbose && console.log(line(first, second)))) as Logger['debug'],
    info: ((first: unknown, second?: unknown) => void console.log(line(first, second))) as Logger['info'],
    warn: ((first: unknown, second?: unknown) => void console.warn(line(first, second))) as Logger['warn'],
    error: ((first: unknown, second?: unknown) => void console.error(line(first, second))) as Logger['error'],
  };
}

/** Ends the command with a sentence for a known problem, a stack trace for an unknown one. */
export function fail(error: unknown, known: (error: unknown) => boolean): never {
  console.error(known(error) ? (error as Error).message : error);
  process.exit(1);
}
