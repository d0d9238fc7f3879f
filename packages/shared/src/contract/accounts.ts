import { z } from 'zod';
import { EmailOnlyInputSchema, LoginInputSchema, PasswordResetInputSchema, ProfileSchema, SignupInputSchema } from '../schemas/auth.ts';
import { SessionResponseSchema } from '../schemas/session.ts';
import { endpoint } from './endpoint.ts';

const tags = ['accounts'] as const;
const AcceptedSchema = z.object({ message: z.string() });

export const session = endpoint({
  method: 'GET',
  path: '/api/session',
  tags,
  summary: 'Who is logged in (null when nobody)',
  responses: { 200: SessionResponseSchema },
});

export const login = endpoint({
  method: 'POST',
  path: '/api/session',
  tags,
  summary: 'Log in with email and password; sets the session cookie',
  body: LoginInputSchema,
  responses: { 200: SessionResponseSchema },
  errors: [400, 401, 429],
});

export const logout = endpoint({
  method: 'DELETE',
  path: '/api/session',
  tags,
  summary: 'Log out: ends the session on the server',
  responses: { 204: null },
});

export const signup = endpoint({
  method: 'POST',
  path: '/api/users',
  tags,
  summary: 'Sign up (name, email, password); logs the new user in',
  body: SignupInputSchema,
  responses: { 201: SessionResponseSchema },
  errors: [400, 409, 429],
});

export const profile = endpoint({
  method: 'GET',
  path: '/api/profile',
  tags,
  summary: "The logged-in user's name and email",
  responses: { 200: ProfileSchema },
  errors: [401],
});

export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/api/password-reset',
  tags,
  summary: 'Email a one-time password reset link (same answer whether or not the account exists)',
  body: EmailOnlyInputSchema,
  responses: { 202: AcceptedSchema },
  errors: [400, 429],
});

export const confirmPasswordReset = endpoint({
  method: 'POST',
  path: '/api/password-reset/confirm',
  tags,
  summary: 'Choose a new password with the token from the reset link',
  body: PasswordResetInputSchema,
  responses: { 200: AcceptedSchema },
  errors: [400],
});

export const requestEmailLink = endpoint({
  method: 'POST',
  path: '/api/email-link',
  tags,
  summary: 'Email a one-time sign-in link (same answer whether or not the account exists)',
  body: EmailOnlyInputSchema,
  responses: { 202: AcceptedSchema },
  errors: [400, 429],
});

// better-auth's own endpoints: the links in emails and the Google round trip.
// Only these are reachable, so nobody can sign up or sign in around the shop's rules.

export const resetPasswordLink = endpoint({
  method: 'GET',
  path: '/api/auth/reset-password/:token',
  tags,
  summary: 'The reset link of the email: on to the Reset Password page with the token',
  params: z.object({ token: z.string() }),
  responses: { 302: null },
  forwarded: true,
});

export const emailLinkVerify = endpoint({
  method: 'GET',
  path: '/api/auth/magic-link/verify',
  tags,
  summary: 'The sign-in link of the email: sets the session and goes on to the page it was asked from',
  responses: { 302: null },
  forwarded: true,
});

export const socialCallback = endpoint({
  method: 'GET',
  path: '/api/auth/callback/:provider',
  tags,
  summary: 'Where Google sends the shopper back',
  params: z.object({ provider: z.string() }),
  responses: { 302: null },
  forwarded: true,
});

export const socialSignIn = endpoint({
  method: 'POST',
  path: '/api/auth/sign-in/social',
  tags,
  summary: "Start signing in with Google: answers the provider's address to go to",
  body: z.object({ provider: z.literal('google'), callbackURL: z.string() }),
  responses: { 200: z.looseObject({ url: z.string() }) },
  forwarded: true,
});
