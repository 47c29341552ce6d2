/**
 * text, @, text, dot, text, no spaces (SPEC section 5). Same as EMAIL_PATTERN of @agency/contract/inquiries
 * (a unit test keeps them equal); importing it would pull zod (~28 kB gzip) into the public bundle.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type CastingValues = { title: string; email: string; phone: string; name: string; message: string; consent: boolean };
export type CastingProblem = 'missingFields' | 'consent' | 'email';

const REQUIRED = ['title', 'email', 'phone', 'name', 'message'] as const;

/** SPEC section 5, in this order: all five fields, then consent, then the e-mail pattern. */
export function validateCasting(values: CastingValues): CastingProblem | null {
  if (REQUIRED.some((field) => values[field].trim() === '')) return 'missingFields';
  if (!values.consent) return 'consent';
  if (!EMAIL_PATTERN.test(values.email.trim())) return 'email';
  return null;
}
