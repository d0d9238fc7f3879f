import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  authMessages,
  ErrorCode,
  looksLikeEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  safeReturnPath,
  type FieldErrors,
  type LoginInput,
  type Profile,
  type SessionUser,
  type SignupInput,
} from '@handloom/shared';
import { APIError } from 'better-auth/api';
import { parseCookies } from 'better-auth/cookies';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config.ts';
import type { Auth } from './auth.ts';
import type { AuthRepository } from './auth.repository.ts';
import { isCommonPassword } from './common-passwords.ts';
import type { Logger } from '../../logger.ts';
import { requestLocale } from '../../plugins/request-locale.ts';

/** What a request brings that matters to accounts: its headers (cookie) and address. */
/** A page's path in the language of the request's page: Tamil pages live under /ta/. */
export function inLanguageOf(context: RequestContext, path: string): string {
  if (requestLocale(context.headers) !== 'ta' || path === '/ta' || path.startsWith('/ta/')) return path;
  return path === '/' ? '/ta' : `/ta${path}`;
}

export interface RequestContext {
  headers: Headers;
  ip: string;
}

export interface SessionResult {
  user: SessionUser;
  setCookies: string[];
}


type LimitedAction = 'login' | 'signup' | 'email';

export function authService(auth: Auth, repository: AuthRepository, config: Config, log: Logger) {
  const adminEmail = config.ADMIN_EMAIL.toLowerCase();
  const windowMs = config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000;

  // Sessions this instance looked up in the last SESSION_CACHE_SECONDS, by the
  // signed session cookie: a shopper's checkout, payment and verification
  // (and the page loads between them) ask the database once instead of each
  // time. Sane revocation: this instance forgets a session at its own logout
  // and at any password reset, and never keeps one past its expiry; a logout
  // or reset handled by another instance reaches this one within the TTL.
  const cacheMs = config.SESSION_CACHE_SECONDS * 1000;
  const sessionCache = new LRUCache<string, { user: SessionUser; expiresAt: number }>({ max: 10_000, ttl: Math.max(1, cacheMs), ttlAutopurge: false });
  const sessionCookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);
  /** The signed session cookie's value, exactly the one better-auth reads, or null. */
  async function sessionCookieValue(cookieHeader: string): Promise<string | null> {
    if (cacheMs === 0 || !cookieHeader) return null;
    return parseCookies(cookieHeader).get(await sessionCookieName) ?? null;
  }

  const toSessionUser = (user: { id: string; name: string; email: string }): SessionUser => ({
    uid: user.id,
    name: user.name,
    email: user.email,
    isAdmin: user.email.toLowerCase() === adminEmail,
  });

  /**
   * A browser that has logged in to an account before carries a cookie that
   * says so (OWASP's "device cookies"): its password guesses count against
   * that cookie instead of the account, so someone guessing from elsewhere
   * cannot lock the owner (the admin above all) out of their own device.
   * The value is a random id and its HMAC with the account's email and its
   * current password hash, under the auth secret: it names no account, cannot
   * be made for another, and a password reset ends every cookie given before
   * it (someone who once knew the password keeps no extra guesses).
   */
  const knownDeviceCookie = auth.$context.then(({ secret, authCookies }) => ({
    secret,
    secure: authCookies.sessionToken.attributes.secure,
    name: `${authCookies.sessionToken.attributes.secure ? '__Secure-' : ''}shop.known_device`,
  }));
  /** The MAC of a device id for the account of this email as its password stands now; null when it has no password. */
  async function deviceMac(secret: string, email: string, id: string): Promise<Buffer | null> {
    const user = await repository.findUserByEmail(email);
    const passwordHash = user ? await repository.credentialPasswordHash(user.id) : null;
    if (!passwordHash) return null;
    return createHmac('sha256', secret).update(JSON.stringify(['known-device', email, passwordHash, id])).digest();
  }
  /** The id of the request's known-device cookie when it was given for this email since its last password change, else null. */
  async function knownDevice(headers: Headers, email: string): Promise<string | null> {
    const { secret, name } = await knownDeviceCookie;
    const [id, mac] = (parseCookies(headers.get('cookie') ?? '').get(name) ?? '').split('.');
    if (!id || !mac) return null;
    const given = Buffer.from(mac, 'base64url');
    const expected = await deviceMac(secret, email, id);
    return expected && given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }
  /** The known-device cookie for a browser that just logged in or signed up (kept a year, sent only to the login route); none without a password. */
  async function knownDeviceSetCookie(email: string, id: string | null): Promise<string[]> {
    const { secret, secure, name } = await knownDeviceCookie;
    const deviceId = id ?? randomBytes(16).toString('base64url');
    const mac = await deviceMac(secret, email, deviceId);
    if (!mac) return [];
    const value = `${deviceId}.${mac.toString('base64url')}`;
    return [`${name}=${value}; Path=/api/session; Max-Age=31536000; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`];
  }

  /** Per account (or per known device of the account) and per address, counted in the shared database; the keys counted. */
  async function enforceRateLimit(action: LimitedAction, email: string, ip: string, device: string | null = null): Promise<string[]> {
    const keys = [device ? limitKey(action, 'device', device) : limitKey(action, 'account', email.toLowerCase()), limitKey(action, 'address', ip)];
    const [perAccount = 0, perAddress = 0] = await Promise.all(keys.map((key) => repository.countAttempt(key, windowMs)));
    if (perAccount > config.AUTH_RATE_LIMIT_PER_ACCOUNT || perAddress > config.AUTH_RATE_LIMIT_PER_ADDRESS) {
      throw new AppError(ErrorCode.rateLimited, authMessages.tooManyAttempts);
    }
    return keys;
  }

  function checkNewPassword(password: string): void {
    if (password.length < PASSWORD_MIN_LENGTH) {
      throw new AppError(ErrorCode.validation, authMessages.passwordTooShort, { password: authMessages.passwordTooShort });
    }
    if (password.length > PASSWORD_MAX_LENGTH) {
      throw new AppError(ErrorCode.validation, authMessages.passwordTooLong, { password: authMessages.passwordTooLong });
    }
    if (isCommonPassword(password)) {
      throw new AppError(ErrorCode.validation, authMessages.passwordTooCommon, { password: authMessages.passwordTooCommon });
    }
  }

  return {
    async signup(input: SignupInput, context: RequestContext): Promise<SessionResult> {
      const name = input.name.trim();
      const email = input.email.trim().toLowerCase();
      const missing = missingFields({ name, email, password: input.password });
      if (missing) throw new AppError(ErrorCode.validation, authMessages.allFieldsRequired, missing);
      if (!looksLikeEmail(email)) {
        throw new AppError(ErrorCode.validation, authMessages.emailInvalid, { email: authMessages.emailInvalid });
      }
      checkNewPassword(input.password);
      await enforceRateLimit('signup', email, context.ip);
      // The admin's address is taken, in any letter case.
      if (email === adminEmail || (await repository.findUserByEmail(email))) {
        throw new AppError(ErrorCode.conflict, authMessages.alreadyHaveAccount, { email: authMessages.alreadyHaveAccount });
      }
      try {
        const { headers, response } = await auth.api.signUpEmail({
          body: { name, email, password: input.password },
          headers: context.headers,
          returnHeaders: true,
        });
        return { user: toSessionUser(response.user), setCookies: [...headers.getSetCookie(), ...(await knownDeviceSetCookie(email, null))] };
      } catch (error) {
        if (error instanceof APIError && String(error.body?.code ?? '').startsWith('USER_ALREADY_EXISTS')) {
          throw new AppError(ErrorCode.conflict, authMessages.alreadyHaveAccount, { email: authMessages.alreadyHaveAccount });
        }
        log.error({ err: error }, 'signup failed');
        throw new AppError(ErrorCode.internal, authMessages.registerFailed);
      }
    },

    async login(input: LoginInput, context: RequestContext): Promise<SessionResult> {
      const email = input.email.trim().toLowerCase();
      const missing = missingFields({ email, password: input.password });
      if (missing) throw new AppError(ErrorCode.validation, authMessages.allFieldsRequired, missing);
      // Counted before the password is checked, so a burst of guesses in parallel meets the limit too.
      const device = await knownDevice(context.headers, email);
      const counted = await enforceRateLimit('login', email, context.ip, device);
      try {
        // Every login makes a new session (and so a new session id).
        const { headers, response } = await auth.api.signInEmail({
          body: { email, password: input.password, rememberMe: true },
          headers: context.headers,
          returnHeaders: true,
        });
        // Only wrong guesses use up the limit: a shopper who logs in and out, or many shoppers behind one
        // mobile network's shared address (carrier-grade NAT), are not locked out by logging in.
        await Promise.all(counted.map((key) => repository.forgetAttempt(key)));
        return { user: toSessionUser(response.user), setCookies: [...headers.getSetCookie(), ...(await knownDeviceSetCookie(email, device))] };
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
        throw new AppError(ErrorCode.unauthenticated, authMessages.wrongPasswordOrEmail);
      }
    },

    async logout(context: RequestContext): Promise<string[]> {
      const key = await sessionCookieValue(context.headers.get('cookie') ?? '');
      if (key) sessionCache.delete(key);
      try {
        const { headers } = await auth.api.signOut({ headers: context.headers, returnHeaders: true });
        return headers.getSetCookie();
      } catch (error) {
        if (error instanceof APIError) return [];
        throw error;
      }
    },

    async sessionUser(headers: Headers): Promise<SessionUser | null> {
      const cookie = headers.get('cookie');
      if (!cookie) return null;
      const key = await sessionCookieValue(cookie);
      const known = key ? sessionCache.get(key) : undefined;
      if (known && known.expiresAt > Date.now()) return known.user;
      const session = await auth.api.getSession({ headers });
      if (!session) return null;
      const user = toSessionUser(session.user);
      if (key && cacheMs > 0) {
        const expiresAt = session.session.expiresAt.getTime();
        sessionCache.set(key, { user, expiresAt }, { ttl: Math.max(1, Math.min(cacheMs, expiresAt - Date.now())) });
      }
      return user;
    },

    async profile(userId: string): Promise<Profile> {
      const user = await repository.findUserById(userId);
      if (!user) throw new AppError(ErrorCode.unauthenticated, authMessages.notLoggedIn);
      return { uid: user.id, name: user.name, email: user.email, joinedAt: user.createdAt.toISOString() };
    },

    /** Always answers the same, so nobody can learn which emails have accounts. */
    async requestPasswordReset(rawEmail: string, context: RequestContext): Promise<void> {
      const email = rawEmail.trim().toLowerCase();
      if (!looksLikeEmail(email)) throw new AppError(ErrorCode.validation, authMessages.emailInvalid, { email: authMessages.emailInvalid });
      await enforceRateLimit('email', email, context.ip);
      // The link comes back to the page's language, and the email is written in it (auth.emails.ts).
      await auth.api.requestPasswordReset({ body: { email, redirectTo: inLanguageOf(context, '/reset-password') } });
    },

    async resetPassword(token: string, password: string): Promise<void> {
      if (!password) throw new AppError(ErrorCode.validation, authMessages.allFieldsRequired, { password: authMessages.allFieldsRequired });
      checkNewPassword(password);
      const account = await repository.resetLinkAccount(token);
      try {
        await auth.api.resetPassword({ body: { token, newPassword: password } });
      } catch (error) {
        // Refused (an unknown or expired link): nothing changed, and the cache stays, or anyone could empty it.
        if (error instanceof APIError) throw new AppError(ErrorCode.badRequest, authMessages.resetLinkInvalid);
        // Failed half-way: the reset may have ended the sessions.
        sessionCache.clear();
        throw error;
      }
      // The reset ended every session of the account; which ones are cached here is not known by user, so all go.
      sessionCache.clear();
      // The account's other reset and sign-in links end with it (better-auth would keep them for their
      // lifetime): an older email, one retried late (auth.ts) or one a person who could read the mailbox
      // kept, changes nothing now. The password is changed already: a failure here is logged, not answered.
      if (account) await repository.endLinks(account.id, account.email).catch((error: unknown) => log.error({ err: error, userId: account.id }, 'the other links of an account were not ended'));
    },

    async requestEmailLink(rawEmail: string, returnTo: string | undefined, context: RequestContext): Promise<void> {
      const email = rawEmail.trim().toLowerCase();
      if (!looksLikeEmail(email)) throw new AppError(ErrorCode.validation, authMessages.emailInvalid, { email: authMessages.emailInvalid });
      await enforceRateLimit('email', email, context.ip);
      if (!(await repository.findUserByEmail(email))) return;
      const callbackURL = inLanguageOf(context, safeReturnPath(returnTo));
      await auth.api.signInMagicLink({
        body: { email, callbackURL, errorCallbackURL: inLanguageOf(context, '/login?linkError=1') },
        headers: context.headers,
      });
    },

    /**
     * The admin is the account whose email is ADMIN_EMAIL. It is created at start
     * if missing (with ADMIN_PASSWORD, or a generated password returned to be
     * printed once); with ADMIN_PASSWORD set, the password is kept equal to it.
     */
    async ensureAdminAccount(): Promise<{ created: boolean; generatedPassword?: string }> {
      const context = await auth.$context;
      const existing = await repository.findUserByEmail(adminEmail);
      if (existing) {
        if (!config.ADMIN_PASSWORD) return { created: false };
        const hash = await repository.credentialPasswordHash(existing.id);
        const matches = hash ? await context.password.verify({ hash, password: config.ADMIN_PASSWORD }) : false;
        if (!matches) await repository.setCredentialPassword(existing.id, await context.password.hash(config.ADMIN_PASSWORD));
        return { created: false };
      }
      const password = config.ADMIN_PASSWORD ?? randomBytes(15).toString('base64url');
      try {
        await auth.api.signUpEmail({ body: { name: 'Shop Admin', email: adminEmail, password } });
      } catch (error) {
        // Another instance starting at the same moment created it first.
        if (await repository.findUserByEmail(adminEmail)) return { created: false };
        throw error;
      }
      return config.ADMIN_PASSWORD ? { created: true } : { created: true, generatedPassword: password };
    },
  };
}
export type AuthService = ReturnType<typeof authService>;

function missingFields(values: Record<string, string>): FieldErrors | null {
  const fields: FieldErrors = {};
  for (const [field, value] of Object.entries(values)) if (!value.trim()) fields[field] = authMessages.allFieldsRequired;
  return Object.keys(fields).length ? fields : null;
}

// Keys are hashed: the limiter's table should not become a list of emails.
function limitKey(action: LimitedAction, scope: 'account' | 'device' | 'address', value: string): string {
  return `${action}:${scope}:${createHash('sha256').update(value).digest('hex').slice(0, 32)}`;
}
