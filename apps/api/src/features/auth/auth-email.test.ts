import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { authMessages } from '@handloom/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, logIn, newShopper, signUp } from '../../testing/http.ts';
import { firstLink, startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The email flows against a real SMTP server on 127.0.0.1: the link in the
// received mail must work, once.

describe('email flows over SMTP', () => {
  let inbox: SmtpInbox;
  let shop: TestApp;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    shop = await createTestApp({ SMTP_URL: inbox.url, PUBLIC_URL: 'http://shop.test', MAIL_FROM: 'Kaithari Handlooms <care@kaithari.example>' });
  });
  afterAll(async () => {
    await shop.close();
    await inbox.close();
  });

  /** Opens a link from an email the way a browser would, through the shop. */
  const open = (link: string, cookie?: string) => {
    const url = new URL(link);
    expect(url.origin).toBe('http://shop.test');
    return shop.app.inject({ method: 'GET', url: url.pathname + url.search, headers: cookie ? { cookie } : {} });
  };

  it('"Forgot password?" sends a reset link that works once', async () => {
    const shopper = newShopper();
    await signUp(shop.app, shopper);
    const request = await shop.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: shopper.email.toUpperCase() } });
    expect(request.statusCode).toBe(202);

    const mail = await inbox.next(shopper.email);
    expect(mail.subject).toBe('Reset your Kaithari Handlooms password');
    expect(mail.text).toContain(`Hello ${shopper.name},`);
    const opened = await open(firstLink(mail.text));
    expect(opened.statusCode).toBe(302);
    const landing = new URL(opened.headers.location as string, 'http://shop.test');
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await shop.app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token, password: 'a-brand-new-pass' } });
    expect(reset.statusCode).toBe(200);
    await expect(logIn(shop.app, shopper.email, shopper.password)).rejects.toThrow(/401/);
    expect((await logIn(shop.app, shopper.email, 'a-brand-new-pass')).user.email).toBe(shopper.email);

    const again = await shop.app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token, password: 'yet-another-pass' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(authMessages.resetLinkInvalid);
  });

  it('a reset link expires', async () => {
    const shopper = newShopper();
    await signUp(shop.app, shopper);
    await shop.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: shopper.email } });
    const mail = await inbox.next(shopper.email);
    await shop.database.db.execute(sql`update verifications set expires_at = now() - interval '1 second' where identifier like 'reset-password:%'`);
    const opened = await open(firstLink(mail.text));
    expect(new URL(opened.headers.location as string, 'http://shop.test').searchParams.get('error')).toBe('INVALID_TOKEN');
  });

  it('a reset ends the sessions that knew the old password', async () => {
    const shopper = newShopper();
    const { cookie } = await signUp(shop.app, shopper);
    // Looked up (and so cached by this instance) before the reset.
    expect((await shop.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().user).toMatchObject({ email: shopper.email });
    await shop.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: shopper.email } });
    const opened = await open(firstLink((await inbox.next(shopper.email)).text));
    const token = new URL(opened.headers.location as string, 'http://shop.test').searchParams.get('token');
    await shop.app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token, password: 'a-brand-new-pass' } });
    expect((await shop.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().user).toBeNull();
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: 'nobody-here@example.com' } });
    expect(response.statusCode).toBe(202);
    await expect(inbox.next('nobody-here@example.com', 500)).rejects.toThrow(/no mail/);
  });

  it('signs in with an email link, once, and never sends the shopper elsewhere', async () => {
    const shopper = newShopper();
    await signUp(shop.app, shopper);
    const request = await shop.app.inject({ method: 'POST', url: '/api/email-link', payload: { email: shopper.email, returnTo: '//evil.example/steal' } });
    expect(request.statusCode).toBe(202);
    const mail = await inbox.next(shopper.email);
    expect(mail.subject).toBe('Your Kaithari Handlooms sign-in link');

    const link = firstLink(mail.text);
    const opened = await open(link);
    expect(opened.statusCode).toBe(302);
    expect(new URL(opened.headers.location as string, 'http://shop.test').origin).toBe('http://shop.test');
    expect(new URL(opened.headers.location as string, 'http://shop.test').pathname).toBe('/');
    const cookie = cookiesOf(opened);
    const session = await shop.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ email: shopper.email, isAdmin: false });

    const reused = await open(link);
    expect(reused.headers['set-cookie']).toBeUndefined();
    expect(new URL(reused.headers.location as string, 'http://shop.test').searchParams.get('error')).toBeTruthy();
  });

  it('an email link returns to the page the shopper came from', async () => {
    const shopper = newShopper();
    await signUp(shop.app, shopper);
    await shop.app.inject({ method: 'POST', url: '/api/email-link', payload: { email: shopper.email, returnTo: '/order?x=1' } });
    const opened = await open(firstLink((await inbox.next(shopper.email)).text));
    expect(opened.headers.location).toMatch(/^(http:\/\/shop\.test)?\/order\?x=1$/);
  });
});

describe('email without SMTP', () => {
  it('writes each message as an .eml file under DATA_DIR/outbox', async () => {
    const shop = await createTestApp();
    try {
      const shopper = newShopper();
      await signUp(shop.app, shopper);
      await shop.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: shopper.email } });
      const outbox = path.join(shop.config.dataDir, 'outbox');
      const files = await readdir(outbox);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const message = await readFile(path.join(outbox, files[0] as string), 'utf8');
      expect(message).toContain(`To: ${shopper.email}`);
      expect(message).toMatch(/Subject: Reset your Kaithari Handlooms password/);
      expect(message).toContain('/api/auth/reset-password/');
    } finally {
      await shop.close();
    }
  });
});
