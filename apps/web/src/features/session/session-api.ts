import type { LoginInput, Profile, SessionUser, SignupInput } from '@handloom/shared';
import { api } from '../../lib/api-client.ts';
import { storageKeys, writeStored } from '../../lib/storage.ts';

/** The `user` storage key keeps only what the pages show; it grants nothing. */
export function rememberUser(user: SessionUser | null): void {
  if (user) writeStored(storageKeys.user, { uid: user.uid, email: user.email, name: user.name });
  else localStorage.removeItem(storageKeys.user);
}

export async function logIn(input: LoginInput): Promise<SessionUser> {
  const { user } = await api<{ user: SessionUser }>('/api/session', { method: 'POST', json: input });
  return user;
}

export async function signUp(input: SignupInput): Promise<SessionUser> {
  const { user } = await api<{ user: SessionUser }>('/api/users', { method: 'POST', json: input });
  return user;
}

export const fetchProfile = () => api<Profile>('/api/profile');

export const requestPasswordReset = (email: string) => api<{ message: string }>('/api/password-reset', { method: 'POST', json: { email } });

export const confirmPasswordReset = (token: string, password: string) =>
  api<{ message: string }>('/api/password-reset/confirm', { method: 'POST', json: { token, password } });

export const requestEmailLink = (email: string, returnTo: string) =>
  api<{ message: string }>('/api/email-link', { method: 'POST', json: { email, returnTo } });

/** Starts the Google round trip; the browser leaves for Google and comes back signed in. */
export async function startGoogleSignIn(returnTo: string): Promise<void> {
  const { url } = await api<{ url: string }>('/api/auth/sign-in/social', { method: 'POST', json: { provider: 'google', callbackURL: returnTo } });
  window.location.assign(url);
}
