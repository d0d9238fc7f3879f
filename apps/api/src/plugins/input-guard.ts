import { AppError, ErrorCode } from '@handloom/shared';
import type { FastifyInstance } from 'fastify';

// PostgreSQL text cannot hold a NUL character, and no person types one: a body
// carrying it is refused up front with a 400 instead of failing deep down as a 500.
// No form nests deeper than a few levels either: a deeper body is refused too, before
// code that walks it again (JSON.stringify of a forwarded body) runs out of stack.

const MAX_DEPTH = 20;
const TOO_DEEP = Symbol('too deep');

function findNul(value: unknown, path: string, depth: number): string | typeof TOO_DEEP | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  // Raw bodies (the payment webhook) are bytes, not text a person typed.
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth > MAX_DEPTH) return TOO_DEEP;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path || '_';
    const found = findNul(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

function refusal(found: string | typeof TOO_DEEP): AppError {
  if (found === TOO_DEEP) return new AppError(ErrorCode.badRequest, 'The request body is nested too deeply.');
  return new AppError(ErrorCode.validation, 'Text cannot contain NUL characters.', { [found]: 'Remove the NUL character.' });
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const found = findNul(request.body, '', 0) ?? findNul(request.query, '', 0) ?? findNul(request.params, '', 0);
    done(found ? refusal(found) : undefined);
  });
}
