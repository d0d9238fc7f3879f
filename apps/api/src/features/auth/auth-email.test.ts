import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { authMessages, LANGUAGE_HEADER } from '@handloom/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

  it('a reset with one link ends the other links of the account still unused', async () => {
    const shopper = newShopper();
    await signUp(shop.app, shopper);
    const tokens: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await shop.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: shopper.email } });
      const opened = await open(firstLink((await inbox.next(shopper.email)).text));
      tokens.push(new URL(opened.headers.location as string, 'http://shop.test').searchParams.get('token') ?? '');
    }
    const [older, newer] = tokens;
    expect(older).toBeTruthy();
    const reset = await shop.app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token: newer, password: 'a-brand-new-pass' } });
    expect(reset.statusCode).toBe(200);
    const stale = await shop.app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token: older, password: 'someone-elses-pass' } });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.message).toBe(authMessages.resetLinkInvalid);
    expect((await logIn(shop.app, shopper.email, 'a-brand-new-pass')).user.email).toBe(shopper.email);
  });

  it('a reset ends the sign-in links asked before it', async () => {
    const shopper = newShopper();
    await signUp(shop.app, shopper);
    await shop.app.inject({ method: 'POST', url: '/api/email-link', payload: { email: shopper.email } });
    const signInLink = firstLink((await inbox.next(shopper.email)).text);
    await shop.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: shopper.email } });
    const opened = await open(firstLink((await inbox.next(shopper.email)).text));
    const token = new URL(opened.headers.location as string, 'http://shop.test').searchParams.get('token');
    expect((await shop.app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token, password: 'a-brand-new-pass' } })).statusCode).toBe(200);

    const late = await open(signInLink);
    expect(late.headers['set-cookie']).toBeUndefined();
    expect(new URL(late.headers.location as string, 'http://shop.test').searchParams.get('error')).toBeTruthy();
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

  /** The mail's text with its one link replaced, to compare whole texts (the parser may add a last newline). */
  const withoutLink = (text: string) => text.replace(firstLink(text), '<link>').trimEnd();

  it('a reset asked from a Tamil page is written in Tamil and comes back to /ta/reset-password; the English one is unchanged', async () => {
    const shopper = newShopper({ name: 'மீனா' });
    await signUp(shop.app, shopper);
    const asked = await shop.app.inject({ method: 'POST', url: '/api/password-reset', headers: { [LANGUAGE_HEADER]: 'ta' }, payload: { email: shopper.email } });
    expect(asked.statusCode).toBe(202);
    const tamil = await inbox.next(shopper.email);
    expect(tamil.subject).toBe('உங்கள் Kaithari Handlooms கடவுச்சொல்லை மீட்டமைக்கவும்');
    expect(withoutLink(tamil.text)).toBe(
      [
        'வணக்கம் மீனா,',
        '',
        'உங்கள் Kaithari Handlooms கணக்கின் கடவுச்சொல்லை மீட்டமைக்க யாரோ (நீங்கள்தான் என நம்புகிறோம்) கேட்டுள்ளார்கள்.',
        'புதிய கடவுச்சொல்லைத் தேர்வு செய்ய இந்த இணைப்பைத் திறக்கவும்:',
        '',
        '<link>',
        '',
        'இந்த இணைப்பு ஒருமுறை மட்டுமே வேலை செய்யும், 60 நிமிடங்களில் காலாவதியாகும்.',
        'நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: உங்கள் கடவுச்சொல் மாறாது.',
        '',
        'Kaithari Handlooms',
      ].join('\n'),
    );
    const opened = await open(firstLink(tamil.text));
    const landing = new URL(opened.headers.location as string, 'http://shop.test');
    expect(landing.pathname).toBe('/ta/reset-password');
    expect(landing.searchParams.get('token')).toBeTruthy();

    await shop.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: shopper.email } });
    const english = await inbox.next(shopper.email);
    expect(english.subject).toBe('Reset your Kaithari Handlooms password');
    expect(withoutLink(english.text)).toBe(
      [
        'Hello மீனா,',
        '',
        'Someone (we hope you) asked to reset the password of your Kaithari Handlooms account.',
        'Open this link to choose a new password:',
        '',
        '<link>',
        '',
        'The link works once and expires in 60 minutes.',
        'If you did not ask for this, ignore this email: your password stays as it is.',
        '',
        'Kaithari Handlooms',
      ].join('\n'),
    );
    expect(new URL((await open(firstLink(english.text))).headers.location as string, 'http://shop.test').pathname).toBe('/reset-password');
  });

  it('a sign-in link asked from a Tamil page is written in Tamil and signs in back on the Tamil page; the English one is unchanged', async () => {
    const shopper = newShopper();
    await signUp(shop.app, shopper);
    await shop.app.inject({ method: 'POST', url: '/api/email-link', headers: { [LANGUAGE_HEADER]: 'ta' }, payload: { email: shopper.email, returnTo: '/order' } });
    const tamil = await inbox.next(shopper.email);
    expect(tamil.subject).toBe('உங்கள் Kaithari Handlooms உள்நுழைவு இணைப்பு');
    expect(withoutLink(tamil.text)).toBe(
      [
        'வணக்கம்,',
        '',
        'Kaithari Handlooms-இல் உள்நுழைய இந்த இணைப்பைத் திறக்கவும்:',
        '',
        '<link>',
        '',
        'இந்த இணைப்பு ஒருமுறை மட்டுமே வேலை செய்யும், 15 நிமிடங்களில் காலாவதியாகும்.',
        'நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.',
        '',
        'Kaithari Handlooms',
      ].join('\n'),
    );
    const opened = await open(firstLink(tamil.text));
    expect(opened.headers.location).toMatch(/^(http:\/\/shop\.test)?\/ta\/order$/);
    expect((await shop.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: cookiesOf(opened) } })).json().user).toMatchObject({ email: shopper.email });
    // A used link goes back to the Tamil login page with its error.
    const reused = new URL((await open(firstLink(tamil.text))).headers.location as string, 'http://shop.test');
    expect(reused.pathname).toBe('/ta/login');

    await shop.app.inject({ method: 'POST', url: '/api/email-link', payload: { email: shopper.email, returnTo: '/order' } });
    const english = await inbox.next(shopper.email);
    expect(english.subject).toBe('Your Kaithari Handlooms sign-in link');
    expect(withoutLink(english.text)).toBe(
      [
        'Hello,',
        '',
        'Open this link to sign in to Kaithari Handlooms:',
        '',
        '<link>',
        '',
        'The link works once and expires in 15 minutes.',
        'If you did not ask for it, ignore this email.',
        '',
        'Kaithari Handlooms',
      ].join('\n'),
    );
    expect((await open(firstLink(english.text))).headers.location).toMatch(/^(http:\/\/shop\.test)?\/order$/);
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

describe('link emails and a mail server that is slow or down', () => {
  let inbox: SmtpInbox;
  let shop: TestApp;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    // Tries again after 50 ms, then 50 ms: the shop's own 1 and 5 minutes, shortened.
    shop = await createTestApp({ SMTP_URL: inbox.url, PUBLIC_URL: 'http://shop.test' }, { mailRetryDelaysMs: [50, 50] });
  });
  afterAll(async () => {
    await shop.close();
    await inbox.close();
  });
  const mailsTo = (email: string) => inbox.messages.filter((mail) => mail.to.includes(email));

  it('a reset link refused once by the mail server is sent again, and the shopper is answered as usual', async () => {
    const shopper = newShopper();
    await signUp(shop.app, shopper);
    inbox.refuseNext(1);
    const request = await shop.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: shopper.email } });
    expect(request.statusCode).toBe(202);
    const mail = await inbox.next(shopper.email, 5_000);
    expect(mail.subject).toMatch(/Reset your .* password/);
    const link = new URL(firstLink(mail.text));
    const opened = await shop.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(new URL(opened.headers.location as string, 'http://shop.test').searchParams.get('token')).toBeTruthy();
  });

  it('a sign-in link refused once by the mail server is sent again, and the shopper is answered as usual', async () => {
    const shopper = newShopper();
    await signUp(shop.app, shopper);
    inbox.refuseNext(1);
    const request = await shop.app.inject({ method: 'POST', url: '/api/email-link', payload: { email: shopper.email } });
    expect(request.statusCode).toBe(202);
    expect((await inbox.next(shopper.email, 5_000)).subject).toMatch(/sign-in link/);
  });

  it('the answer does not wait for a slow mail server (whose speed would tell that the account exists)', async () => {
    const shopper = newShopper();
    await signUp(shop.app, shopper);
    for (const url of ['/api/password-reset', '/api/email-link']) {
      const before = mailsTo(shopper.email).length;
      inbox.holdNext(3_000);
      const request = await shop.app.inject({ method: 'POST', url, payload: { email: shopper.email } });
      expect(request.statusCode).toBe(202);
      // Answered while the mail server still holds the message; it arrives afterwards.
      expect(mailsTo(shopper.email)).toHaveLength(before);
      await inbox.next(shopper.email, 10_000);
      expect(mailsTo(shopper.email)).toHaveLength(before + 1);
    }
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
      // Written in the background, after the answer.
      const files = await vi.waitFor(
        async () => {
          const written = await readdir(outbox);
          expect(written).toHaveLength(1);
          expect(written[0]).toMatch(/\.eml$/);
          return written;
        },
        { timeout: 10_000 },
      );
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
