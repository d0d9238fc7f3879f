import { authMessages } from '@handloom/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { connectDatabase } from '../../db/client.ts';
import { cookiesOf, logIn, newShopper, setCookieHeaders, signUp } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const ADMIN = { email: 'owner@kaithari.example', password: 'a-long-admin-password' };

describe('accounts', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    await shop.app.accounts.ensureAdminAccount();
  });
  afterAll(() => shop.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('signup', () => {
    it('needs every field: "All fields are required"', async () => {
      for (const body of [{}, { name: '', email: 'a@b.co', password: 'secret-1' }, { name: 'A', email: ' ', password: 'secret-1' }, { name: 'A', email: 'a@b.co', password: '' }]) {
        const response = await post('/api/users', body);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toBe('All fields are required');
      }
    });

    it('needs a password of at least 6 characters', async () => {
      const response = await post('/api/users', newShopper({ password: 'abc12' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ message: 'Password must contain at least 6 characters', fields: { password: expect.any(String) } });
    });

    it('refuses the most common passwords with a clear message', async () => {
      for (const password of ['123456', 'password', 'qwerty123', 'ILOVEYOU']) {
        const response = await post('/api/users', newShopper({ password }));
        expect(response.statusCode, password).toBe(400);
        expect(response.json().error.message).toBe(authMessages.passwordTooCommon);
      }
    });

    it('creates the account and its users record, and logs in', async () => {
      const shopper = newShopper();
      const response = await post('/api/users', shopper);
      expect(response.statusCode).toBe(201);
      const { user } = response.json();
      expect(user).toEqual({ uid: expect.any(String), name: shopper.name, email: shopper.email, isAdmin: false });
      const [cookie] = setCookieHeaders(response);
      expect(cookie).toMatch(/^shop\.session_token=/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/i); // plain http here; Secure when PUBLIC_URL is https (below)
      // The spec's users record: name, uid, email, time.
      const rows = await shop.database.db.execute<{ id: string; name: string; email: string; created_at: string }>(
        sql`select id, name, email, created_at from users where email = ${shopper.email}`,
      );
      expect(rows.rows).toEqual([{ id: user.uid, name: shopper.name, email: shopper.email, created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d /) }]);
      const session = await shop.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: cookiesOf(response) } });
      expect(session.json().user).toEqual(user);
    });

    it('says "You already have an account" for a taken email, in any letter case', async () => {
      const shopper = newShopper();
      await signUp(shop.app, shopper);
      const again = await post('/api/users', { ...shopper, email: shopper.email.toUpperCase() });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('You already have an account');
    });

    it("refuses the admin's email in another letter case", async () => {
      const response = await post('/api/users', newShopper({ email: 'OWNER@Kaithari.Example' }));
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('You already have an account');
      const count = await shop.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users where lower(email) = 'owner@kaithari.example'`);
      expect(count.rows[0]?.n).toBe(1);
    });
  });

  describe('login', () => {
    it('says "Wrong Password or Email" for any failure', async () => {
      const shopper = newShopper();
      await signUp(shop.app, shopper);
      for (const body of [
        { email: shopper.email, password: 'not-the-password' },
        { email: 'nobody@example.com', password: shopper.password },
      ]) {
        const response = await post('/api/session', body);
        expect(response.statusCode).toBe(401);
        expect(response.json().error.message).toBe('Wrong Password or Email');
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    });

    it('gives a new session id at every login, even to a request that brings one', async () => {
      const shopper = newShopper();
      const first = await signUp(shop.app, shopper);
      const second = await shop.app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { email: shopper.email, password: shopper.password },
        headers: { cookie: first.cookie },
      });
      expect(second.statusCode).toBe(200);
      expect(cookiesOf(second)).toMatch(/^shop\.session_token=/);
      expect(cookiesOf(second)).not.toBe(first.cookie);
    });

    it('recognises the admin by ADMIN_EMAIL', async () => {
      const { user } = await logIn(shop.app, ADMIN.email.toUpperCase(), ADMIN.password);
      expect(user).toMatchObject({ email: ADMIN.email, isAdmin: true });
    });
  });

  describe('sessions', () => {
    it('logout makes the old cookie worthless', async () => {
      const { cookie } = await signUp(shop.app, newShopper());
      expect((await shop.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(200);
      const logout = await shop.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
      expect(logout.statusCode).toBe(204);
      expect((await shop.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json()).toEqual({ user: null });
      expect((await shop.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(401);
    });

    it('an expired session is refused', async () => {
      const { cookie, user } = await signUp(shop.app, newShopper());
      await shop.database.db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${user.uid}`);
      expect((await shop.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(401);
    });

    it('a forged `user` value grants nothing: only the session cookie counts', async () => {
      const forged = encodeURIComponent(JSON.stringify({ uid: 'x', email: ADMIN.email, name: 'Admin', isAdmin: true }));
      const asVisitor = await shop.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: `user=${forged}` } });
      expect(asVisitor.json()).toEqual({ user: null });
      expect((await shop.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: `user=${forged}` } })).statusCode).toBe(401);
      const shopper = await signUp(shop.app, newShopper());
      const mixed = await shop.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: `${shopper.cookie}; user=${forged}` } });
      expect(mixed.statusCode).toBe(403);
      // Profile is always the session's own user, whatever the request names.
      const profile = await shop.app.inject({ method: 'GET', url: '/api/profile?uid=someone-else', headers: { cookie: shopper.cookie } });
      expect(profile.json()).toMatchObject({ uid: shopper.user.uid, email: shopper.user.email });
    });

    it('the profile never carries a password hash or a session id', async () => {
      const { cookie } = await signUp(shop.app, newShopper());
      const profile = await shop.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
      expect(Object.keys(profile.json()).sort()).toEqual(['email', 'joinedAt', 'name', 'uid']);
      expect(profile.body).not.toMatch(/scrypt|password|token/i);
      expect(profile.headers['cache-control']).toBe('no-store');
    });
  });

  describe('the admin API', () => {
    it('every admin route answers 401 without a session and 403 for a shopper, and changes nothing', async () => {
      const shopper = await signUp(shop.app, newShopper());
      const admin = await logIn(shop.app, ADMIN.email, ADMIN.password);
      expect(shop.app.adminRoutes.length).toBeGreaterThan(0);
      for (const route of shop.app.adminRoutes) {
        const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
        const method = route.method as 'GET';
        const anonymous = await shop.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
        expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(anonymous.json().error.code).toBe('unauthenticated');
        const asShopper = await shop.app.inject({ method, url, headers: { cookie: shopper.cookie }, payload: method === 'GET' ? undefined : {} });
        expect(asShopper.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(asShopper.json().error.code).toBe('forbidden');
        const asAdmin = await shop.app.inject({ method, url, headers: { cookie: admin.cookie }, payload: method === 'GET' ? undefined : {} });
        expect([401, 403], `${route.method} ${route.url}`).not.toContain(asAdmin.statusCode);
      }
    });
  });

  describe('cross-site requests and content types', () => {
    it('refuses a state-changing request from another site', async () => {
      const shopper = newShopper();
      const response = await post('/api/users', shopper, { origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(authMessages.crossSite);
      const marked = await post('/api/session', { email: shopper.email, password: shopper.password }, { 'sec-fetch-site': 'cross-site' });
      expect(marked.statusCode).toBe(403);
      const { cookie } = await signUp(shop.app, newShopper());
      const logout = await shop.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie, origin: 'https://evil.example' } });
      expect(logout.statusCode).toBe(403);
      expect((await shop.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().user).not.toBeNull();
    });

    it('refuses it however the path is written (the router decodes %61pi to api)', async () => {
      const { cookie } = await signUp(shop.app, newShopper());
      for (const url of ['/%61pi/session', '/%61%70%69/session', '/api/%73ession']) {
        const logout = await shop.app.inject({ method: 'DELETE', url, headers: { cookie, origin: 'https://evil.example' } });
        expect(logout.statusCode, url).toBe(403);
      }
      const signup = await post('/%61pi/users', newShopper(), { origin: 'https://evil.example' });
      expect(signup.statusCode).toBe(403);
      expect((await shop.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().user).not.toBeNull();
    });

    it('accepts a request from the shop itself', async () => {
      const response = await post('/api/users', newShopper(), { origin: 'http://localhost:80', host: 'localhost:80' });
      expect(response.statusCode).toBe(201);
    });

    it('accepts JSON only (415 otherwise)', async () => {
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const response = await shop.app.inject({
          method: 'POST',
          url: '/api/session',
          headers: { 'content-type': contentType },
          payload: 'email=a@b.co&password=secret',
        });
        expect(response.statusCode, contentType).toBe(415);
        expect(response.json().error.code).toBe('unsupported_media_type');
      }
    });
  });
});

describe('rate limits shared by every instance', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: '3', AUTH_RATE_LIMIT_PER_ADDRESS: '6' });
  });
  afterAll(() => shop.close());

  it('limits login per account, across two instances on one database', async () => {
    const database = connectDatabase(shop.databaseUrl, { max: 2 });
    const other = await buildApp({ config: shop.config, database });
    try {
      const attempt = (app: typeof other) =>
        app.inject({ method: 'POST', url: '/api/session', payload: { email: 'target@example.com', password: 'guess-123' }, remoteAddress: `10.0.0.${Math.floor(Math.random() * 200)}` });
      expect((await attempt(shop.app)).statusCode).toBe(401);
      expect((await attempt(other)).statusCode).toBe(401);
      expect((await attempt(shop.app)).statusCode).toBe(401);
      const limited = await attempt(other);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toEqual({ code: 'rate_limited', message: authMessages.tooManyAttempts });
    } finally {
      await other.close();
      await database.close();
    }
  });

  it('counts only wrong passwords: logging in again and again is never limited, and a success does not hide earlier guesses', async () => {
    const shopper = newShopper();
    expect((await shop.app.inject({ method: 'POST', url: '/api/users', payload: shopper, remoteAddress: '10.7.7.1' })).statusCode).toBe(201);
    const logIn = (password: string, address: string) =>
      shop.app.inject({ method: 'POST', url: '/api/session', payload: { email: shopper.email, password }, remoteAddress: address });
    // Twice the account's limit and more than the address's, all from one (shared) address.
    for (let i = 0; i < 8; i++) expect((await logIn(shopper.password, '10.7.7.2')).statusCode, `login ${i + 1}`).toBe(200);
    // Wrong guesses still count, from anywhere, with successes between them.
    expect((await logIn('wrong-guess-1', '10.7.7.3')).statusCode).toBe(401);
    expect((await logIn(shopper.password, '10.7.7.3')).statusCode).toBe(200);
    expect((await logIn('wrong-guess-2', '10.7.7.4')).statusCode).toBe(401);
    expect((await logIn('wrong-guess-3', '10.7.7.5')).statusCode).toBe(401);
    expect((await logIn(shopper.password, '10.7.7.6')).statusCode).toBe(429);
  });

  it("guesses from elsewhere do not lock an account's owner out of a browser that logged in before; that browser's own guesses are limited", async () => {
    const owner = newShopper();
    const other = newShopper();
    for (const [person, address] of [[owner, '10.8.8.1'], [other, '10.8.8.2']] as const) {
      expect((await shop.app.inject({ method: 'POST', url: '/api/users', payload: person, remoteAddress: address })).statusCode).toBe(201);
    }
    const logIn = (email: string, password: string, address: string, cookie?: string) =>
      shop.app.inject({ method: 'POST', url: '/api/session', payload: { email, password }, remoteAddress: address, ...(cookie ? { headers: { cookie } } : {}) });
    const knownDeviceOf = (response: Awaited<ReturnType<typeof logIn>>) => {
      const cookie = setCookieHeaders(response).find((header) => header.startsWith('shop.known_device='));
      expect(cookie).toMatch(/; Path=\/api\/session; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
      return (cookie ?? '').split(';')[0] as string;
    };
    const ownersDevice = knownDeviceOf(await logIn(owner.email, owner.password, '10.8.8.1'));
    const ownersPhone = knownDeviceOf(await logIn(owner.email, owner.password, '10.8.8.3'));
    const othersDevice = knownDeviceOf(await logIn(other.email, other.password, '10.8.8.2'));
    // The cookie names no account.
    expect(ownersDevice).not.toContain(owner.email.split('@')[0]);

    // Someone guesses the owner's password from other addresses until the account is limited.
    for (let i = 0; i < 3; i++) expect((await logIn(owner.email, `guess-${i}-abc`, `10.8.9.${i}`)).statusCode).toBe(401);
    expect((await logIn(owner.email, owner.password, '10.8.9.9')).statusCode).toBe(429);
    // Another account's known-device cookie, or one altered, is no way round the limit.
    expect((await logIn(owner.email, owner.password, '10.8.9.9', othersDevice)).statusCode).toBe(429);
    expect((await logIn(owner.email, owner.password, '10.8.9.9', `${ownersDevice.slice(0, -2)}AA`)).statusCode).toBe(429);
    // The owner's own browser still logs in.
    const fromOwnersBrowser = await logIn(owner.email, owner.password, '10.8.8.1', ownersDevice);
    expect(fromOwnersBrowser.statusCode).toBe(200);
    expect(fromOwnersBrowser.json().user.email).toBe(owner.email);

    // That browser's wrong guesses count against it: after the account's number of them, it is limited too.
    for (let i = 0; i < 3; i++) expect((await logIn(owner.email, `typo-${i}-abc`, '10.8.8.1', ownersDevice)).statusCode).toBe(401);
    expect((await logIn(owner.email, owner.password, '10.8.8.1', ownersDevice)).statusCode).toBe(429);

    // A new password ends every known-device cookie given before it: the phone's now counts as none (the account's limit).
    await shop.database.db.execute(sql`update accounts set password = 'changed-by-a-reset' where provider_id = 'credential' and user_id = (select id from users where email = ${owner.email})`);
    expect((await logIn(owner.email, owner.password, '10.8.8.3', ownersPhone)).statusCode).toBe(429);
  });

  it('limits signup and login per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await shop.app.inject({ method: 'POST', url: '/api/session', payload: { email: `user${i}@example.com`, password: 'guess-123' }, remoteAddress: '10.9.9.9' });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses[6]).toBe(429);
  });
});

describe('secure cookies over HTTPS', () => {
  it('marks the session cookie Secure when the shop is served over HTTPS', async () => {
    const shop = await createTestApp({ PUBLIC_URL: 'https://shop.example' });
    try {
      const response = await shop.app.inject({ method: 'POST', url: '/api/users', payload: newShopper(), headers: { host: 'shop.example' } });
      expect(response.statusCode).toBe(201);
      expect(setCookieHeaders(response)[0]).toMatch(/; Secure/i);
      expect(setCookieHeaders(response)[0]).toMatch(/^__Secure-shop\.session_token=/);
      // The known-device cookie (login limits) is Secure too.
      expect(setCookieHeaders(response)).toContainEqual(expect.stringMatching(/^__Secure-shop\.known_device=[\w-]+\.[\w-]+; Path=\/api\/session;.*; Secure$/));
    } finally {
      await shop.close();
    }
  });
});

describe('admin bootstrap', () => {
  it('creates the admin with a generated password shown once, and keeps ADMIN_PASSWORD in force', async () => {
    const shop = await createTestApp({ ADMIN_EMAIL: 'boss@kaithari.example' });
    try {
      const first = await shop.app.accounts.ensureAdminAccount();
      expect(first.created).toBe(true);
      expect(first.generatedPassword).toMatch(/^[\w-]{16,}$/);
      expect((await logIn(shop.app, 'boss@kaithari.example', first.generatedPassword as string)).user.isAdmin).toBe(true);
      expect(await shop.app.accounts.ensureAdminAccount()).toEqual({ created: false });

      const withPassword = await buildApp({ config: { ...shop.config, ADMIN_PASSWORD: 'the-new-admin-password' }, database: shop.database });
      try {
        expect(await withPassword.accounts.ensureAdminAccount()).toEqual({ created: false });
        expect((await logIn(withPassword, 'boss@kaithari.example', 'the-new-admin-password')).user.isAdmin).toBe(true);
      } finally {
        await withPassword.close();
      }
    } finally {
      await shop.close();
    }
  });

  it('refuses an ADMIN_PASSWORD shorter than 12 characters at start', async () => {
    await expect(createTestApp({ ADMIN_PASSWORD: 'short-pass' })).rejects.toThrow(/ADMIN_PASSWORD: must be at least 12 characters/);
  });
});

describe('"Failed to register user"', () => {
  it('is what any other signup failure says, and it leaves no half-written account', async () => {
    const shop = await createTestApp();
    try {
      // The accounts table going away makes better-auth fail after the check that the email is free.
      await shop.database.db.execute(sql`alter table accounts rename to accounts_gone`);
      const shopper = newShopper();
      const response = await shop.app.inject({ method: 'POST', url: '/api/users', payload: shopper });
      expect(response.statusCode).toBe(500);
      expect(response.json().error.message).toBe('Failed to register user');
      const users = await shop.database.db.execute(sql`select 1 from users where email = ${shopper.email}`);
      expect(users.rows).toEqual([]);
    } finally {
      await shop.close();
    }
  });
});
