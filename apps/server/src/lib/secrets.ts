import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The JWT secret: JWT_SECRET when set (required when several instances share one database),
 * else generated once and kept in DATA_DIR, readable by the owner only.
 */
export function loadJwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, 'jwt-secret');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(48).toString('base64url');
    try {
      fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process wrote it first.
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}

/** A key for signing local upload URLs, derived so that it changes with the JWT secret. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return crypto.createHmac('sha256', secret).update(purpose).digest();
}
