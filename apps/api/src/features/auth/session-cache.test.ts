import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, signUp } from '../../testing/http.ts';
import { recordStatements, type StatementLog } from '../../testing/statement-log.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// An instance reuses a session it looked up for SESSION_CACHE_SECONDS; a logout
// or password reset it handles itself ends the session at once (auth.test.ts,
// auth-email.test.ts), one handled by another instance within the TTL.

describe('the session cache', () => {
  let first: TestApp, second: TestApp, log: StatementLog;
  beforeAll(async () => {
    log = recordStatements();
    first = await createTestApp({ SESSION_CACHE_SECONDS: '1', RESERVATION_SWEEP_SECONDS: '0' });
    second = await createTestApp({ SESSION_CACHE_SECONDS: '0', RESERVATION_SWEEP_SECONDS: '0' }, { shareDatabaseOf: first });
  });
  afterAll(async () => {
    log.restore();
    await second.close();
    await first.close();
  });

  const profile = (shop: TestApp, cookie: string) => shop.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });

  it('asks the database once for a session used again within its time, in one statement (the session with its user)', async () => {
    const { cookie } = await signUp(first.app, newShopper());
    log.start();
    expect((await profile(first, cookie)).statusCode).toBe(200);
    const sessionReads = () => log.statements.filter((statement) => /\bfrom "sessions"/.test(statement));
    expect(sessionReads()).toHaveLength(1);
    expect(sessionReads()[0]).toMatch(/join lateral/);
    expect((await profile(first, cookie)).statusCode).toBe(200);
    expect(sessionReads()).toHaveLength(1);
    // SESSION_CACHE_SECONDS=0: every request asks.
    expect((await profile(second, cookie)).statusCode).toBe(200);
    expect((await profile(second, cookie)).statusCode).toBe(200);
    expect(sessionReads()).toHaveLength(3);
    log.stop();
  });

  it('a logout on another instance reaches this one within SESSION_CACHE_SECONDS', async () => {
    const { cookie } = await signUp(first.app, newShopper());
    expect((await profile(first, cookie)).statusCode).toBe(200);
    expect((await second.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } })).statusCode).toBe(204);
    expect((await profile(second, cookie)).statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await profile(first, cookie)).statusCode).toBe(401);
  });

  it('a forged or altered cookie is never served from the cache', async () => {
    const { cookie } = await signUp(first.app, newShopper());
    expect((await profile(first, cookie)).statusCode).toBe(200);
    const altered = cookie.replace(/=([^.;]+)\./, (_match, token: string) => `=${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}.`);
    expect(altered).not.toBe(cookie);
    expect((await profile(first, altered)).statusCode).toBe(401);
  });

  it('a reset with a made-up link leaves the cache as it was (anyone may send one)', async () => {
    const { cookie } = await signUp(first.app, newShopper());
    expect((await profile(first, cookie)).statusCode).toBe(200);
    const refused = await first.app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token: 'made-up-token-of-24-chars', password: 'a-brand-new-pass' } });
    expect(refused.statusCode).toBe(400);
    log.start();
    expect((await profile(first, cookie)).statusCode).toBe(200);
    expect(log.statements.filter((statement) => /\bfrom "sessions"/.test(statement))).toHaveLength(0);
    log.stop();
  });
});
