import { z } from 'zod';
import { STAFF_ROLES } from './auth';

export const ACCOUNT_NOT_FOUND = '계정을 찾을 수 없습니다.';
export const USERNAME_TAKEN = '이미 사용 중인 아이디입니다.';
export const USERNAME_INVALID = '아이디는 영문 소문자, 숫자, 점(.), 밑줄(_), 하이픈(-)으로 3~40자입니다.';
export const ACCOUNT_NAME_REQUIRED = '이름을 입력하세요.';
export const CANNOT_CHANGE_OWN_ACCESS = '자기 계정은 비활성화하거나 권한을 낮출 수 없습니다.';
export const LAST_ADMIN = '활성 관리자 계정이 하나는 있어야 합니다.';
export const WRONG_CURRENT_PASSWORD = '현재 비밀번호가 맞지 않습니다.';
export const ACCOUNT_DISABLED = '비활성화된 계정입니다. 관리자에게 문의하세요.';
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_TOO_SHORT = `새 비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상이어야 합니다.`;

export const staffRoleSchema = z.enum(STAFF_ROLES);
const nameSchema = z.string({ error: ACCOUNT_NAME_REQUIRED }).trim().min(1, ACCOUNT_NAME_REQUIRED).max(60);

/** GET /api/admin/accounts: every staff account. */
export const accountSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  /** Signs in with a code from an authenticator app too (decision 084). */
  twoFactor: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** POST /api/admin/accounts: a new account; its first password is generated and answered once. */
export const createAccountSchema = z
  .object({
    username: z.string({ error: USERNAME_INVALID }).trim().toLowerCase().regex(/^[a-z0-9][a-z0-9._-]{2,39}$/, USERNAME_INVALID),
    name: nameSchema,
    role: staffRoleSchema,
  })
  .strict();
export type CreateAccountRequest = z.input<typeof createAccountSchema>;

/** PUT /api/admin/accounts/{id}: rename, change the role, disable or enable again (what is sent changes). */
export const updateAccountSchema = z
  .object({ name: nameSchema.optional(), role: staffRoleSchema.optional(), disabled: z.boolean().optional() })
  .strict()
  .refine((body) => Object.keys(body).length > 0, '바꿀 내용이 없습니다.');

/** The answer of creating an account and of resetting its password: the password, shown this once. */
export const accountWithPasswordSchema = z.object({ account: accountSchema, password: z.string() });

export const accountIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /api/admin/me: the signed-in account and its latest sign-ins. */
export const myAccountSchema = z.object({
  username: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  twoFactorEnabled: z.boolean(),
  /** The site requires two-factor sign-in of every account (then it cannot be turned off). */
  twoFactorRequired: z.boolean(),
  recoveryCodesLeft: z.number(),
  signIns: z.array(z.object({ at: z.string(), ip: z.string(), userAgent: z.string() })),
});
export type MyAccount = z.infer<typeof myAccountSchema>;

/** PUT /api/admin/me/password: the current password and a new one (ends the account's other sessions). */
export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1).max(200), newPassword: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(200) })
  .strict();
