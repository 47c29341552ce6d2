import { ROLE_ADMIN } from '@agency/contract/auth';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../../errors';
import type { LoginReservation, LoginThrottle } from './login-throttle';
import { assertHashingCapacity, getDummyHash, hashPassword, verifyPassword } from './password';
import type { TokenClaims, TokenService } from '../../lib/tokens';
import { countUsers, findUserByUsername, recordSignIn, upsertUser } from './users-repository';
import { ACCOUNT_DISABLED, ACCOUNT_NOT_FOUND, WRONG_CURRENT_PASSWORD } from '@agency/contract/accounts';
import type { LoginResponse } from '@agency/contract/auth';
import { loginRefusalText } from '@agency/contract/login-refusal';
import { REAUTH_MISSING, REAUTH_TOO_MANY, TWO_FACTOR_CODE_INVALID, type Reauth, type TwoFactorSetup } from '@agency/contract/two-factor';
import type { TwoFactorService, UserRow } from './two-factor-service';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const SESSION_ENDED = '로그인이 만료되었습니다. 다시 로그인해 주세요.';

export function createAuthService(deps: { db: Db; clock: Clock; tokens: TokenService; throttle: LoginThrottle; twoFactor: TwoFactorService }) {
  const { db, clock, tokens, throttle, twoFactor } = deps;

  /** The end of every sign-in: the sign-in recorded, the token issued (of `version` when the sign-in moved it on). */
  async function signedIn(user: UserRow, ip: string, userAgent: string, version = user.token_version): Promise<string> {
    await recordSignIn(db, user.id, { at: clock.now().toISOString(), ip, userAgent });
    return tokens.sign({ username: user.username, role: user.role, version });
  }

  /** The signed-in account's row. */
  async function account(username: string): Promise<UserRow> {
    const user = await findUserByUsername(db, username);
    if (!user) throw new NotFoundError(ACCOUNT_NOT_FOUND);
    return user;
  }

  /**
   * Proves that whoever holds the session is the account's owner before its sign-in factors change (decision 092):
   * the current password, or while two-factor sign-in is on a current code (the app's, used up like at sign-in, or a
   * recovery code). A wrong proof answers 400 (a 401/403 would end the admin's session) and is throttled like a
   * password at sign-in, per address and account; a right one gives the reservation back.
   */
  async function reauthenticate(user: UserRow, proof: Reauth, ip: string): Promise<void> {
    const password = proof.currentPassword ?? '';
    const code = (proof.currentCode ?? '').trim();
    if (password === '' && (code === '' || user.totp_enabled_at === null)) throw new BadRequestError(REAUTH_MISSING);
    if (password !== '') assertHashingCapacity();
    const attempt = await throttle.reserve(ip, user.username, REAUTH_TOO_MANY);
    if (password !== '') {
      let ok: boolean;
      try {
        ok = await verifyPassword(user.password_hash, password);
      } catch (error) {
        await attempt.notChecked();
        throw error;
      }
      if (!ok) throw new BadRequestError(WRONG_CURRENT_PASSWORD);
    } else if (!(await twoFactor.check(user, code))) {
      throw new BadRequestError(TWO_FACTOR_CODE_INVALID);
    }
    await attempt.succeeded();
  }

  /** A first code's check: counted as a failure when wrong, given back when it could not be checked (no QR code). */
  async function confirmChecked<T>(attempt: LoginReservation, confirm: () => Promise<T>): Promise<T> {
    try {
      return await confirm();
    } catch (error) {
      await attempt.notChecked();
      throw error;
    }
  }

  /** A token for the session that changed the account's factors (the others ended with the new version). */
  const renewed = (user: UserRow, version: number) => tokens.sign({ username: user.username, role: user.role, version });

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
      // Said only to someone who knows the password; the reason gives the login screen its second line (decision 104).
      if (user.disabled_at !== null) {
        await attempt.succeeded();
        throw new UnauthorizedError(ACCOUNT_DISABLED, { reason: 'disabled', reasonText: loginRefusalText('disabled') });
      }
      const next = user.totp_enabled_at !== null ? 'code' : (await twoFactor.required()) ? 'enrol' : null;
      if (next) {
        await attempt.notChecked();
        return { twoFactor: next, challenge: await twoFactor.challengeFor(user, next) };
      }
      await attempt.succeeded();
      return { accessToken: await signedIn(user, ip, userAgent) };
    },

    /** The second step: a code from the app or a recovery code, throttled like the password; the challenge works once. */
    async loginWithCode(challenge: string, code: string, ip: string, userAgent = ''): Promise<string> {
      const open = await twoFactor.readChallenge(challenge, 'code');
      const attempt = await throttle.reserve(ip, open.user.username);
      if (!(await twoFactor.check(open.user, code))) throw new UnauthorizedError(TWO_FACTOR_CODE_INVALID);
      await attempt.succeeded();
      await twoFactor.useChallenge(open);
      return signedIn(open.user, ip, userAgent);
    },

    /** The QR code for an account that must set up two-factor sign-in before it may sign in (not once it has it). */
    async setupAtLogin(challenge: string) {
      return twoFactor.setup((await twoFactor.readChallenge(challenge, 'enrol')).user);
    },

    /** Setting it up at sign-in with the app's first code: the token and the recovery codes; the challenge works once. */
    async enrolAtLogin(challenge: string, code: string, ip: string, userAgent = ''): Promise<{ accessToken: string; recoveryCodes: string[] }> {
      const open = await twoFactor.readChallenge(challenge, 'enrol');
      const attempt = await throttle.reserve(ip, open.user.username);
      const done = await confirmChecked(attempt, () => twoFactor.confirm(open.user, code, open));
      if (!done) throw new UnauthorizedError(TWO_FACTOR_CODE_INVALID);
      await attempt.succeeded();
      return { accessToken: await signedIn(open.user, ip, userAgent, done.version), recoveryCodes: done.recoveryCodes };
    },

    /** 내 계정: a QR code to set up (or replace) two-factor sign-in, after a re-authentication (decision 092). */
    async setupMine(username: string, proof: Reauth, ip: string): Promise<TwoFactorSetup> {
      const user = await account(username);
      await reauthenticate(user, proof, ip);
      return twoFactor.setup(user);
    },

    /**
     * 내 계정: turns it on (or replaces it) with the first code of the QR code made after the re-authentication, minutes
     * ago; wrong codes are throttled. The account's other sessions end; this one goes on with the answered token.
     */
    async confirmMine(username: string, code: string, ip: string): Promise<{ accessToken: string; recoveryCodes: string[] }> {
      const user = await account(username);
      const attempt = await throttle.reserve(ip, user.username, REAUTH_TOO_MANY);
      const done = await confirmChecked(attempt, () => twoFactor.confirm(user, code));
      if (!done) throw new BadRequestError(TWO_FACTOR_CODE_INVALID);
      await attempt.succeeded();
      return { accessToken: await renewed(user, done.version), recoveryCodes: done.recoveryCodes };
    },

    /** 내 계정: turns it off after a re-authentication; the other sessions end, this one goes on with the answered token. */
    async disableMine(username: string, proof: Reauth, ip: string): Promise<{ accessToken: string }> {
      const user = await account(username);
      await twoFactor.assertMayDisable();
      await reauthenticate(user, proof, ip);
      return { accessToken: await renewed(user, await twoFactor.disable(user)) };
    },

    /** 내 계정: the current password before a new one, throttled like sign-in (a stolen session cannot guess it). */
    async checkCurrentPassword(username: string, currentPassword: string, ip: string): Promise<void> {
      await reauthenticate(await account(username), { currentPassword }, ip);
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
