import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { countUsers, setAdminPassword } from './auth-service';

/**
 * ADMIN_USERNAME/ADMIN_PASSWORD create or reset that admin. With neither set and no user in the
 * database, an `admin` with a random password is created; the password is returned to be printed once.
 */
export async function bootstrapAdmin(
  db: Db,
  clock: Clock,
  admin: { username?: string; password?: string },
): Promise<{ username: string; generatedPassword?: string; action: 'created' | 'updated' | 'none' }> {
  if (admin.username && admin.password) {
    const action = await setAdminPassword(db, clock, admin.username, admin.password);
    return { username: admin.username, action };
  }
  if ((await countUsers(db)) > 0) return { username: '', action: 'none' };
  const generatedPassword = crypto.randomBytes(12).toString('base64url');
  await setAdminPassword(db, clock, 'admin', generatedPassword);
  return { username: 'admin', generatedPassword, action: 'created' };
}
