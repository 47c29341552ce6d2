import crypto from 'node:crypto';
import { ROLE_ADMIN } from '@agency/contract/auth';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { countUsers, setAdminPassword } from './auth-service';
import { verifyPassword } from './password';
import { findUserByUsername } from './users-repository';

/**
 * ADMIN_USERNAME/ADMIN_PASSWORD create or reset that admin. An enabled admin whose password already is the given one is
 * left alone: a restart (every instance of a rolling deploy) does not end its sessions (decision 095). With neither set
 * and no user in the database, an `admin` with a random password is created; the password is returned to be printed once.
 */
export async function bootstrapAdmin(
  db: Db,
  clock: Clock,
  admin: { username?: string; password?: string },
): Promise<{ username: string; generatedPassword?: string; action: 'created' | 'updated' | 'none' }> {
  if (admin.username && admin.password) {
    const existing = await findUserByUsername(db, admin.username);
    const unchanged = existing?.role === ROLE_ADMIN && existing.disabled_at === null && (await verifyPassword(existing.password_hash, admin.password));
    if (unchanged) return { username: admin.username, action: 'none' };
    const action = await setAdminPassword(db, clock, admin.username, admin.password);
    return { username: admin.username, action };
  }
  if ((await countUsers(db)) > 0) return { username: '', action: 'none' };
  const generatedPassword = crypto.randomBytes(12).toString('base64url');
  await setAdminPassword(db, clock, 'admin', generatedPassword);
  return { username: 'admin', generatedPassword, action: 'created' };
}
