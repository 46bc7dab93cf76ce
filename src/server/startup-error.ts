/**
 * Why the shop did not start, as one line a person can act on, naming the setting to change
 * (server.ts prints it and exits 1; no stack trace). Settings errors from config.ts already name
 * their setting; this adds the ones the system raises: the port, the database, the data folder.
 */
import { causeChain } from './errors.js';

export interface StartupContext {
  port?: number | undefined;
  host?: string | undefined;
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}

/** The database URL without its password, to print. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL (not a valid URL)';
  }
}

/** The first error in the cause chain with a code (Drizzle wraps the driver's error): its code and message. */
function codedError(error: unknown): { code?: string; message?: string } {
  for (const e of causeChain(error)) if (typeof e.code === 'string') return { code: e.code, message: e.message };
  return {};
}

export function startupErrorLine(error: unknown, context: StartupContext = {}): string {
  const coded = codedError(error);
  const code = coded.code;
  const message = (coded.message ?? (error instanceof Error ? error.message : String(error))).split('\n')[0] ?? '';
  if (code === 'EADDRINUSE') return `PORT ${context.port ?? ''} is already in use on ${context.host ?? 'this machine'}: stop the program using it, or set PORT to a free port.`;
  if (code === 'EACCES' && /listen/.test(message)) return `PORT ${context.port ?? ''} needs privileges this user lacks: set PORT to 1024 or above (put a proxy on 80/443).`;
  if (code === 'EADDRNOTAVAIL') return `HOST ${context.host ?? ''} is not an address of this machine: set HOST to one (0.0.0.0 for all).`;
  if (context.databaseUrl) {
    const where = withoutPassword(context.databaseUrl);
    if (code === 'ECONNREFUSED' || code === 'ETIMEDOUT' || code === 'EHOSTUNREACH') return `DATABASE_URL: no PostgreSQL server answers at ${where} (${code}). Start it, or correct DATABASE_URL.`;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `DATABASE_URL: the host in ${where} cannot be found (${code}). Correct DATABASE_URL.`;
    if (code === '28P01' || code === '28000') return `DATABASE_URL: PostgreSQL refused the user or password in ${where}: ${message}.`;
    if (code === '3D000') return `DATABASE_URL: ${message} at ${where}. Create it (CREATE DATABASE …) or correct DATABASE_URL.`;
    if (/timeout exceeded when trying to connect/.test(message)) return `DATABASE_URL: PostgreSQL at ${where} did not accept a connection within 5 s. Check that it runs and is reachable.`;
    if (/^(42|2B|3F)/.test(code ?? '')) return `The database at ${where} could not be migrated: ${message} (PostgreSQL ${code}).`;
  } else if (code === 'EACCES' || code === 'EROFS' || code === 'ENOSPC') {
    return `DATA_DIR: ${context.dataDir ?? 'the data folder'} cannot be written (${code}): ${message}. Set DATA_DIR to a writable folder.`;
  }
  return message;
}
