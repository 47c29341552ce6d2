import { describe, expect, it } from 'vitest';
import { ApiError } from '@shared/api/api-client';
import { resetFailureText } from './reset-outcome';

describe('resetFailureText', () => {
  it('names the existing month on 409', () => {
    expect(resetFailureText(new ApiError(409, 'x', { message: 'x' }))).toBe('해당 월별 데이터가 이미 존재합니다.');
  });

  it('shows the response text otherwise', () => {
    expect(resetFailureText(new ApiError(500, 'Internal', 'database busy'))).toBe('database busy');
    expect(resetFailureText(new ApiError(400, 'Bad', { message: 'bad month' }))).toBe('bad month');
  });

  it('falls back to the generic text', () => {
    expect(resetFailureText(new ApiError(0, 'Network error'))).toBe('데이터 업데이트 중 오류가 발생했습니다.');
    expect(resetFailureText(new Error('boom'))).toBe('데이터 업데이트 중 오류가 발생했습니다.');
  });
});
