import { describe, expect, it } from 'vitest';
import { SESSION_WARNING_MS, sessionPhase } from './session-expiry';

describe('sessionPhase', () => {
  it('warns within the last minutes of a sign-in and says when it has ended', () => {
    const endsAt = 1_000_000_000;
    expect(sessionPhase(endsAt, endsAt - SESSION_WARNING_MS - 1)).toBe('ok');
    expect(sessionPhase(endsAt, endsAt - SESSION_WARNING_MS)).toBe('warning');
    expect(sessionPhase(endsAt, endsAt - 1)).toBe('warning');
    expect(sessionPhase(endsAt, endsAt)).toBe('expired');
    expect(sessionPhase(null, endsAt)).toBe('ok');
  });
});
