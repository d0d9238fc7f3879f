import { accountsApi, type LoginInput, type SessionUser, type SignupInput } from '@handloom/shared';
import { call, queryKey } from '../../lib/api-client.ts';
import { storageKeys, writeStored } from '../../lib/storage.ts';

/** The `user` storage key keeps only what the pages show; it grants nothing. */
export function rememberUser(user: SessionUser | null): void {
  if (user) writeStored(storageKeys.user, { uid: user.uid, email: user.email, name: user.name });
  else localStorage.removeItem(storageKeys.user);
}

export async function logIn(input: LoginInput): Promise<SessionUser> {
  const { user } = await call(accountsApi.login, { body: input });
  return signedIn(user);
}

export async function signUp(input: SignupInput): Promise<SessionUser> {
  const { user } = await call(accountsApi.signup, { body: input });
  return signedIn(user);
}

// Logging in and signing up answer the session's user, never null.
function signedIn(user: SessionUser | null): SessionUser {
  if (!user) throw new Error('The shop answered without a user.');
  return user;
}

export const profileQueryKey = queryKey(accountsApi.profile);

export const fetchProfile = () => call(accountsApi.profile);

export const requestPasswordReset = (email: string) => call(accountsApi.requestPasswordReset, { body: { email } });

export const confirmPasswordReset = (token: string, password: string) =>
  call(accountsApi.confirmPasswordReset, { body: { token, password } });

export const requestEmailLink = (email: string, returnTo: string) =>
  call(accountsApi.requestEmailLink, { body: { email, returnTo } });

/** Starts the Google round trip; the browser leaves for Google and comes back signed in. */
export async function startGoogleSignIn(returnTo: string): Promise<void> {
  const { url } = await call(accountsApi.socialSignIn, { body: { provider: 'google', callbackURL: returnTo } });
  window.location.assign(url);
}
