import type { Logger } from '../../logger.ts';

/** A mail or text server that is down for a while (a restart, a rate limit) still gets the shopper's message: 1, 5 and 30 minutes. */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [60_000, 5 * 60_000, 30 * 60_000];

/**
 * The delays of `delays` whose tries still start within `withinMs` of the
 * first (a link that expires is not worth sending once it has little life left).
 */
export function retriesWithin(delays: readonly number[], withinMs: number): number[] {
  const kept: number[] = [];
  let waited = 0;
  for (const delay of delays) {
    waited += delay;
    if (waited > withinMs) break;
    kept.push(delay);
  }
  return kept;
}

interface BackgroundSenderOptions {
  /** The wait before each new try of a send that failed; when they are used up, the send is given up and logged. */
  retryDelaysMs?: readonly number[];
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/**
 * Messages sent after the change they tell of is committed and answered (the
 * COD code's text message, the reset and sign-in link emails; emails about
 * orders go through the durable outbox, shopper-outbox.ts): the shopper
 * never waits for the server, and a
 * send that fails is tried again after each of `retryDelaysMs`. `close()`
 * gives up the sends still waiting for a new try (logged), so the shop stops
 * at once; the tries are kept in memory, so a shop that stops loses them too
 * (a code's text or a link is worth nothing after its few minutes anyway).
 */
export function backgroundSender({ retryDelaysMs = MAIL_RETRY_DELAYS_MS, log }: BackgroundSenderOptions) {
  const sending = new Set<Promise<void>>();
  const waits = new Set<{ timer: NodeJS.Timeout; end: () => void }>();
  let closing = false;

  /** Waits `ms`; false when the shop began to stop first. */
  function pause(ms: number): Promise<boolean> {
    if (closing) return Promise.resolve(false);
    return new Promise((resolve) => {
      const wait = {
        timer: setTimeout(() => {
          waits.delete(wait);
          resolve(true);
        }, ms),
        end: () => resolve(false),
      };
      waits.add(wait);
    });
  }

  return {
    /**
     * Runs `send` now and, while it fails, again after each delay (`send`
     * reads what it needs afresh each time). Resolves when it has ended, sent
     * or given up, and never rejects: a later email may wait for it.
     */
    send(what: string, about: Record<string, string>, send: () => Promise<void>): Promise<void> {
      const trying = async () => {
        for (let tries = 1; ; tries += 1) {
          try {
            await send();
            if (tries > 1) log.info({ ...about, tries }, `${what} sent after ${tries} tries`);
            return;
          } catch (error) {
            const delay = retryDelaysMs[tries - 1];
            if (delay === undefined) {
              log.error({ err: error, ...about, tries }, `${what} failed ${tries} times; not sent`);
              return;
            }
            log.warn({ err: error, ...about, tries, retryInSeconds: delay / 1000 }, `${what} failed; trying again`);
            if (!(await pause(delay))) {
              log.error({ ...about, tries }, `${what} not sent: the shop stopped before its next try`);
              return;
            }
          }
        }
      };
      const sent: Promise<void> = trying().finally(() => sending.delete(sent));
      sending.add(sent);
      return sent;
    },

    /** Waits until every send has ended, its new tries included (tests). */
    async settled(): Promise<void> {
      while (sending.size > 0) await Promise.allSettled([...sending]);
    },

    /** Waits for the sends under way; one waiting for a new try is given up at once. */
    async close(): Promise<void> {
      closing = true;
      for (const wait of waits) {
        clearTimeout(wait.timer);
        wait.end();
      }
      waits.clear();
      await Promise.allSettled([...sending]);
    },
  };
}
