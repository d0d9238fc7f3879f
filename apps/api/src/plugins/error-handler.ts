import { AppError, ErrorCode, tamilSchemaMessage, type ErrorBody, type ErrorReason, type FieldErrors } from '@handloom/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from './request-locale.ts';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';

// The one place where failures become responses: `{ error: { code, message, fields? } }`.
// Expected failures (AppError, validation, framework 4xx) are shown as they are;
// anything else is logged in full and answered without internals.

const messages = {
  validation: 'Some fields need attention.',
  missing: 'This field is required.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  unavailable: 'The shop is briefly unavailable. Please try again in a moment.',
} as const;

const tamilMessages: Record<string, string> = {
  [messages.validation]: 'சில புலங்களைச் சரிபார்க்கவும்.',
  [messages.missing]: 'இந்தப் புலம் தேவை.',
  [messages.internal]: 'எங்கள் பக்கம் ஏதோ தவறு நடந்துவிட்டது. சிறிது நேரம் கழித்து மீண்டும் முயலவும்.',
  [messages.unavailable]: 'கடை சிறிது நேரம் கிடைக்கவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயலவும்.',
};

/**
 * A Tamil page's request gets the Tamil of every message that has one: an
 * AppError raised with both languages (ShopText) gives its own, and a plain
 * message is looked up (the schemas' and this handler's own).
 */
function inRequestLanguage(request: FastifyRequest, body: ErrorBody, error?: AppError): ErrorBody {
  if (requestLocale(request.headers) !== 'ta') return body;
  const tamil = (message: string) => tamilMessages[message] ?? tamilSchemaMessage(message) ?? message;
  const { code } = body.error;
  const { message, fields } = error ? error.textIn('ta') : body.error;
  const tamilFields = fields ? Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, tamil(text)])) : undefined;
  return errorBody(code, tamil(message), tamilFields);
}

const frameworkCodes: Record<number, ErrorCode> = {
  400: ErrorCode.badRequest,
  401: ErrorCode.unauthenticated,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMediaType,
  429: ErrorCode.rateLimited,
};

const frameworkMessages: Partial<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
  FST_ERR_BAD_URL: 'This web address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'This web address is too long.',
};

export function errorBody(code: ErrorCode, message: string, fields?: FieldErrors, reason?: ErrorReason): ErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(reason ? { reason } : {}) } };
}

export function registerErrorHandler(app: FastifyInstance): void {
  // A field left out of a request (an API client's, never the shop's forms, which send every field)
  // is named as missing, instead of zod's "Invalid input: expected string, received undefined".
  // Schemas that say their own message keep it; zod's setting is the process's, as the server is.
  z.config({ customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? messages.missing : undefined) });
  app.setErrorHandler(answerError);
}

/**
 * The error handler; also Fastify's `frameworkErrors` (app.ts), so an address the router
 * cannot read (bad percent-encoding, a segment over maxParamLength) gets the one error body.
 */
export function answerError(error: FastifyError, request: FastifyRequest, rawReply: FastifyReply) {
  if (error instanceof AppError) {
    const reply = inLanguage(request, rawReply, error);
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(error.status).send(errorBody(error.code, error.message, error.fields, error.reason));
  }
  const reply = inLanguage(request, rawReply);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldErrors = {};
    for (const { instancePath, message } of error.validation) {
      const field = instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[field] ??= message ?? 'Invalid value';
    }
    return reply.status(400).send(errorBody(ErrorCode.validation, messages.validation, fields));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return reply.status(503).header('retry-after', '5').send(errorBody(ErrorCode.unavailable, messages.unavailable));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = frameworkCodes[status] ?? ErrorCode.badRequest;
    const message = frameworkMessages[error.code] ?? (error.validation ? messages.validation : safeClientMessage(error));
    return reply.status(status).send(errorBody(code, message));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(errorBody(ErrorCode.internal, messages.internal));
}

/** The reply, sending its error body in the request's language. */
function inLanguage(request: FastifyRequest, reply: FastifyReply, error?: AppError) {
  return {
    status(code: number) {
      reply.status(code);
      return this;
    },
    header(name: string, value: string) {
      reply.header(name, value);
      return this;
    },
    send(body: ErrorBody) {
      return reply.send(inRequestLanguage(request, body, error));
    },
  };
}

// Framework 4xx messages are written for developers but hold no internals.
function safeClientMessage(error: FastifyError): string {
  return error.message.replace(/^body\//, '').slice(0, 200);
}

// A database that refuses, drops or cannot take a connection, or leaves a query
// unanswered past the client's query_timeout (an overloaded server), is a 503
// with Retry-After: the shopper may try again; nothing was half-written.
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '53300']);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, cause } = error as { code?: string; message?: string; cause?: unknown };
  if (code && unavailableCodes.has(code)) return true;
  if (message && /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Connection refused|connect ECONNREFUSED/i.test(message)) {
    return true;
  }
  return cause ? isDatabaseUnavailable(cause) : false;
}
