import { z } from 'zod';

export const ROLE_ADMIN = 'ROLE_ADMIN';
/** Staff who edit the site (content, artists, packages, applications, inquiries) but manage no accounts and reset no statistics (decision 083). */
export const ROLE_EDITOR = 'ROLE_EDITOR';
/** The roles that may enter the admin area. */
export const STAFF_ROLES = [ROLE_ADMIN, ROLE_EDITOR] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** POST /api/loginProc, form-encoded. */
export const loginRequestSchema = z.object({
  username: z.string().min(1).max(100),
  password: z.string().min(1).max(200),
});

/**
 * The answer of POST /api/loginProc: the token, as SPEC.md describes it; or, for an account with two-factor sign-in
 * (decision 084), a challenge for the second step (`code`), or for one that must set it up first (`enrol`).
 */
export const loginResponseSchema = z.union([
  z.object({ accessToken: z.string() }),
  z.object({ twoFactor: z.enum(['code', 'enrol']), challenge: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Claims the client reads from the token. */
export const tokenClaimsSchema = z.object({
  username: z.string(),
  role: z.string(),
  exp: z.number().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
