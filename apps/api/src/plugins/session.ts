import { AppError, authMessages, ErrorCode, type SessionUser } from '@handloom/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

// Who is asking, decided by the server from the session cookie, never from
// anything else the request says. Routes ask with `sessionUser(request)`,
// or guard themselves with `requireUser` / `requireAdmin`.

declare module 'fastify' {
  interface FastifyRequest {
    sessionLookup?: Promise<SessionUser | null>;
  }
  interface FastifyInstance {
    /** Every /api/admin route, for the test that walks them. */
    adminRoutes: { method: string; url: string }[];
    resolveSession: SessionResolver;
  }
}

export type SessionResolver = (headers: Headers) => Promise<SessionUser | null>;

export function requestHeaders(request: FastifyRequest): Headers {
  return fromNodeHeaders(request.headers);
}

/** The logged-in user, looked up once per request. */
export function sessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  request.sessionLookup ??= request.server.resolveSession(requestHeaders(request));
  return request.sessionLookup;
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await sessionUser(request))) throw new AppError(ErrorCode.unauthenticated, authMessages.notLoggedIn);
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = await sessionUser(request);
  if (!user) throw new AppError(ErrorCode.unauthenticated, authMessages.notLoggedIn);
  if (!user.isAdmin) throw new AppError(ErrorCode.forbidden, authMessages.adminOnly);
}

/** The user of a route guarded by requireUser. */
export async function currentUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await sessionUser(request);
  if (!user) throw new AppError(ErrorCode.unauthenticated, authMessages.notLoggedIn);
  return user;
}

export function registerSession(app: FastifyInstance, resolver: SessionResolver): void {
  app.decorate('resolveSession', resolver);
  app.decorate('adminRoutes', []);
  // Every /api/admin route is guarded where it is registered, so a new one cannot forget it.
  // The guard runs on request, before the body is read or validated: nobody else's
  // upload is parsed, and nobody else learns anything from a validation message.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/admin')) return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [requireAdmin, ...existing];
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.adminRoutes.push({ method, url: route.url });
    }
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request protection for cookie sessions: a state-changing request
 * whose Origin is another site (or that the browser marks cross-site) is
 * refused. SameSite=Lax cookies are the second line.
 */
export function registerCrossSiteProtection(app: FastifyInstance, exemptPaths: string[] = []): void {
  // A callback hook, not an async one: it runs on every request, and a promise per request is measurable (bench:request-path).
  app.addHook('onRequest', (request, _reply, done) => {
    done(crossSiteRefusal(request, exemptPaths));
  });
}

function crossSiteRefusal(request: FastifyRequest, exemptPaths: string[]): AppError | undefined {
  // Decided by the route the request reached, not by the path as written: the router
  // decodes it, so `/%61pi/orders/:id/cancel` reaches `/api/orders/:id/cancel`.
  const routeUrl = request.routeOptions.url;
  if (SAFE_METHODS.has(request.method) || routeUrl === undefined || !routeUrl.startsWith('/api/')) return undefined;
  if (exemptPaths.includes(routeUrl)) return undefined;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return hostOf(origin) !== hostOf(`${request.protocol}://${request.host}`) ? new AppError(ErrorCode.forbidden, authMessages.crossSite) : undefined;
  }
  return request.headers['sec-fetch-site'] === 'cross-site' ? new AppError(ErrorCode.forbidden, authMessages.crossSite) : undefined;
}

/** host[:port] with the scheme's default port dropped; null for a malformed origin ("null" included). */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
