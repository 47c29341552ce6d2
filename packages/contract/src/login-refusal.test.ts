import { describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED } from './accounts';
import { loginRefusalSchema, loginRefusalText } from './login-refusal';

describe('loginRefusalText', () => {
  it('says to ask the admin for a disabled account', () => {
    expect(loginRefusalText('disabled')).toBe(ACCOUNT_DISABLED);
  });

  it('gives the wait in whole minutes, rounded up, and in seconds under a minute', () => {
    expect(loginRefusalText('locked', 600)).toBe('로그인 시도가 너무 많습니다. 10분 후 다시 시도하세요.');
    expect(loginRefusalText('locked', 584)).toBe('로그인 시도가 너무 많습니다. 10분 후 다시 시도하세요.');
    expect(loginRefusalText('locked', 61)).toBe('로그인 시도가 너무 많습니다. 2분 후 다시 시도하세요.');
    expect(loginRefusalText('locked', 60)).toBe('로그인 시도가 너무 많습니다. 1분 후 다시 시도하세요.');
    expect(loginRefusalText('locked', 8)).toBe('로그인 시도가 너무 많습니다. 8초 후 다시 시도하세요.');
  });

  it('reads a wrong password answer as one without a reason', () => {
    expect(loginRefusalSchema.parse({ message: 'Invalid username or password' }).reason).toBeUndefined();
    expect(loginRefusalSchema.safeParse({ message: 'x', reason: 'other' }).success).toBe(false);
  });
});
