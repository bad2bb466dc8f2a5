import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A new opaque session token: 256 random bits, URL-safe. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored id of a session: SHA-256 of its token (fast, and enough for 256-bit random input). */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 6-digit one-time code from the CSPRNG, uniformly distributed. */
export function newOneTimeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form of a one-time code, bound to its user and purpose so a hash is useless elsewhere. */
export function codeHashOf(code: string, userId: number, purpose: string): string {
  return createHash('sha256').update(`${purpose}:${userId}:${code}`).digest('hex');
}
