import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './error-handler.js';

const withCode = (message: string, code: string): Error => Object.assign(new Error(message), { code });

describe('a database that cannot be reached is a 503 to retry, not a 500 to report', () => {
  it.each([
    ['PostgreSQL restarting (57P01, wrapped by Drizzle)', new Error('Failed query: select …', { cause: withCode('terminating connection due to administrator command', '57P01') })],
    ['PostgreSQL starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['nothing listening', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['the pool gave up waiting for a connection', new Error('timeout exceeded when trying to connect')],
    ['the connection dropped mid-query', new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') })],
  ])('%s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('%s is not', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
