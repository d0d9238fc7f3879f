import { AppError, ErrorCode } from '@handloom/shared';
import type { FastifyInstance } from 'fastify';

// PostgreSQL text cannot hold a NUL character, and no person types one: a body
// carrying it is refused up front with a 400 instead of failing deep down as a 500.
// A lone surrogate (half of an emoji's UTF-16 pair) is no text either: UTF-8 cannot
// encode it, so it would be stored as U+FFFD, not as sent.
// No form nests deeper than a few levels either: a deeper body is refused too, before
// code that walks it again (JSON.stringify of a forwarded body) runs out of stack.

const MAX_DEPTH = 20;
const TOO_DEEP = Symbol('too deep');
// With the u flag a well-formed pair is one code point, so this finds only unpaired halves.
const LONE_SURROGATE = /\p{Cs}/u;

type Problem = { field: string; kind: 'nul' | 'surrogate' } | typeof TOO_DEEP;

function badText(text: string): 'nul' | 'surrogate' | null {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : null;
}

function findBadText(value: unknown, path: string, depth: number): Problem | null {
  if (typeof value === 'string') {
    const kind = badText(value);
    return kind ? { field: path || '_', kind } : null;
  }
  // Raw bodies (the payment webhook) are bytes, not text a person typed.
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth > MAX_DEPTH) return TOO_DEEP;
  for (const [key, child] of Object.entries(value)) {
    const kind = badText(key);
    if (kind) return { field: path || '_', kind };
    const found = findBadText(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

// In both languages: a Tamil page's request gets the Tamil (error-handler.ts).
const refusals = {
  tooDeep: { en: 'The request body is nested too deeply.', ta: 'கோரிக்கையின் உள்ளடக்கம் மிக ஆழமாக அடுக்கப்பட்டுள்ளது.' },
  surrogate: { en: 'Text cannot contain broken characters.', ta: 'உரையில் உடைந்த எழுத்துகள் இருக்கக்கூடாது.' },
  surrogateField: { en: 'Remove the broken character.', ta: 'உடைந்த எழுத்தை நீக்கவும்.' },
  nul: { en: 'Text cannot contain NUL characters.', ta: 'உரையில் NUL எழுத்து இருக்கக்கூடாது.' },
  nulField: { en: 'Remove the NUL character.', ta: 'NUL எழுத்தை நீக்கவும்.' },
} as const;

function refusal(problem: Problem): AppError {
  if (problem === TOO_DEEP) return new AppError(ErrorCode.badRequest, refusals.tooDeep);
  if (problem.kind === 'surrogate') return new AppError(ErrorCode.validation, refusals.surrogate, { [problem.field]: refusals.surrogateField });
  return new AppError(ErrorCode.validation, refusals.nul, { [problem.field]: refusals.nulField });
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const found = findBadText(request.body, '', 0) ?? findBadText(request.query, '', 0) ?? findBadText(request.params, '', 0);
    done(found ? refusal(found) : undefined);
  });
}
