import { z } from 'zod';

export const TWO_FACTOR_CODE_INVALID = '인증 코드가 맞지 않습니다. / The code is not valid.';
export const TWO_FACTOR_CHALLENGE_ENDED = '로그인 시간이 지났습니다. 처음부터 다시 로그인하세요. / The sign-in has timed out; please start again.';
export const TWO_FACTOR_REQUIRED = '이 사이트는 모든 계정에 2단계 인증을 요구합니다. / Two-factor sign-in is required on this site.';
export const TWO_FACTOR_NOT_PENDING = '먼저 QR 코드를 만들어 주세요.';
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

/** A new secret to scan: the otpauth address, its QR code (SVG) and the secret to type instead. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Confirming a setup with the app's first code: the recovery codes, shown once. */
export const twoFactorConfirmSchema = z.object({ code: codeSchema }).strict();
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
/** POST /api/loginProc/two-factor/enrol: the token, and the recovery codes shown once. */
export const twoFactorEnrolResponseSchema = z.object({ accessToken: z.string(), recoveryCodes: z.array(z.string()) });

/** GET and PUT /api/admin/security: the site-wide sign-in rules. */
export const securitySettingsSchema = z.object({ requireTwoFactor: z.boolean() }).strict();
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
