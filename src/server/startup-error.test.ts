import { describe, expect, it } from 'vitest';
import { startupErrorLine, withoutPassword } from './startup-error.js';

const withCode = (message: string, code: string): Error => Object.assign(new Error(message), { code });

describe('a start-up failure is one line naming the setting to change', () => {
  it('a port in use names PORT', () => {
    expect(startupErrorLine(withCode('listen EADDRINUSE: address already in use 0.0.0.0:3000', 'EADDRINUSE'), { port: 3000, host: '0.0.0.0' })).toBe(
      'PORT 3000 is already in use on 0.0.0.0: stop the program using it, or set PORT to a free port.',
    );
  });

  it('an unreachable database names DATABASE_URL and hides the password', () => {
    const line = startupErrorLine(withCode('connect ECONNREFUSED 127.0.0.1:5999', 'ECONNREFUSED'), { databaseUrl: 'postgres://shop:s3cret@127.0.0.1:5999/shop' });
    expect(line).toBe('DATABASE_URL: no PostgreSQL server answers at postgres://shop:***@127.0.0.1:5999/shop (ECONNREFUSED). Start it, or correct DATABASE_URL.');
    expect(line).not.toContain('s3cret');
  });

  it('a missing database says to create it, looking through the wrapped cause', () => {
    const wrapped = new Error('Failed query', { cause: withCode('database "shop" does not exist', '3D000') });
    expect(startupErrorLine(wrapped, { databaseUrl: 'postgres://127.0.0.1/shop' })).toBe(
      'DATABASE_URL: database "shop" does not exist at postgres://127.0.0.1/shop. Create it (CREATE DATABASE …) or correct DATABASE_URL.',
    );
  });

  it('a settings error keeps its own message, first line only', () => {
    expect(startupErrorLine(new Error('PORT must be a whole number from 0 to 65535, got "abc"\n    at loadConfig'))).toBe('PORT must be a whole number from 0 to 65535, got "abc"');
  });

  it('an unreadable URL is not printed', () => {
    expect(withoutPassword('not a url')).toBe('DATABASE_URL (not a valid URL)');
  });
});
