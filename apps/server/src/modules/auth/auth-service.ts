import { ROLE_ADMIN } from '@agency/contract/auth';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { UnauthorizedError } from '../../errors';
import type { LoginThrottle } from './login-throttle';
import { assertHashingCapacity, getDummyHash, hashPassword, verifyPassword } from './password';
import type { TokenClaims, TokenService } from '../../lib/tokens';
import { countUsers, findUserByUsername, recordSignIn, upsertUser } from './users-repository';
import { ACCOUNT_DISABLED } from '@agency/contract/accounts';
import type { LoginResponse } from '@agency/contract/auth';
import { TWO_FACTOR_CODE_INVALID } from '@agency/contract/two-factor';
import type { TwoFactorService, UserRow } from './two-factor-service';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const SESSION_ENDED = '로그인이 만료되었습니다. 다시 로그인해 주세요.';

export function createAuthService(deps: { db: Db; clock: Clock; tokens: TokenService; throttle: LoginThrottle; twoFactor: TwoFactorService }) {
  const { db, clock, tokens, throttle, twoFactor } = deps;

  /** The end of every sign-in: the sign-in recorded, the token issued. */
  async function signedIn(user: UserRow, ip: string, userAgent: string): Promise<string> {
    await recordSignIn(db, user.id, { at: clock.now().toISOString(), ip, userAgent });
    return tokens.sign({ username: user.username, role: user.role, version: user.token_version });
  }

  return {
    /**
     * The password step: the token, or for an account with two-factor sign-in (or one that must set it up first) a
     * challenge for the second step. The password's reservation then is given back without clearing the account's
     * failures: the codes are what is throttled next (decision 084).
     */
    async login(username: string, password: string, ip: string, userAgent = ''): Promise<LoginResponse> {
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
      // Said only to someone who knows the password.
      if (user.disabled_at !== null) {
        await attempt.succeeded();
        throw new UnauthorizedError(ACCOUNT_DISABLED);
      }
      const next = user.totp_enabled_at !== null ? 'code' : (await twoFactor.required()) ? 'enrol' : null;
      if (next) {
        await attempt.notChecked();
        return { twoFactor: next, challenge: await twoFactor.challengeFor(user, next) };
      }
      await attempt.succeeded();
      return { accessToken: await signedIn(user, ip, userAgent) };
    },

    /** The second step: a code from the app or a recovery code, throttled like the password. */
    async loginWithCode(challenge: string, code: string, ip: string, userAgent = ''): Promise<string> {
      const user = await twoFactor.readChallenge(challenge, 'code');
      const attempt = await throttle.reserve(ip, user.username);
      if (!(await twoFactor.check(user, code))) throw new UnauthorizedError(TWO_FACTOR_CODE_INVALID);
      await attempt.succeeded();
      return signedIn(user, ip, userAgent);
    },

    /** The QR code for an account that must set up two-factor sign-in before it may sign in. */
    async setupAtLogin(challenge: string) {
      return twoFactor.setup(await twoFactor.readChallenge(challenge, 'enrol'));
    },

    /** Setting it up at sign-in with the app's first code: the token and the recovery codes. */
    async enrolAtLogin(challenge: string, code: string, ip: string, userAgent = ''): Promise<{ accessToken: string; recoveryCodes: string[] }> {
      const user = await twoFactor.readChallenge(challenge, 'enrol');
      const attempt = await throttle.reserve(ip, user.username);
      const recoveryCodes = await twoFactor.confirm(user, code);
      if (!recoveryCodes) throw new UnauthorizedError(TWO_FACTOR_CODE_INVALID);
      await attempt.succeeded();
      return { accessToken: await signedIn(user, ip, userAgent), recoveryCodes };
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
