/**
 * The account secrets (OWASP ASVS 5.0 chapter 6): passwords hashed with argon2id (19 MiB, 2
 * passes, the ASVS/OWASP minimum), the most common passwords refused, verification codes and
 * temporary passwords drawn from a CSPRNG and stored only as hashes.
 */
import { createHash, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { VERIFICATION_CODE_ALPHABET, VERIFICATION_CODE_LENGTH } from './account-rules.js';

// algorithm 2 = Argon2id (the package's const enum can't be imported under verbatimModuleSyntax).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Compared against when the email is unknown, so a sign-in takes as long whether or not the
 * account exists (no account enumeration by timing). Made once, lazily.
 */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword('not a real password, only for timing'));

/** The 10,000 most common passwords (zxcvbn-ts's frequency-ordered list), lower-cased. */
const COMMON_PASSWORD_COUNT = 10_000;
let common: Set<string> | undefined;
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}

/** A verification code: 4 symbols of Crockford's base32 (20 bits), each from a CSPRNG. */
export function newVerificationCode(): string {
  let code = '';
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i++) code += VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)];
  return code;
}

/** A temporary password: 12 symbols of the same unambiguous alphabet (60 bits), easy to type from an email. */
export function newTemporaryPassword(): string {
  let password = '';
  for (let i = 0; i < 12; i++) password += VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)];
  return password;
}

/** Codes and tokens are single use and short-lived: a keyed-free SHA-256 is enough to keep them out of the table. */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
