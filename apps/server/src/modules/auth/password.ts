import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { ServiceUnavailableError } from '../../errors';

// Argon2id (algorithm 2) with OWASP's minimum: 19 MiB memory, 2 iterations.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run on libuv's thread pool (4 threads), the same one that reads media and asset files, and each
 * keeps a core busy. One core always stays for serving: one hash at a time on two cores, two on more; a few
 * more wait, and beyond that a login answers 503 (docs/decisions/069).
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(2, os.availableParallelism() - 1));
export const MAX_WAITING_HASHES = 8;
export const HASHING_BUSY = '로그인 요청이 많아 서버가 바쁩니다. 잠시 후 다시 시도하세요.';
const hashing = pLimit(MAX_CONCURRENT_HASHES);

/**
 * Answers 503 at once when no hash could start or wait now: a login flood is then turned away before it
 * costs a throttle write in the database (each one blocks the event loop for a moment on SQLite).
 */
export function assertHashingCapacity(): void {
  if (hashing.pendingCount >= MAX_WAITING_HASHES) throw new ServiceUnavailableError(HASHING_BUSY, 1);
}

function bounded<T>(work: () => Promise<T>): Promise<T> {
  try {
    assertHashingCapacity();
  } catch (error) {
    return Promise.reject(error);
  }
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
