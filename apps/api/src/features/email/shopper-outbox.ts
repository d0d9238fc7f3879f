import type { Logger } from '../../logger.ts';
import type { Lull } from '../../plugins/lull.ts';
import { MAIL_RETRY_DELAYS_MS } from './background-sender.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';
import type { ShopperEmailKind, ShopperEmailsRepository } from './shopper-emails.repository.ts';

export type { ShopperEmailKind } from './shopper-emails.repository.ts';

interface ShopperOutboxOptions {
  repository: ShopperEmailsRepository;
  mailer: Mailer;
  /** The email of a kind about an order, from the order as it is now; null when the order is gone (nothing to send). */
  build: (kind: ShopperEmailKind, orderId: string, paymentId: string | null) => Promise<OutgoingMail | null>;
  /** The wait before each new try of a send that failed; when they are used up, the email is given up and logged. */
  retryDelaysMs?: readonly number[];
  /** Emails wait for a moment when the shop answers no request (plugins/lull.ts). */
  lull?: Lull;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
}

const readable: Record<ShopperEmailKind, string> = {
  confirmation: 'order confirmation email',
  shipped: 'shipped email',
  delivered: 'delivered email',
  returned: 'returned email',
  cancelled_by_shop: 'shop cancellation email',
  cancelled_by_shopper: "shopper's cancellation email",
  refund: 'refund email',
  sold_out_refund: 'sold-out refund email',
  second_payment_refund: 'second payment refund email',
};

/**
 * Emails to shoppers about their orders, through the `shopper_emails`
 * outbox (db/schema/shopper-emails.ts). The change an email tells of writes
 * its row in its own transaction (the orders repository), so a stop right
 * after the commit loses no email; `nudge` then sends it in the background,
 * and the shopper never waits for the mail server. A refused send is tried
 * again after each of `retryDelaysMs`, by whichever instance is running
 * then, also after a restart. `start` looks for due tries on a timer.
 */
export function shopperOutbox({ repository, mailer, build, retryDelaysMs = MAIL_RETRY_DELAYS_MS, lull, log }: ShopperOutboxOptions) {
  let timer: NodeJS.Timeout | undefined;
  let closing = false;

  /** Sends the oldest due email; false when none is due. */
  async function sendNext(): Promise<boolean> {
    await lull?.wait();
    return repository.sendNextDue(async ({ orderId, kind, paymentId, tries }) => {
      const what = readable[kind];
      try {
        const mail = await build(kind, orderId, paymentId);
        if (mail) await mailer.send(mail);
        if (tries > 1) log.info({ orderId, tries }, `${what} sent after ${tries} tries`);
        return 'sent';
      } catch (error) {
        const failed = error instanceof Error ? error.message : String(error);
        const retryInMs = retryDelaysMs[tries - 1] ?? null;
        if (retryInMs === null) log.error({ err: error, orderId, tries }, `${what} failed ${tries} times; not sent`);
        else log.warn({ err: error, orderId, tries, retryInSeconds: retryInMs / 1000 }, `${what} failed; trying again`);
        return { failed, retryInMs };
      }
    });
  }

  /**
   * One sending loop per instance: it sends every due email one after
   * another, so a burst of orders holds one database connection for its
   * emails, not one each. A kick while it runs makes it look once more.
   */
  let loop: Promise<void> | null = null;
  let again = false;
  function kick(): void {
    if (closing) return;
    if (loop) {
      again = true;
      return;
    }
    loop = (async () => {
      do {
        again = false;
        while (!closing && (await sendNext()));
      } while (again && !closing);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'shopper emails not sent now; they stay in the outbox for the next try'))
      .finally(() => {
        loop = null;
      });
  }

  return {
    /** Sends what is due now, in the background: after a change that wrote an email, and when the shop starts. */
    nudge: kick,

    /** Runs `nudge` every `intervalMs` (0: never, as in tests). */
    start(intervalMs: number): void {
      if (intervalMs <= 0) return;
      timer = setInterval(kick, intervalMs);
      timer.unref();
    },

    /** Waits until no email is due or being sent, new tries included (tests, where the delays are 0). */
    async settled(): Promise<void> {
      for (;;) {
        while (loop) await loop;
        if (closing || !(await repository.anyDue())) return;
        kick();
      }
    },

    /** Stops sending: the send under way ends; what waits stays in the outbox for the next start. */
    async close(): Promise<void> {
      closing = true;
      clearInterval(timer);
      await loop;
    },
  };
}
export type ShopperOutbox = ReturnType<typeof shopperOutbox>;
