import path from 'node:path';
import { BadRequestError } from '../errors';

/** Relative keys of plain segments (letters, digits, `.`, `_`, `-`; no segment starts with a dot). */
const SAFE_KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}\/){0,15}[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/**
 * Checks a media key before any driver uses it: relative, no `..`, no dot files, no backslashes.
 * Upload paths are stricter still (MEDIA_PATH_PATTERN); seed files may use any safe key.
 */
export function assertSafeMediaKey(key: string): void {
  if (key.length > 1024 || !SAFE_KEY.test(key) || key.includes('..')) {
    throw new BadRequestError('잘못된 미디어 경로입니다.');
  }
}

/** The absolute file for a key, checked to stay inside root (after resolving). */
export function resolveInside(root: string, key: string): string {
  assertSafeMediaKey(key);
  const resolvedRoot = path.resolve(root);
  const full = path.resolve(resolvedRoot, key);
  if (!full.startsWith(resolvedRoot + path.sep)) throw new BadRequestError('잘못된 미디어 경로입니다.');
  return full;
}
