import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { ServiceUnavailableError } from '../../errors';

// Argon2id (algorithm 2) with OWASP's minimum: 19 MiB memory, 2 iterations.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run on libuv's thread pool (4 threads), the same one that reads media and asset files. At most two
 * run at once, so file reads always keep two threads; a few more wait, and beyond that a login answers 503
 * (docs/decisions/069).
 */
export const MAX_CONCURRENT_HASHES = 2;
export const MAX_WAITING_HASHES = 8;
export const HASHING_BUSY = 'The server is busy signing people in. Please try again in a moment.';
const hashing = pLimit(MAX_CONCURRENT_HASHES);

function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (hashing.pendingCount >= MAX_WAITING_HASHES) return Promise.reject(new ServiceUnavailableError(HASHING_BUSY, 1));
  return hashing(work);
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password, options));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return bounded(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** Verified against when the user does not exist, so both answers take about the same time. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hash('not-a-real-password-used-for-timing-only', options);
  return dummyHash;
}
