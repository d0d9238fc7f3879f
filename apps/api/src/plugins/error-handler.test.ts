import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './error-handler.ts';

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
