import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';

/** argon2id as OWASP recommends (m = 19 MiB, t = 2, p = 1). */
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const MAX_CONCURRENT_HASHES = 2;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs at most two hashes at once, so a burst of logins cannot starve the server's cores. */
async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, OPTIONS));
}

/** Checks a password against a stored hash; false for a malformed hash rather than an error. */
export function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  return limited(() => verify(storedHash, password).catch(() => false));
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a login for an unknown e-mail cannot be told apart by timing. */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy password for timing');
  await verifyPassword(await dummyHash, password);
}

/** Whether a stored hash uses weaker parameters than today's and should be replaced at login. */
export function needsRehash(storedHash: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(storedHash);
  if (!match) return true;
  return Number(match[1]) < OPTIONS.memoryCost || Number(match[2]) < OPTIONS.timeCost;
}

/** Whether a password is on the shipped list of the most common ones. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
