import { describe, expect, it } from 'vitest';
import { backgroundSender, MAIL_RETRY_DELAYS_MS, retriesWithin } from './background-sender.ts';

// A shopper's email that the mail server refused is tried again; one waiting
// for its next try does not hold up the shop's stopping.

function recordingLog() {
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const at = (level: string) => (fields: object, message: string) => void lines.push({ level, message, fields: fields as Record<string, unknown> });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } as never };
}

/** A send the mail server refuses `refusals` times, then takes. */
function refusing(refusals: number) {
  let calls = 0;
  return {
    calls: () => calls,
    send: async () => {
      calls += 1;
      if (calls <= refusals) throw new Error(`421 try again later (${calls})`);
    },
  };
}

describe('emails sent in the background', () => {
  it('a refused email is tried again after each delay, and the success is logged', async () => {
    const { lines, log } = recordingLog();
    const sender = backgroundSender({ retryDelaysMs: [5, 5], log });
    const mail = refusing(2);
    await sender.send('shipped email', { orderId: 'order-1' }, mail.send);
    expect(mail.calls()).toBe(3);
    expect(lines.map((line) => line.level)).toEqual(['warn', 'warn', 'info']);
    expect(lines.at(-1)).toMatchObject({ message: 'shipped email sent after 3 tries', fields: { orderId: 'order-1', tries: 3 } });
  });

  it('gives up when the delays are used up, logs it as an error, and never rejects', async () => {
    const { lines, log } = recordingLog();
    const sender = backgroundSender({ retryDelaysMs: [5, 5], log });
    const mail = refusing(10);
    await expect(sender.send('shipped email', { orderId: 'order-2' }, mail.send)).resolves.toBeUndefined();
    expect(mail.calls()).toBe(3);
    expect(lines.at(-1)).toMatchObject({ level: 'error', message: 'shipped email failed 3 times; not sent' });
  });

  it('settled() waits for the new tries too', async () => {
    const { log } = recordingLog();
    const sender = backgroundSender({ retryDelaysMs: [20], log });
    const mail = refusing(1);
    void sender.send('refund email', { orderId: 'order-3' }, mail.send);
    await sender.settled();
    expect(mail.calls()).toBe(2);
  });

  it('close() gives up an email waiting an hour for its next try at once, and says so', async () => {
    const { lines, log } = recordingLog();
    const sender = backgroundSender({ retryDelaysMs: [60 * 60_000], log });
    const mail = refusing(5);
    const sent = sender.send('confirmation email', { orderId: 'order-4' }, mail.send);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const closed = await Promise.race([sender.close().then(() => 'closed'), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5_000))]);
    expect(closed).toBe('closed');
    await sent;
    expect(mail.calls()).toBe(1);
    expect(lines.at(-1)).toMatchObject({ level: 'error', message: 'confirmation email not sent: the shop stopped before its next try' });
    // A send after close is tried once, and not again.
    const late = refusing(1);
    await sender.send('confirmation email', { orderId: 'order-5' }, late.send);
    expect(late.calls()).toBe(1);
  });
});

describe('retries of a link that expires', () => {
  const minutes = (n: number) => n * 60_000;
  it('keeps only the tries that start while the link has half its life left', () => {
    // A reset link works 60 minutes: tried at 1 and 6 minutes, not at 36.
    expect(retriesWithin(MAIL_RETRY_DELAYS_MS, minutes(30))).toEqual([minutes(1), minutes(5)]);
    // A sign-in link works 15 minutes: at 1 and 6 minutes (6 <= 7.5).
    expect(retriesWithin(MAIL_RETRY_DELAYS_MS, minutes(7.5))).toEqual([minutes(1), minutes(5)]);
    expect(retriesWithin(MAIL_RETRY_DELAYS_MS, minutes(5))).toEqual([minutes(1)]);
    expect(retriesWithin(MAIL_RETRY_DELAYS_MS, minutes(0.5))).toEqual([]);
    expect(retriesWithin([0, 0], minutes(1))).toEqual([0, 0]);
  });
});
