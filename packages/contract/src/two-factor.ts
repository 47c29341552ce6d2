import { z } from 'zod';

export const TWO_FACTOR_CODE_INVALID = '인증 코드가 맞지 않습니다. / The code is not valid.';
export const TWO_FACTOR_CHALLENGE_ENDED = '로그인 시간이 지났습니다. 처음부터 다시 로그인하세요. / The sign-in has timed out; please start again.';
export const TWO_FACTOR_REQUIRED = '이 사이트는 모든 계정에 2단계 인증을 요구합니다. / Two-factor sign-in is required on this site.';
export const TWO_FACTOR_NOT_PENDING = '먼저 QR 코드를 만들어 주세요.';
/** Setting up, replacing or turning off the own two-factor sign-in asks who is at the keyboard (decision 092). */
export const REAUTH_MISSING = '본인 확인을 위해 현재 비밀번호를 입력하세요.';
export const REAUTH_TOO_MANY = '잘못 입력한 횟수가 많습니다. 잠시 후 다시 시도하세요.';
/** A QR code made for setting up is confirmed within this time, or made again (it was made after a re-authentication). */
export const TWO_FACTOR_PENDING_MINUTES = 10;
/** Recovery codes given at enrolment, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** A code from the authenticator app (6 digits) or a recovery code (xxxxx-xxxxx). */
const codeSchema = z
  .string()
  .trim()
  .max(20)
  .transform((code) => code.replace(/\s+/g, ''));

/** POST /api/loginProc/two-factor: the second step. */
export const twoFactorLoginSchema = z.object({ challenge: z.string().min(1).max(2000), code: codeSchema }).strict();
/** POST /api/loginProc/two-factor/setup: a QR code for an account that must set up two-factor sign-in to sign in. */
export const twoFactorChallengeSchema = z.object({ challenge: z.string().min(1).max(2000) }).strict();

/**
 * The proof that changing the own sign-in factors asks for (decision 092): the current password, or, while two-factor
 * sign-in is on, a code of the current app (or a recovery code). A wrong one answers 400, never 401/403 (those end
 * the admin's session), and counts as a failed sign-in for the login throttle.
 */
export const reauthSchema = z
  .object({ currentPassword: z.string().max(200).optional(), currentCode: codeSchema.optional() })
  .strict()
  .refine((body) => (body.currentPassword ?? '') !== '' || (body.currentCode ?? '') !== '', REAUTH_MISSING);
export type Reauth = z.input<typeof reauthSchema>;

/** A new secret to scan: the otpauth address, its QR code (SVG) and the secret to type instead. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Confirming a setup with the app's first code. */
export const twoFactorConfirmSchema = z.object({ code: codeSchema }).strict();
/**
 * POST /api/loginProc/two-factor/enrol and /api/admin/me/two-factor/confirm: the recovery codes, shown once, and a
 * token for this session (the account's other sessions end with the change).
 */
export const twoFactorEnrolResponseSchema = z.object({ accessToken: z.string(), recoveryCodes: z.array(z.string()) });
/** POST /api/admin/me/two-factor/disable: a token for this session (the others end). */
export const sessionRenewedSchema = z.object({ accessToken: z.string() });

/** GET and PUT /api/admin/security: the site-wide sign-in rules. */
export const securitySettingsSchema = z.object({ requireTwoFactor: z.boolean() }).strict();
