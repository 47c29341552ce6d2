// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSessionEnded, endedSessionPath, isAdminReturnPath, noteSessionEnded, signInPathFor } from './session-ended';

beforeEach(() => sessionStorage.clear());

describe('isAdminReturnPath', () => {
  it('takes admin screens of this site only', () => {
    expect(isAdminReturnPath('/admin')).toBe(true);
    expect(isAdminReturnPath('/admin/about/editPage')).toBe(true);
    expect(isAdminReturnPath('/admin/management/editArtist/%ED%95%9C?tab=1')).toBe(true);
    for (const path of ['', 'admin', '/', '/login', '/administrator', '//evil.example/admin', '/\\evil.example', 'https://evil.example/admin', '/admin/../login', '/admin/%2e%2e/login', '/admin/a b', null, undefined]) {
      expect(isAdminReturnPath(path), String(path)).toBe(false);
    }
  });
});

describe('the ended session noted for the home page', () => {
  it('keeps the admin screen for this tab until cleared, and builds the sign-in that returns there', () => {
    expect(endedSessionPath()).toBeNull();
    noteSessionEnded('/admin/about/editPage');
    expect(endedSessionPath()).toBe('/admin/about/editPage');
    expect(signInPathFor('/admin/about/editPage')).toBe('/login?next=%2Fadmin%2Fabout%2FeditPage');
    expect(signInPathFor('//evil.example')).toBe('/login');
    clearSessionEnded();
    expect(endedSessionPath()).toBeNull();
    noteSessionEnded('//evil.example/admin');
    expect(endedSessionPath()).toBeNull();
  });
});
