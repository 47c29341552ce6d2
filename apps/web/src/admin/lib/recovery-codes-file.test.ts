import { describe, expect, it } from 'vitest';
import { recoveryCodesFileName, recoveryCodesFileText } from './recovery-codes-file';

const madeAt = new Date('2026-11-26T09:30:00Z');

describe('recovery codes file', () => {
  it('holds what the codes are for, the day, and one code a line', () => {
    const text = recoveryCodesFileText(['aaaa-bbbb', 'cccc-dddd'], { title: 'example.com 관리자 2단계 인증 복구 코드', note: '한 번만 쓸 수 있습니다.' }, madeAt);
    expect(text.split('\r\n')).toEqual(['example.com 관리자 2단계 인증 복구 코드', '한 번만 쓸 수 있습니다.', '2026-11-26', '', 'aaaa-bbbb', 'cccc-dddd', '']);
  });

  it('is named by the host and the day, safely', () => {
    expect(recoveryCodesFileName('admin.example.com:8443', madeAt)).toBe('recovery-codes-admin.example.com-8443-2026-11-26.txt');
    expect(recoveryCodesFileName('', madeAt)).toBe('recovery-codes-admin-2026-11-26.txt');
  });
});
