import { z } from 'zod';
import { EmailOnlyInputSchema, LoginInputSchema, PasswordResetInputSchema, ProfileSchema, SignupInputSchema } from '../schemas/auth.ts';
import { SessionResponseSchema } from '../schemas/session.ts';
import { endpointGroup } from './endpoint.ts';

const accountsEndpoint = endpointGroup({ tags: ['accounts'] });
const AcceptedSchema = z.object({ message: z.string() });

export const session = accountsEndpoint('GET /api/session', 'Who is logged in (null when nobody)', { 200: SessionResponseSchema });

export const login = accountsEndpoint('POST /api/session', 'Log in with email and password; sets the session cookie', { 200: SessionResponseSchema }, {
  body: LoginInputSchema,
  errors: [400, 401, 429],
});

export const logout = accountsEndpoint('DELETE /api/session', 'Log out: ends the session on the server', { 204: null });

export const signup = accountsEndpoint('POST /api/users', 'Sign up (name, email, password); logs the new user in', { 201: SessionResponseSchema }, {
  body: SignupInputSchema,
  errors: [400, 409, 429],
});

export const profile = accountsEndpoint('GET /api/profile', "The logged-in user's name and email", { 200: ProfileSchema }, { errors: [401] });

export const requestPasswordReset = accountsEndpoint(
  'POST /api/password-reset',
  'Email a one-time password reset link (same answer whether or not the account exists)',
  { 202: AcceptedSchema },
  { body: EmailOnlyInputSchema, errors: [400, 429] },
);

export const confirmPasswordReset = accountsEndpoint('POST /api/password-reset/confirm', 'Choose a new password with the token from the reset link', { 200: AcceptedSchema }, {
  body: PasswordResetInputSchema,
  errors: [400],
});

export const requestEmailLink = accountsEndpoint(
  'POST /api/email-link',
  'Email a one-time sign-in link (same answer whether or not the account exists)',
  { 202: AcceptedSchema },
  { body: EmailOnlyInputSchema, errors: [400, 429] },
);

// better-auth's own endpoints: the links in emails and the Google round trip.
// Only these are reachable, so nobody can sign up or sign in around the shop's rules.
const forwarded = true;

export const resetPasswordLink = accountsEndpoint('GET /api/auth/reset-password/:token', 'The reset link of the email, on to the Reset Password page', { 302: null }, {
  params: z.object({ token: z.string() }),
  forwarded,
});

export const emailLinkVerify = accountsEndpoint('GET /api/auth/magic-link/verify', 'The sign-in link of the email: sets the session, back to the page', { 302: null }, { forwarded });

export const socialCallback = accountsEndpoint('GET /api/auth/callback/:provider', 'Where Google sends the shopper back', { 302: null }, {
  params: z.object({ provider: z.string() }),
  forwarded,
});

export const socialSignIn = accountsEndpoint(
  'POST /api/auth/sign-in/social',
  "Start signing in with Google: answers the provider's address to go to",
  { 200: z.looseObject({ url: z.string() }) },
  { body: z.object({ provider: z.literal('google'), callbackURL: z.string() }), forwarded },
);
