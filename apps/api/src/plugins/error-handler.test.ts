import { AppError, authMessages, ErrorCode, LANGUAGE_HEADER, taAuthMessages } from '@handloom/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, registerErrorHandler } from './error-handler.ts';

describe('errors in the language of the page', () => {
  const app = Fastify();
  registerErrorHandler(app);
  app.post('/sign-in', async () => {
    throw new AppError(ErrorCode.validation, authMessages.emailInvalid, { email: authMessages.emailInvalid });
  });
  const stock = { en: 'Only 2 of "Korvai Silk Saree" are left in stock: please lower the quantity.', ta: '"கோர்வைப் பட்டுப் புடவை" இருப்பில் 2 மட்டுமே உள்ளன: எண்ணிக்கையைக் குறைக்கவும்.' };
  app.post('/checkout', async () => {
    throw new AppError(ErrorCode.conflict, stock, { 'items.0.quantity': stock, email: authMessages.emailInvalid });
  });
  app.get('/broken', async () => {
    throw new Error('a bug');
  });
  const ask = (url: string, headers: Record<string, string>) => app.inject({ method: url === '/broken' ? 'GET' : 'POST', url, headers });

  it('answers a Tamil page (its header, else the lang cookie) with the Tamil of the schema message, fields included', async () => {
    for (const headers of [{ [LANGUAGE_HEADER]: 'ta' }, { cookie: 'theme=dark; lang=ta' }] as Record<string, string>[]) {
      const response = await ask('/sign-in', headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: ErrorCode.validation, message: taAuthMessages.emailInvalid, fields: { email: taAuthMessages.emailInvalid } } });
    }
  });

  it("keeps the English word for word for an English page, whose header wins over a Tamil cookie", async () => {
    for (const headers of [{}, { [LANGUAGE_HEADER]: 'en', cookie: 'lang=ta' }] as Record<string, string>[]) {
      expect((await ask('/sign-in', headers)).json().error.message).toBe('Please enter a valid email address');
    }
  });

  it('answers an error raised in both languages (a message with values) in the language of the page', async () => {
    const tamil = await ask('/checkout', { [LANGUAGE_HEADER]: 'ta' });
    expect(tamil.statusCode).toBe(409);
    expect(tamil.json()).toEqual({
      error: { code: ErrorCode.conflict, message: stock.ta, fields: { 'items.0.quantity': stock.ta, email: taAuthMessages.emailInvalid } },
    });
    expect((await ask('/checkout', {})).json()).toEqual({
      error: { code: ErrorCode.conflict, message: stock.en, fields: { 'items.0.quantity': stock.en, email: authMessages.emailInvalid } },
    });
  });

  it("translates the handler's own messages", async () => {
    expect((await ask('/broken', { [LANGUAGE_HEADER]: 'ta' })).json().error.message).toBe('எங்கள் பக்கம் ஏதோ தவறு நடந்துவிட்டது. சிறிது நேரம் கழித்து மீண்டும் முயலவும்.');
  });
});

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a query left unanswered past query_timeout', new Error('Query read timeout')],
    ['a server shutting down', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['too many connections, as the cause of a wrapped error', new Error('Failed query', { cause: Object.assign(new Error('sorry, too many clients'), { code: '53300' }) })],
  ])('%s is a 503', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' })],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'Query read timeout'],
  ])('%s is not', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
