import { describe, expect, it } from 'vitest';
import { historyTexts as t, personName, targetName } from './history-texts';

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

/** Issue 35 item 8: targets and people as people name them (decision 108). */
describe('targetName and personName', () => {
  it('names a page in Korean, other targets by their stored label', () => {
    expect(targetName({ targetType: 'page', target: 'page:ABOUT_INFO', targetLabel: 'ABOUT_INFO' })).toBe('소개 페이지');
    expect(targetName({ targetType: 'page', target: 'page:NEWS_CONTENT', targetLabel: 'NEWS_CONTENT' })).toBe('뉴스 영상 · 사진');
    expect(targetName({ targetType: 'artist', target: 'artist:3', targetLabel: '서윤 (seo-yoon)' })).toBe('서윤 (seo-yoon)');
    expect(targetName({ targetType: 'page', target: 'page:OLD_CODE', targetLabel: 'OLD_CODE' })).toBe('OLD_CODE');
  });

  it('shows the display name with the username once', () => {
    expect(personName('김지현', 'jihyun')).toBe('김지현 (jihyun)');
    expect(personName('admin', 'admin')).toBe('admin');
  });
});
