import { ROLE_ADMIN } from '@agency/contract/auth';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { UnauthorizedError } from '../../errors';
import type { LoginThrottle } from './login-throttle';
import { assertHashingCapacity, getDummyHash, hashPassword, verifyPassword } from './password';
import type { TokenClaims, TokenService } from '../../lib/tokens';
import { countUsers, findUserByUsername, recordSignIn, upsertUser } from './users-repository';
import { ACCOUNT_DISABLED } from '@agency/contract/accounts';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const SESSION_ENDED = '로그인이 만료되었습니다. 다시 로그인해 주세요.';

export function createAuthService(deps: { db: Db; clock: Clock; tokens: TokenService; throttle: LoginThrottle }) {
  const { db, clock, tokens, throttle } = deps;
  return {
    async login(username: string, password: string, ip: string, userAgent = ''): Promise<string> {
      assertHashingCapacity();
      const attempt = await throttle.reserve(ip, username);
      const user = await findUserByUsername(db, username);
      let ok: boolean;
      try {
        ok = await verifyPassword(user?.password_hash ?? (await getDummyHash()), password);
      } catch (error) {
        await attempt.notChecked();
        throw error;
      }
      if (!user || !ok) throw new UnauthorizedError(INVALID_CREDENTIALS);
      await attempt.succeeded();
      // Said only to someone who knows the password.
      if (user.disabled_at !== null) throw new UnauthorizedError(ACCOUNT_DISABLED);
      await recordSignIn(db, user.id, { at: clock.now().toISOString(), ip, userAgent });
      return tokens.sign({ username: user.username, role: user.role, version: user.token_version });
    },

    /**
     * The claims of a token that holds now: signed by us and not expired (lib/tokens.ts), of a user who still
     * exists and whose password has not changed since it was issued; the role is the user's current one.
     */
    async authenticate(token: string): Promise<TokenClaims> {
      const claims = await tokens.verify(token);
      const user = await findUserByUsername(db, claims.username);
      if (!user || user.token_version !== claims.version || user.disabled_at !== null) throw new UnauthorizedError(SESSION_ENDED);
      return { username: user.username, role: user.role, version: user.token_version };
    },
  };
}

/** Creates or resets an admin; used at start (ADMIN_USERNAME/ADMIN_PASSWORD) and by `npm run admin`. */
export async function setAdminPassword(db: Db, clock: Clock, username: string, password: string) {
  const passwordHash = await hashPassword(password);
  return upsertUser(db, { username, passwordHash, role: ROLE_ADMIN, now: clock.now().toISOString() });
}

export { countUsers };
