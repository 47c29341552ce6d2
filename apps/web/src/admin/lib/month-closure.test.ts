import { describe, expect, it } from 'vitest';
import { mergeMonths, monthClosureNote } from './month-closure';

describe('month closures', () => {
  it('says whether the job or an admin closed the month', () => {
    const closedAt = '2026-11-01T00:10:00.000Z';
    expect(monthClosureNote({ yearMonth: '2026-10', closedAt, closedBy: 'job' })).toMatch(/자동으로 마감되었습니다/);
    expect(monthClosureNote({ yearMonth: '2026-10', closedAt, closedBy: 'manual' })).toMatch(/수동으로 마감했습니다/);
    expect(monthClosureNote({ yearMonth: '2026-10', closedAt, closedBy: null })).toMatch(/마감되었습니다\.$/);
  });

  it('merges month lists newest first without repeats', () => {
    expect(mergeMonths(['2026-09', '2026-11'], ['2026-10', '2026-11'])).toEqual(['2026-11', '2026-10', '2026-09']);
  });
});
