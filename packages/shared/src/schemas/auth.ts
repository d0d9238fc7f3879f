import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const MAX_NAME_LENGTH = 100;
/** RFC 5321's longest address. */
export const MAX_EMAIL_LENGTH = 254;

// The spec's texts, word for word, shared by the browser's quick checks and
// the server's real ones.
export const authMessages = {
  allFieldsRequired: 'All fields are required',
  passwordTooShort: 'Password must contain at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon: 'This password is one of the most common ones. Please choose another.',
  emailInvalid: 'Please enter a valid email address',
  alreadyHaveAccount: 'You already have an account',
  registerFailed: 'Failed to register user',
  wrongPasswordOrEmail: 'Wrong Password or Email',
  loginSuccessful: 'Login successful',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  notLoggedIn: 'Please log in first.',
  adminOnly: 'Only the shop administrator can do this.',
  crossSite: 'This request came from another site and was refused.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  nameTooLong: `Name can be at most ${MAX_NAME_LENGTH} characters`,
  emailTooLong: `Email address can be at most ${MAX_EMAIL_LENGTH} characters`,
} as const;

// A box typed too long says so in words (zod's own "Too big: expected string
// to have <=100 characters" would reach the shopper through the API's answer).
const text = (max: number, tooLong: string) => z.string().max(max, tooLong).default('');
const name = text(MAX_NAME_LENGTH, authMessages.nameTooLong);
const email = text(MAX_EMAIL_LENGTH, authMessages.emailTooLong);
// One character over the limit still passes, for the service to say the spec's passwordTooLong.
const password = text(PASSWORD_MAX_LENGTH + 1, authMessages.passwordTooLong);

/** Bodies are checked loosely here and by the spec's rules in the service, for the spec's messages. */
export const SignupInputSchema = z.object({ name, email, password });
export type SignupInput = z.infer<typeof SignupInputSchema>;

export const LoginInputSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const EmailOnlyInputSchema = z.object({ email, returnTo: z.string().max(500).optional() });
export type EmailOnlyInput = z.infer<typeof EmailOnlyInputSchema>;

export const PasswordResetInputSchema = z.object({
  token: z.string().min(1, authMessages.resetLinkInvalid).max(500, authMessages.resetLinkInvalid),
  password,
});
export type PasswordResetInput = z.infer<typeof PasswordResetInputSchema>;

// The forms' quick checks in the browser, in the spec's words; the server
// reads the loose bodies above and checks everything again.
const filled = z.string().trim().min(1, authMessages.allFieldsRequired);
const givenPassword = z.string().min(1, authMessages.allFieldsRequired);

export const SignupFormSchema = z.object({
  name: filled.max(MAX_NAME_LENGTH, authMessages.nameTooLong),
  email: filled.max(MAX_EMAIL_LENGTH, authMessages.emailTooLong),
  password: givenPassword.min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort).max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
});
export const LoginFormSchema = z.object({ email: filled, password: givenPassword });
export const EmailFormSchema = z.object({ email: filled });
export const NewPasswordFormSchema = z.object({ password: givenPassword });

export const ProfileSchema = z.object({ uid: z.string(), name: z.string(), email: z.string(), joinedAt: z.string() });
export type Profile = z.infer<typeof ProfileSchema>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function looksLikeEmail(value: string): boolean {
  return EMAIL.test(value);
}

/**
 * Where to go after logging in: only a path of this shop. `//evil.example`,
 * `/\evil.example`, `javascript:` and absolute URLs fall back to /.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters and backslashes are how browsers get talked into leaving the site.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value)) return '/';
  try {
    const url = new URL(value, 'http://shop.invalid');
    if (url.origin !== 'http://shop.invalid') return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}
