import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../email/mailer.ts';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.ts';
import { emailLinkMail, passwordResetMail } from './auth.emails.ts';
import { linkMailer } from './auth.ts';

// A link email the mail server refused is written again for its next try,
// with the time its link has left then: a sign-in link tried again 6 minutes
// on says it expires in 9 minutes, not 15. Through a real SMTP server.

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('link emails tried again', () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox.close();
  });

  it('say how long the link still works when they finally go', async () => {
    let now = Date.parse('2026-11-29T10:00:00Z');
    const mailer = createMailer({ smtpUrl: inbox.url, from: 'Kaithari Handlooms <care@kaithari.example>', outboxDir: '/nonexistent', log: silent });
    // The shop's 1 and 5 minutes, shortened; the clock says how much time went by.
    const links = linkMailer(mailer, { retryDelaysMs: [200, 200], log: silent, clock: () => now });
    try {
      inbox.refuseNext(1);
      links.signIn((secondsLeft) => emailLinkMail('Kaithari Handlooms', 'meena@example.com', 'http://shop.test/api/auth/magic-link/verify?token=x', secondsLeft));
      now += 6 * 60_000;
      expect((await inbox.next('meena@example.com')).text).toContain('expires in 9 minutes');

      inbox.refuseNext(1);
      links.reset((secondsLeft) => passwordResetMail('Kaithari Handlooms', { name: 'Meena', email: 'meena@example.com' }, 'http://shop.test/reset', secondsLeft), 'user-1');
      now += 5 * 60_000;
      expect((await inbox.next('meena@example.com')).text).toContain('expires in 55 minutes');

      // Sent at the first try: the whole lifetime.
      links.signIn((secondsLeft) => emailLinkMail('Kaithari Handlooms', 'meena@example.com', 'http://shop.test/api/auth/magic-link/verify?token=y', secondsLeft));
      expect((await inbox.next('meena@example.com')).text).toContain('expires in 15 minutes');
    } finally {
      await links.close();
    }
  });
});
