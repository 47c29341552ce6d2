import { createHash, randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_CHALLENGE_ENDED,
  TWO_FACTOR_NOT_PENDING,
  TWO_FACTOR_REQUIRED,
  type TwoFactorSetup,
} from '@agency/contract/two-factor';
import { jwtVerify, SignJWT } from 'jose';
import type { Selectable } from 'kysely';
import { generate as generateTotp, generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import type { Db, DbOrTx } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import { accountKind } from '../accounts/account-audit';
import type { Actor } from '../audit/audit-kind';
import type { AuditLog } from '../audit/audit-log';
import { readRequireTwoFactor } from './two-factor-requirement';
import { findUserByUsername } from './users-repository';

export type UserRow = Selectable<UsersTable>;
export type ChallengeKind = 'code' | 'enrol';

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
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashCode(code), used_at: null })))
    .execute();
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

  async function clear(trx: DbOrTx, userId: number): Promise<void> {
    await trx
      .updateTable('users')
      .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  }

  const service = {
    required: (dbOrTx: DbOrTx = db): Promise<boolean> => readRequireTwoFactor(dbOrTx),

    /** The challenge between the password and the second step: who, which token version, what comes next. */
    challengeFor(user: UserRow, kind: ChallengeKind): Promise<string> {
      return new SignJWT({ ver: user.token_version, kind })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.username)
        .setIssuedAt(epoch())
        .setExpirationTime(epoch() + CHALLENGE_SECONDS)
        .sign(deps.challengeKey);
    },

    /** The account a challenge was given to, while it holds (401 when expired, forged or the account changed). */
    async readChallenge(challenge: string, kind: ChallengeKind): Promise<UserRow> {
      let subject: string | undefined;
      let version: unknown;
      try {
        const { payload } = await jwtVerify(challenge, deps.challengeKey, { algorithms: ['HS256'], currentDate: clock.now() });
        if (payload.kind !== kind) throw new Error('another kind of challenge');
        subject = payload.sub;
        version = payload.ver;
      } catch {
        throw new UnauthorizedError(TWO_FACTOR_CHALLENGE_ENDED);
      }
      const user = subject === undefined ? undefined : await findUserByUsername(db, subject);
      if (!user || user.token_version !== version || user.disabled_at !== null) throw new UnauthorizedError(TWO_FACTOR_CHALLENGE_ENDED);
      return user;
    },

    /** A new secret to scan (kept pending, encrypted, until a first code confirms it). */
    async setup(user: UserRow): Promise<TwoFactorSetup> {
      const secret = generateSecret();
      await db.updateTable('users').set({ totp_pending_secret: box.seal(secret) }).where('id', '=', user.id).execute();
      const otpauthUrl = generateURI({ issuer: deps.issuer, label: user.username, secret });
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauthUrl, qrSvg };
    },

    /** Turns two-factor sign-in on with the app's first code; answers the recovery codes (shown once). */
    async confirm(user: UserRow, code: string): Promise<string[] | null> {
      const fresh = (await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst())!;
      if (!fresh.totp_pending_secret) throw new BadRequestError(TWO_FACTOR_NOT_PENDING);
      const secret = box.open(fresh.totp_pending_secret);
      const step = await matchingStep(secret, code, null);
      if (step === null) return null;
      return inTransaction(db, async (trx) => {
        const change = await audit.begin(trx, accountKind, String(user.id));
        await trx
          .updateTable('users')
          .set({ totp_secret: fresh.totp_pending_secret, totp_pending_secret: null, totp_enabled_at: clock.now().toISOString(), totp_last_step: step })
          .where('id', '=', user.id)
          .execute();
        const codes = await replaceRecoveryCodes(trx, user.id);
        await change.record(actorOf(user), 'account.two-factor-on', { irreversible: true });
        return codes;
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
      if (step !== null) {
        const claimed = await db
          .updateTable('users')
          .set({ totp_last_step: step })
          .where('id', '=', user.id)
          .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
          .executeTakeFirst();
        return Number(claimed.numUpdatedRows) === 1;
      }
      if (!/^[a-z0-9]{5}-[a-z0-9]{5}$/i.test(code)) return false;
      const used = await db
        .updateTable('recovery_codes')
        .set({ used_at: clock.now().toISOString() })
        .where('user_id', '=', user.id)
        .where('code_hash', '=', hashCode(code))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const row = await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Turns it off for the own account (not while the site requires it). */
    async disable(user: UserRow): Promise<void> {
      if (await service.required()) throw new ConflictError(TWO_FACTOR_REQUIRED);
      await inTransaction(db, async (trx) => {
        const change = await audit.begin(trx, accountKind, String(user.id));
        await clear(trx, user.id);
        await change.record(actorOf(user), 'account.two-factor-off', { irreversible: true });
      });
    },

    /** An admin turns it off for someone who lost their phone and codes; their sessions end. */
    async reset(userId: number, actor: Actor): Promise<void> {
      await inTransaction(db, async (trx) => {
        const change = await audit.begin(trx, accountKind, String(userId));
        await clear(trx, userId);
        await trx.updateTable('users').set((eb) => ({ token_version: eb('token_version', '+', 1) })).where('id', '=', userId).execute();
        await change.record(actor, 'account.two-factor-reset', { irreversible: true });
      });
    },

    /** A code of now for a secret (tests drive the sign-in as an authenticator app would). */
    codeNow: (secret: string) => generateTotp({ secret, epoch: epoch() }),
  };
  return service;
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
