import { ROLE_ADMIN } from '@agency/contract/auth';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { UnauthorizedError } from '../../errors';
import type { LoginThrottle } from './login-throttle';
import { getDummyHash, hashPassword, verifyPassword } from './password';
import type { TokenService } from './tokens';
import { countUsers, findUserByUsername, upsertUser } from './users-repository';

export const INVALID_CREDENTIALS = 'Invalid username or password';

export function createAuthService(deps: { db: Db; tokens: TokenService; throttle: LoginThrottle }) {
  const { db, tokens, throttle } = deps;
  return {
    async login(username: string, password: string, ip: string): Promise<string> {
      await throttle.assertAllowed(ip, username);
      const user = await findUserByUsername(db, username);
      const ok = await verifyPassword(user?.password_hash ?? (await getDummyHash()), password);
      if (!user || !ok) {
        await throttle.recordFailure(ip, username);
        throw new UnauthorizedError(INVALID_CREDENTIALS);
      }
      return tokens.sign({ username: user.username, role: user.role });
    },
  };
}

/** Creates or resets an admin; used at start (ADMIN_USERNAME/ADMIN_PASSWORD) and by `npm run admin`. */
export async function setAdminPassword(db: Db, clock: Clock, username: string, password: string) {
  const passwordHash = await hashPassword(password);
  return upsertUser(db, { username, passwordHash, role: ROLE_ADMIN, now: clock.now().toISOString() });
}

export { countUsers };
