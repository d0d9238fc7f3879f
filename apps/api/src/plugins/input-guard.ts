import { AppError, ErrorCode } from '@handloom/shared';
import type { FastifyInstance } from 'fastify';

// PostgreSQL text cannot hold a NUL character, and no person types one: a body
// carrying it is refused up front with a 400 instead of failing deep down as a 500.

const MAX_DEPTH = 20;

function findNul(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  // Raw bodies (the payment webhook) are bytes, not text a person typed.
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path || '_';
    const found = findNul(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = findNul(request.body, '', 0) ?? findNul(request.query, '', 0) ?? findNul(request.params, '', 0);
    done(field ? new AppError(ErrorCode.validation, 'Text cannot contain NUL characters.', { [field]: 'Remove the NUL character.' }) : undefined);
  });
}
