import {
  EmailOnlyInputSchema,
  LoginInputSchema,
  PasswordResetInputSchema,
  ProfileSchema,
  SessionResponseSchema,
  SignupInputSchema,
} from '@handloom/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requestHeaders, requireUser, sessionUser } from '../../plugins/session.ts';
import type { Auth } from './auth.ts';
import type { AuthService, RequestContext } from './auth.service.ts';

const AcceptedSchema = z.object({ message: z.string() });

function contextOf(request: FastifyRequest): RequestContext {
  return { headers: requestHeaders(request), ip: request.ip };
}

function setCookies(reply: FastifyReply, cookies: string[]): void {
  if (cookies.length) reply.header('set-cookie', cookies);
}

export function authRoutes(service: AuthService, auth: Auth): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      // Nothing about a session may be cached by a browser or a proxy.
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/session',
      { schema: { tags: ['accounts'], summary: 'Who is logged in (null when nobody)', response: { 200: SessionResponseSchema } } },
      async (request) => ({ user: await sessionUser(request) }),
    );

    app.post(
      '/api/session',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Log in with email and password; sets the session cookie',
          body: LoginInputSchema,
          response: { 200: SessionResponseSchema },
        },
      },
      async (request, reply) => {
        const { user, setCookies: cookies } = await service.login(request.body, contextOf(request));
        setCookies(reply, cookies);
        return { user };
      },
    );

    app.delete(
      '/api/session',
      { schema: { tags: ['accounts'], summary: 'Log out: ends the session on the server' } },
      async (request, reply) => {
        setCookies(reply, await service.logout(contextOf(request)));
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/users',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Sign up (name, email, password); logs the new user in',
          body: SignupInputSchema,
          response: { 201: SessionResponseSchema },
        },
      },
      async (request, reply) => {
        const { user, setCookies: cookies } = await service.signup(request.body, contextOf(request));
        setCookies(reply, cookies);
        return reply.status(201).send({ user });
      },
    );

    app.get(
      '/api/profile',
      {
        preHandler: requireUser,
        schema: { tags: ['accounts'], summary: "The logged-in user's name and email", response: { 200: ProfileSchema } },
      },
      async (request) => service.profile((await currentUser(request)).uid),
    );

    app.post(
      '/api/password-reset',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Email a one-time password reset link (same answer whether or not the account exists)',
          body: EmailOnlyInputSchema,
          response: { 202: AcceptedSchema },
        },
      },
      async (request, reply) => {
        await service.requestPasswordReset(request.body.email, contextOf(request));
        return reply.status(202).send({ message: 'If an account exists for this email, a reset link is on its way.' });
      },
    );

    app.post(
      '/api/password-reset/confirm',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Choose a new password with the token from the reset link',
          body: PasswordResetInputSchema,
          response: { 200: AcceptedSchema },
        },
      },
      async (request) => {
        await service.resetPassword(request.body.token, request.body.password);
        return { message: 'Your password has been changed. Please log in.' };
      },
    );

    app.post(
      '/api/email-link',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Email a one-time sign-in link (same answer whether or not the account exists)',
          body: EmailOnlyInputSchema,
          response: { 202: AcceptedSchema },
        },
      },
      async (request, reply) => {
        await service.requestEmailLink(request.body.email, request.body.returnTo, contextOf(request));
        return reply.status(202).send({ message: 'If an account exists for this email, a sign-in link is on its way.' });
      },
    );

    // The links in emails and the Google round trip are better-auth's own
    // endpoints; only these are reachable, so nobody can sign up or sign in
    // around the shop's rules.
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
    const hidden = { schema: { hide: true } };
    app.get('/api/auth/reset-password/:token', hidden, forward);
    app.get('/api/auth/magic-link/verify', hidden, forward);
    app.get('/api/auth/callback/:provider', hidden, forward);
    app.post('/api/auth/sign-in/social', hidden, forward);
  };
}
