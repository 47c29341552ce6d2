import crypto from 'node:crypto';

/**
 * Encrypts small secrets kept in the database (TOTP secrets) with AES-256-GCM under a key derived from the server's
 * secret, so a copy of the database alone does not give away anyone's second factor.
 */
export function createSecretBox(key: Buffer) {
  return {
    seal(plain: string): string {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed: string): string {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
