import { DIGEST_HOUR_IST, shopDateAndHour, type OwnerAlertSettings, type OwnerAlertSettingsInput } from '@handloom/shared';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../email/mailer.ts';
import { ownerAlertMail, ownerDigestMail } from './owner-alerts.emails.ts';
import { URGENT_ALERT_KINDS, type OwnerAlert, type OwnerAlertsRepository } from './owner-alerts.repository.ts';

export interface OwnerAlertsServiceOptions {
  repository: OwnerAlertsRepository;
  mailer: Mailer;
  shopName: string;
  /** CONTACT_EMAIL: where the owner reads the shop's mail. */
  contactEmail: string;
  dashboardUrl: string;
  clock?: () => Date;
  log: Logger;
}

/**
 * Sends what the outbox (owner_alerts) holds: each alert as it comes, or, in
 * digest mode, everything once a day from DIGEST_HOUR_IST, except the urgent
 * ones (a refund that keeps failing), which go as they come in both modes.
 * Called after an order is placed (nudge) and on a timer, which also retries
 * failed sends.
 */
export function ownerAlertsService({ repository, mailer, shopName, contactEmail, dashboardUrl, clock = () => new Date(), log }: OwnerAlertsServiceOptions) {
  const running = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;

  const sendOne = (alert: OwnerAlert) => mailer.send(ownerAlertMail(shopName, contactEmail, dashboardUrl, alert));

  async function dispatch(): Promise<number> {
    const { mode } = await repository.settings();
    if (mode === 'daily_digest') {
      let sent = 0;
      try {
        while (await repository.sendNextUnsent(sendOne, URGENT_ALERT_KINDS)) sent += 1;
      } catch (error) {
        // Tried again on the next run; the day's digest does not wait for it.
        log.error({ err: error }, 'urgent owner alert email failed; it stays in the outbox for the next try');
      }
      const { date, hour } = shopDateAndHour(clock());
      if (hour < DIGEST_HOUR_IST) return sent;
      await repository.sendDigest(date, async (alerts) => {
        await mailer.send(ownerDigestMail(shopName, contactEmail, dashboardUrl, date, alerts));
        sent += alerts.length;
      });
      return sent;
    }
    let sent = 0;
    // The mode is read again before each alert: one switched to the digest meanwhile holds the rest back.
    do {
      if (!(await repository.sendNextUnsent(sendOne))) break;
      sent += 1;
    } while ((await repository.settings()).mode === 'each');
    return sent;
  }

  function track(what: Promise<unknown>): void {
    const tracked = what
      .catch((error: unknown) => log.error({ err: error }, 'owner alert email failed; it stays in the outbox for the next try'))
      .finally(() => running.delete(tracked));
    running.add(tracked);
  }

  return {
    /** Sends what is due now; answers how many alerts went out. */
    dispatch,

    /** An order was placed: its alerts go out in the background (the shopper does not wait for them). */
    nudge(): void {
      track(dispatch());
    },

    settings(): Promise<OwnerAlertSettings> {
      return repository.settings();
    },

    async updateSettings(input: OwnerAlertSettingsInput): Promise<OwnerAlertSettings> {
      await repository.writeSettings(input);
      return repository.settings();
    },

    /** Runs `dispatch` every `intervalMs` (0: never, as in tests). */
    start(intervalMs: number): void {
      if (intervalMs <= 0) return;
      timer = setInterval(() => track(dispatch()), intervalMs);
      timer.unref();
    },

    /** Waits for the sends started by `nudge` and the timer (tests). */
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },

    async close(): Promise<void> {
      clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
export type OwnerAlertsService = ReturnType<typeof ownerAlertsService>;
