import { createHash, randomInt, randomUUID } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_CHALLENGE_ENDED,
  TWO_FACTOR_NOT_PENDING,
  TWO_FACTOR_PENDING_MINUTES,
  TWO_FACTOR_REQUIRED,
  type TwoFactorSetup,
} from '@agency/contract/two-factor';
import { jwtVerify, SignJWT } from 'jose';
import { generate as generateTotp, generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import { accountKind } from '../accounts/account-audit';
import type { Actor } from '../audit/audit-kind';
import type { AuditLog } from '../audit/audit-log';
import { readRequireTwoFactor } from './two-factor-requirement';
import * as twoFactorRepo from './two-factor-repository';
import { findUserByUsername, type UserRow } from './users-repository';

export type { UserRow } from './users-repository';
export type ChallengeKind = 'code' | 'enrol';
/** A challenge that holds: the account, and the challenge's id and end (it is marked used by that id). */
export interface OpenChallenge {
  user: UserRow;
  id: string;
  expiresAt: string;
}

/** How long the second step may wait after the password. */
const CHALLENGE_SECONDS = 5 * 60;
/** A code of the step before or after is accepted too (clocks of phones drift). */
const EPOCH_TOLERANCE_SECONDS = 30;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const hashCode = (code: string) => createHash('sha256').update(code.toLowerCase()).digest('hex');
const newRecoveryCode = () => {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${part()}-${part()}`;
};

/** Deletes the account's recovery codes and makes new ones (answered once, stored hashed). */
async function replaceRecoveryCodes(trx: DbOrTx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await twoFactorRepo.replaceRecoveryCodeHashes(trx, userId, codes.map(hashCode));
  return codes;
}

/** The account as the history names who changed it. */
const actorOf = (user: UserRow): Actor => ({ username: user.username, role: user.role });

/**
 * Two-factor sign-in with TOTP (decision 084): set up with a QR code and a first code, recovery codes, codes
 * accepted once, the site-wide requirement, and the short-lived challenge between the password and the code.
 */
export function createTwoFactorService(deps: { db: Db; clock: Clock; box: SecretBox; challengeKey: Buffer; issuer: string; audit: AuditLog }) {
  const { db, clock, box, audit } = deps;
  const epoch = () => Math.floor(clock.now().getTime() / 1000);

  /** The time step a code matches for this secret (after `afterStep`), or null. */
  async function matchingStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null;
    const result = await verifyTotp({
      secret,
      token: code,
      epoch: epoch(),
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    if (!result.valid) return null;
    return 'timeStep' in result ? result.timeStep : Math.floor(epoch() / 30) + result.delta;
  }

  const { clearTwoFactor: clear, nextTokenVersion } = twoFactorRepo;

  /**
   * Marks a challenge used; false when it already was (by a request that came first, even at the same moment: on
   * PostgreSQL the second insert of the key waits for the first transaction and then finds the row). Challenges past
   * their end are forgotten on the way: they are refused by their signature's time anyway.
   */
  function claimChallenge(trx: DbOrTx, challenge: OpenChallenge): Promise<boolean> {
    return twoFactorRepo.claimChallengeId(trx, challenge, clock.now().toISOString());
  }

  const service = {
    required: (dbOrTx: DbOrTx = db): Promise<boolean> => readRequireTwoFactor(dbOrTx),

    /** The challenge between the password and the second step: who, which token version, what comes next; used once. */
    challengeFor(user: UserRow, kind: ChallengeKind): Promise<string> {
      return new SignJWT({ ver: user.token_version, kind })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.username)
        .setJti(randomUUID())
        .setIssuedAt(epoch())
        .setExpirationTime(epoch() + CHALLENGE_SECONDS)
        .sign(deps.challengeKey);
    },

    /**
     * The account a challenge was given to, while it holds: 401 when expired, forged, used before, the account changed
     * since, or, for setting up at sign-in, the account has two-factor sign-in on by now (decision 092).
     */
    async readChallenge(challenge: string, kind: ChallengeKind): Promise<OpenChallenge> {
      let subject: string | undefined;
      let version: unknown;
      let id: string | undefined;
      let exp: number | undefined;
      try {
        const { payload } = await jwtVerify(challenge, deps.challengeKey, { algorithms: ['HS256'], currentDate: clock.now() });
        if (payload.kind !== kind) throw new Error('another kind of challenge');
        ({ sub: subject, ver: version, jti: id, exp } = payload);
      } catch {
        throw new UnauthorizedError(TWO_FACTOR_CHALLENGE_ENDED);
      }
      // Challenges from before decision 092 carry no id: they cannot be marked used, so they are not accepted.
      if (subject === undefined || id === undefined || exp === undefined) throw new UnauthorizedError(TWO_FACTOR_CHALLENGE_ENDED);
      const user = await findUserByUsername(db, subject);
      if (!user || user.token_version !== version || user.disabled_at !== null) throw new UnauthorizedError(TWO_FACTOR_CHALLENGE_ENDED);
      if (kind === 'enrol' && user.totp_enabled_at !== null) throw new UnauthorizedError(TWO_FACTOR_CHALLENGE_ENDED);
      if (await twoFactorRepo.isChallengeUsed(db, id)) throw new UnauthorizedError(TWO_FACTOR_CHALLENGE_ENDED);
      return { user, id, expiresAt: new Date(exp * 1000).toISOString() };
    },

    /** Marks a sign-in challenge used after its code was accepted; 401 when another request used it first. */
    async useChallenge(challenge: OpenChallenge): Promise<void> {
      if (!(await claimChallenge(db, challenge))) throw new UnauthorizedError(TWO_FACTOR_CHALLENGE_ENDED);
    },

    /**
     * A new secret to scan (kept pending, encrypted, until a first code confirms it within TWO_FACTOR_PENDING_MINUTES).
     * Callers prove who is asking first: the password at sign-in, or a re-authentication on 내 계정 (decision 092).
     */
    async setup(user: UserRow): Promise<TwoFactorSetup> {
      const secret = generateSecret();
      await twoFactorRepo.storePendingSecret(db, user.id, box.seal(secret), clock.now().toISOString());
      const otpauthUrl = generateURI({ issuer: deps.issuer, label: user.username, secret });
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauthUrl, qrSvg };
    },

    /**
     * Turns two-factor sign-in on (or replaces it) with the app's first code of the pending secret: answers the
     * recovery codes (shown once) and the account's new token version (its other sessions end), or null for a wrong
     * code. A pending secret older than TWO_FACTOR_PENDING_MINUTES is made again. The pending secret is taken by a
     * conditional update and a challenge (setting up at sign-in) is marked used in the same transaction, so of two
     * requests at once one wins.
     */
    async confirm(user: UserRow, code: string, challenge?: OpenChallenge): Promise<{ recoveryCodes: string[]; version: number } | null> {
      const fresh = (await twoFactorRepo.findUserById(db, user.id))!;
      const pendingSince = fresh.totp_pending_at === null ? Number.NaN : Date.parse(fresh.totp_pending_at);
      const pending = fresh.totp_pending_secret;
      if (!pending || !(clock.now().getTime() - pendingSince <= TWO_FACTOR_PENDING_MINUTES * 60_000)) throw new BadRequestError(TWO_FACTOR_NOT_PENDING);
      const step = await matchingStep(box.open(pending), code, null);
      if (step === null) return null;
      return inTransaction(db, async (trx) => {
        if (challenge && !(await claimChallenge(trx, challenge))) throw new UnauthorizedError(TWO_FACTOR_CHALLENGE_ENDED);
        const change = await audit.begin(trx, accountKind, String(user.id));
        if (!(await twoFactorRepo.takePendingSecret(trx, user.id, pending, clock.now().toISOString(), step))) throw new BadRequestError(TWO_FACTOR_NOT_PENDING);
        const version = (await nextTokenVersion(trx, user.id))!;
        const recoveryCodes = await replaceRecoveryCodes(trx, user.id);
        await change.record(actorOf(user), 'account.two-factor-on', { irreversible: true });
        return { recoveryCodes, version };
      });
    },

    /**
     * Whether a code signs the account in: a TOTP code of now not used before (the step is claimed by a conditional
     * update, so two requests with one code cannot both pass), or an unused recovery code (used up by it).
     */
    async check(user: UserRow, code: string): Promise<boolean> {
      if (!user.totp_secret) return false;
      const last = user.totp_last_step === null ? null : Number(user.totp_last_step);
      const step = await matchingStep(box.open(user.totp_secret), code, last);
      if (step !== null) return twoFactorRepo.claimTotpStep(db, user.id, step);
      if (!/^[a-z0-9]{5}-[a-z0-9]{5}$/i.test(code)) return false;
      return twoFactorRepo.useRecoveryCode(db, user.id, hashCode(code), clock.now().toISOString());
    },

    recoveryCodesLeft: (userId: number): Promise<number> => twoFactorRepo.countRecoveryCodesLeft(db, userId),

    /** Refuses turning it off while the site requires it (409). */
    async assertMayDisable(): Promise<void> {
      if (await service.required()) throw new ConflictError(TWO_FACTOR_REQUIRED);
    },

    /** Turns it off for the own account (not while the site requires it); its other sessions end: the new version. */
    async disable(user: UserRow): Promise<number> {
      await service.assertMayDisable();
      return inTransaction(db, async (trx) => {
        const change = await audit.begin(trx, accountKind, String(user.id));
        await clear(trx, user.id);
        const version = (await nextTokenVersion(trx, user.id))!;
        await change.record(actorOf(user), 'account.two-factor-off', { irreversible: true });
        return version;
      });
    },

    /** An admin turns it off for someone who lost their phone and codes; their sessions end. */
    async reset(userId: number, actor: Actor): Promise<void> {
      await inTransaction(db, async (trx) => {
        const change = await audit.begin(trx, accountKind, String(userId));
        await clear(trx, userId);
        await nextTokenVersion(trx, userId);
        await change.record(actor, 'account.two-factor-reset', { irreversible: true });
      });
    },

    /** A code of now for a secret (tests drive the sign-in as an authenticator app would). */
    codeNow: (secret: string) => generateTotp({ secret, epoch: epoch() }),
  };
  return service;
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
