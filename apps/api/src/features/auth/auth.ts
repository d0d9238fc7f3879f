import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink } from 'better-auth/plugins';
import { googleSignInEnabled, publicUrl, type Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { accounts, sessions, users, verifications } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import { backgroundSender, MAIL_RETRY_DELAYS_MS, retriesWithin } from '../email/background-sender.ts';
import type { Mailer, OutgoingMail } from '../email/mailer.ts';
import { emailLinkMail, passwordResetMail } from './auth.emails.ts';

// better-auth owns passwords, sessions and the one-time links; the shop's own
// routes (auth.routes.ts) put the spec's rules and messages around it.

export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;
export const EMAIL_LINK_LIFETIME_SECONDS = 15 * 60;
export const SESSION_LIFETIME_SECONDS = 60 * 60 * 24 * 30;

/**
 * The reset and sign-in link emails are sent in the background: the answer
 * never waits for the mail server (whose speed or refusal would otherwise
 * tell that an account exists), and a mail server that refuses a link is asked
 * again, while the link still has at least half of its life (the email says
 * how long it still works).
 */
export function linkMailer(
  mailer: Mailer,
  { retryDelaysMs = MAIL_RETRY_DELAYS_MS, log, clock = Date.now }: { retryDelaysMs?: readonly number[] | undefined; log: Pick<Logger, 'info' | 'warn' | 'error'>; clock?: () => number },
) {
  const senderFor = (lifetimeSeconds: number) => backgroundSender({ retryDelaysMs: retriesWithin(retryDelaysMs, (lifetimeSeconds * 1000) / 2), log });
  const reset = senderFor(RESET_LINK_LIFETIME_SECONDS);
  const signIn = senderFor(EMAIL_LINK_LIFETIME_SECONDS);
  /** Each try writes the email afresh, with the time the link has left then (a try 6 minutes on says so). */
  const afresh = (lifetimeSeconds: number, write: (secondsLeft: number) => OutgoingMail) => {
    const expiresAt = clock() + lifetimeSeconds * 1000;
    return () => mailer.send(write(Math.max(0, Math.round((expiresAt - clock()) / 1000))));
  };
  return {
    reset(write: (secondsLeft: number) => OutgoingMail, userId: string): void {
      void reset.send('Password reset email', { userId }, afresh(RESET_LINK_LIFETIME_SECONDS, write));
    },
    signIn(write: (secondsLeft: number) => OutgoingMail): void {
      void signIn.send('Sign-in link email', {}, afresh(EMAIL_LINK_LIFETIME_SECONDS, write));
    },
    async close(): Promise<void> {
      await Promise.all([reset.close(), signIn.close()]);
    },
  };
}

export type LinkMailer = ReturnType<typeof linkMailer>;

export function createAuth(config: Config, db: Database, links: LinkMailer, secret: string) {
  const baseURL = publicUrl(config);
  return betterAuth({
    appName: config.SHOP_NAME,
    baseURL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [baseURL],
    // In a transaction, so a signup that fails half-way leaves no account behind.
    database: drizzleAdapter(db, { provider: 'pg', usePlural: true, transaction: true, schema: { users, sessions, accounts, verifications } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      // A reset ends every session: whoever knew the old password is logged out.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        links.reset((secondsLeft) => passwordResetMail(config.SHOP_NAME, user, url, secondsLeft), user.id);
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: 60 * 60 * 24,
      // No cookie cache: a copied cookie would outlive its logout on every instance for the cache's
      // lifetime. The shop's own short in-process cache (auth.service.ts) forgets a session at once
      // on the instance that ends it.
      cookieCache: { enabled: false },
    },
    // The shop's own limiter (auth.repository.ts) is shared by every instance.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'shop',
      useSecureCookies: baseURL.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // A session and its user in one query (db/schema/auth.ts has the relation), not two.
      database: { generateId: () => randomUUID(), joins: true },
    },
    socialProviders: googleSignInEnabled(config)
      ? { google: { clientId: config.GOOGLE_CLIENT_ID as string, clientSecret: config.GOOGLE_CLIENT_SECRET as string } }
      : {},
    plugins: [
      magicLink({
        expiresIn: EMAIL_LINK_LIFETIME_SECONDS,
        // Links only sign in existing accounts; signing up needs a name.
        disableSignUp: true,
        sendMagicLink: async ({ email, url }) => {
          links.signIn((secondsLeft) => emailLinkMail(config.SHOP_NAME, email, url, secondsLeft));
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
