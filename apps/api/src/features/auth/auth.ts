import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink } from 'better-auth/plugins';
import { googleSignInEnabled, publicUrl, type Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { accounts, sessions, users, verifications } from '../../db/schema.ts';
import type { Mailer } from '../email/mailer.ts';
import { emailLinkMail, passwordResetMail } from './auth.emails.ts';

// better-auth owns passwords, sessions and the one-time links; the shop's own
// routes (auth.routes.ts) put the spec's rules and messages around it.

export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;
export const EMAIL_LINK_LIFETIME_SECONDS = 15 * 60;
export const SESSION_LIFETIME_SECONDS = 60 * 60 * 24 * 30;

export function createAuth(config: Config, db: Database, mailer: Mailer, secret: string) {
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
        await mailer.send(passwordResetMail(config.SHOP_NAME, user, url, RESET_LINK_LIFETIME_SECONDS));
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
          await mailer.send(emailLinkMail(config.SHOP_NAME, email, url, EMAIL_LINK_LIFETIME_SECONDS));
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
