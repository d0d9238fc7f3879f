import { accountsApi, safeReturnPath } from '@handloom/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-route.ts';
import { noStore } from '../../plugins/no-store.ts';
import { currentUser, requestHeaders, requireUser, sessionUser } from '../../plugins/session.ts';
import type { Auth } from './auth.ts';
import { inLanguageOf, type AuthService, type RequestContext } from './auth.service.ts';

function contextOf(request: FastifyRequest): RequestContext {
  return { headers: requestHeaders(request), ip: request.ip };
}

function setCookies(reply: FastifyReply, cookies: string[]): void {
  if (cookies.length) reply.header('set-cookie', cookies);
}

export function authRoutes(service: AuthService, auth: Auth): FastifyPluginAsyncZod {
  return async (app) => {
    // Nothing about a session may be cached by a browser or a proxy.
    app.addHook('onSend', noStore);

    app.route({
      ...route(accountsApi.session),
      handler: async (request) => ({ user: await sessionUser(request) }),
    });

    app.route({
      ...route(accountsApi.login),
      handler: async (request, reply) => {
        const { user, setCookies: cookies } = await service.login(request.body, contextOf(request));
        setCookies(reply, cookies);
        return { user };
      },
    });

    app.route({
      ...route(accountsApi.logout),
      handler: async (request, reply) => {
        setCookies(reply, await service.logout(contextOf(request)));
        return reply.status(204).send();
      },
    });

    app.route({
      ...route(accountsApi.signup),
      handler: async (request, reply) => {
        const { user, setCookies: cookies } = await service.signup(request.body, contextOf(request));
        setCookies(reply, cookies);
        return reply.status(201).send({ user });
      },
    });

    app.route({
      ...route(accountsApi.profile),
      preHandler: requireUser,
      handler: async (request) => service.profile((await currentUser(request)).uid),
    });

    app.route({
      ...route(accountsApi.requestPasswordReset),
      handler: async (request, reply) => {
        await service.requestPasswordReset(request.body.email, contextOf(request));
        return reply.status(202).send({ message: 'If an account exists for this email, a reset link is on its way.' });
      },
    });

    app.route({
      ...route(accountsApi.confirmPasswordReset),
      handler: async (request) => {
        await service.resetPassword(request.body.token, request.body.password);
        return { message: 'Your password has been changed. Please log in.' };
      },
    });

    app.route({
      ...route(accountsApi.requestEmailLink),
      handler: async (request, reply) => {
        await service.requestEmailLink(request.body.email, request.body.returnTo, contextOf(request));
        return reply.status(202).send({ message: 'If an account exists for this email, a sign-in link is on its way.' });
      },
    });

    // The links in emails and the Google round trip are better-auth's own
    // endpoints (see the contract); only these are reachable.
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: requestHeaders(request),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      setCookies(reply, response.headers.getSetCookie());
      return reply.send(await response.text());
    };
    for (const endpoint of [accountsApi.resetPasswordLink, accountsApi.emailLinkVerify, accountsApi.socialCallback]) {
      app.route({ ...route(endpoint), handler: forward });
    }
    app.route({
      ...route(accountsApi.socialSignIn),
      handler: async (request, reply) => {
        // Back from Google to a page of the shop only, in the language of the page the shopper left (Tamil pages live under /ta/), as an email link does.
        request.body = { ...request.body, callbackURL: inLanguageOf(contextOf(request), safeReturnPath(request.body.callbackURL)) };
        return forward(request, reply);
      },
    });
  };
}
