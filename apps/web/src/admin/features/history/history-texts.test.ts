import { describe, expect, it } from 'vitest';
import { historyTexts as t } from './history-texts';

/** Issue 35 item 5: the retention question says what goes, in grammatical Korean. */
describe('confirmRetention', () => {
  it('names the entries and the files that go', () => {
    expect(t.confirmRetention('1년', { entries: 12, files: 3 })).toBe(
      '보관 기간을 1년으로 바꿀까요? 1년이 지난 기록 12건이 몇 시간 안에 지워지고, 그 기록에만 남아 있던 사진 파일 3개도 함께 지워집니다. 지운 기록과 파일은 되돌릴 수 없습니다.',
    );
    expect(t.confirmRetention('5년', { entries: 2, files: 0 })).toContain('기록 2건이 몇 시간 안에 지워지고, 그 기록에만 남은 사진 파일은 없습니다. 지운 기록은 되돌릴 수 없습니다.');
  });

  it('says when nothing goes now, and picks 로 after ㄹ or a vowel', () => {
    expect(t.confirmRetention('30일', { entries: 0, files: 0 })).toMatch(/^보관 기간을 30일로 바꿀까요\? 지금 지워질 기록은 없습니다\./);
    expect(t.confirmRetention(t.retentionDays(1825), { entries: 0, files: 0 })).toMatch(/^보관 기간을 5년으로 /);
  });
});
