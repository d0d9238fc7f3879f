import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

// Small helpers for driving the app like a browser through app.inject:
// cookies carried from one response to the next request, JSON bodies.

export function cookiesOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const list = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

export function setCookieHeaders(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

export async function signUp(app: FastifyInstance, user: { name: string; email: string; password: string }) {
  const response = await app.inject({ method: 'POST', url: '/api/users', payload: user });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return { cookie: cookiesOf(response), user: response.json().user as { uid: string; name: string; email: string; isAdmin: boolean } };
}

export async function logIn(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({ method: 'POST', url: '/api/session', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { cookie: cookiesOf(response), user: response.json().user as { uid: string; name: string; email: string; isAdmin: boolean } };
}

let counter = 0;
/** A fresh shopper's details, unique within the run. */
export function newShopper(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `Meena ${id}`, email: `meena.${id}@example.com`, password: `kanchi-silk-${id}`, ...overrides };
}
