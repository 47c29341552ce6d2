import { EMAIL_PATTERN as CONTRACT_EMAIL_PATTERN } from '@agency/contract/inquiries';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, validateCasting, type CastingValues } from './casting-validation';

const valid = (overrides: Partial<CastingValues> = {}): CastingValues => ({
  title: 'Lookbook',
  email: 'brand@example.com',
  phone: '010-1234-5678',
  name: 'Brand',
  message: 'Hello',
  consent: true,
  ...overrides,
});

describe('validateCasting', () => {
  it('accepts a complete form', () => {
    expect(validateCasting(valid())).toBeNull();
  });

  it.each(['title', 'email', 'phone', 'name', 'message'] as const)('requires %s', (field) => {
    expect(validateCasting(valid({ [field]: '   ' }))).toBe('missingFields');
  });

  it('requires consent after the fields', () => {
    expect(validateCasting(valid({ consent: false }))).toBe('consent');
    expect(validateCasting(valid({ consent: false, name: '' }))).toBe('missingFields');
  });

  it('checks the e-mail last', () => {
    expect(validateCasting(valid({ email: 'not-an-email' }))).toBe('email');
    expect(validateCasting(valid({ email: 'a b@c.d' }))).toBe('email');
    expect(validateCasting(valid({ email: 'a@b' }))).toBe('email');
    expect(validateCasting(valid({ email: 'bad', consent: false }))).toBe('consent');
  });
});

describe('EMAIL_PATTERN', () => {
  it('is the contract pattern', () => {
    expect(EMAIL_PATTERN.source).toBe(CONTRACT_EMAIL_PATTERN.source);
    expect(EMAIL_PATTERN.flags).toBe(CONTRACT_EMAIL_PATTERN.flags);
  });
});
