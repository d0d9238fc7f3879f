import type { OrdersService } from './orders.service.ts';
import type { Logger } from '../../logger.ts';


export interface ReservationSweeper {
  /** One pass now (the tests call it; the timer calls it every interval). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Every instance runs this on a timer; the work itself is claimed row by row
 * in the database (SKIP LOCKED, conditional updates), so two instances never
 * expire the same order or refund the same payment twice.
 */
export function startReservationSweeper(orders: OrdersService, intervalMs: number, log: Logger, onReleased?: (count: number) => void): ReservationSweeper {
  let running: Promise<void> | null = null;

  const runOnce = (): Promise<void> => {
    // A pass still running when the next tick comes is not started twice.
    running ??= (async () => {
      try {
        const expired = await orders.expireLapsedReservations();
        if (expired) log.info({ expired }, 'unpaid reservations expired; stock returned');
        if (expired) onReleased?.(expired);
        await orders.retryFailedRefunds();
      } catch (error) {
        log.error({ err: error }, 'reservation sweep failed; it runs again at the next interval');
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const timer = intervalMs > 0 ? setInterval(() => void runOnce(), intervalMs) : null;
  timer?.unref();
  return {
    runOnce,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
