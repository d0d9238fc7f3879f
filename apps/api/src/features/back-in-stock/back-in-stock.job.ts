import { clientRoutes } from '@handloom/shared';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../email/mailer.ts';
import { backInStockEmail } from './back-in-stock.emails.ts';
import type { BackInStockRepository, SendOutcome } from './back-in-stock.repository.ts';

/** A refused back-in-stock email is tried again after each of these (about 24 hours in all), then given up and logged. */
export const BACK_IN_STOCK_RETRY_DELAYS_MS: readonly number[] = [1, 5, 30, 60, 120, 240, 480, 480].map((minutes) => minutes * 60_000);

/** How often every instance looks for requests whose product has stock again (however it came back). */
export const BACK_IN_STOCK_INTERVAL_MS = 60_000;

interface BackInStockJobOptions {
  repository: BackInStockRepository;
  mailer: Mailer;
  shopName: string;
  publicUrl: string;
  /** The wait before each new try of a refused email; when they are used up, the request is given up and logged. */
  retryDelaysMs?: readonly number[];
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/**
 * The back-in-stock emails, sent in the background by every instance: each
 * run emails the open requests of products that have stock again, whether
 * the admin restocked (the save and the CSV import `nudge` it, so the email
 * goes within seconds) or stock came back from an order (a lapsed, abandoned
 * or failed checkout, a cancellation, a return: these nudge it too); the
 * timer runs it every minute besides, for the tries again. Rows
 * are claimed one at a time `FOR UPDATE SKIP LOCKED`, under a lease
 * (back-in-stock.repository.ts), so two instances never email one request
 * and no connection is held while an email is sent; a request is marked
 * notified only once the mail server accepted its email, and a refused one is
 * tried again on a later run, never twice in one run.
 */
export function backInStockJob({ repository, mailer, shopName, publicUrl, retryDelaysMs = BACK_IN_STOCK_RETRY_DELAYS_MS, log }: BackInStockJobOptions) {
  let timer: NodeJS.Timeout | undefined;
  let closing = false;

  /** One pass: every due request, each tried at most once. */
  async function pass(): Promise<void> {
    const tried: string[] = [];
    while (!closing) {
      const request = await repository.claimNextDue(tried);
      if (!request) return;
      tried.push(request.id);
      const { shopper, product, tries } = request;
      const url = new URL(clientRoutes.productInfo.pattern.replace(':id', product.id), publicUrl).toString();
      let outcome: SendOutcome;
      try {
        await mailer.send(backInStockEmail(shopName, shopper, product, url));
        if (tries > 1) log.info({ productId: product.id, tries }, `back-in-stock email sent after ${tries} tries`);
        outcome = 'sent';
      } catch (error) {
        const retryInMs = retryDelaysMs[tries - 1] ?? null;
        if (retryInMs === null) log.error({ err: error, productId: product.id, tries }, `back-in-stock email failed ${tries} times; not sent`);
        else log.warn({ err: error, productId: product.id, tries, retryInSeconds: retryInMs / 1000 }, 'back-in-stock email failed; trying again');
        outcome = { retryInMs };
      }
      await repository.recordOutcome(request.id, outcome);
    }
  }

  // One run at a time per instance; a nudge during a run makes it look once more when it ends.
  let running: Promise<void> | null = null;
  let again = false;
  function kick(): Promise<void> {
    if (closing) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass();
      } while (again && !closing);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'back-in-stock emails not sent now; the next run tries again'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    /** Sends what is due, in the background (never rejects, never waited for): after a restock. */
    nudge(): void {
      void kick();
    },

    /** A whole run now, after the one under way (tests; the timer runs it every interval). */
    async runOnce(): Promise<void> {
      while (running) await running;
      await kick();
    },

    /** Waits for the run under way, if any (tests). */
    async settled(): Promise<void> {
      while (running) await running;
    },

    /** Runs every `intervalMs` (0: never, as in tests). */
    start(intervalMs: number): void {
      if (intervalMs <= 0) return;
      timer = setInterval(() => void kick(), intervalMs);
      timer.unref();
    },

    /** Stops: the send under way ends; what waits is found by the next start. */
    async close(): Promise<void> {
      closing = true;
      clearInterval(timer);
      await running;
    },
  };
}
export type BackInStockJob = ReturnType<typeof backInStockJob>;
