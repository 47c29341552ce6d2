import { describe, expect, it } from 'vitest';
import { isAdminSession } from './guard-decision';

describe('isAdminSession', () => {
  it('needs token, username and ROLE_ADMIN', () => {
    expect(isAdminSession({ token: 't', username: 'admin', role: 'ROLE_ADMIN' })).toBe(true);
    expect(isAdminSession({ token: '', username: 'admin', role: 'ROLE_ADMIN' })).toBe(false);
    expect(isAdminSession({ token: 't', username: '', role: 'ROLE_ADMIN' })).toBe(false);
    expect(isAdminSession({ token: 't', username: 'admin', role: 'ROLE_USER' })).toBe(false);
  });
});
