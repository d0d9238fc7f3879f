import pg from 'pg';

export interface NotificationListener {
  close(): Promise<void>;
}

interface ListenOptions {
  channel: string;
  onNotification(payload: string): void;
  /** Connected again after losing the connection: whatever was announced meanwhile was missed. */
  onReconnect(): void;
  log: { warn(object: object, message: string): void };
}

const RETRY_MS = [1_000, 2_000, 5_000, 10_000];

/**
 * LISTEN on a connection of its own (a pooled one would go back to the pool
 * and stop hearing). Losing the connection never throws: it connects again,
 * waiting longer each time, until close().
 */
export function listenForNotifications(connection: pg.ClientConfig, options: ListenOptions): NotificationListener {
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client(connection);
    client = next;
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotification(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    try {
      await next.connect();
      await next.query(`listen ${next.escapeIdentifier(options.channel)}`);
    } catch (error) {
      lost(next, error);
      return;
    }
    if (failures > 0) options.onReconnect();
    failures = 0;
  }

  function lost(which: pg.Client, error: unknown): void {
    // Each lost client is handled once: a failed connect also ends it.
    if (client !== which || closed) return;
    client = null;
    which.end().catch(() => {});
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] ?? 10_000;
    failures += 1;
    options.log.warn({ err: error, retryInMs: wait }, `listening on ${options.channel}: connection lost`);
    retry = setTimeout(() => void connect(), wait);
    retry.unref();
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
