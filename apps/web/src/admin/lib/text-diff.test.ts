import { describe, expect, it } from 'vitest';
import { textDifference, type DiffLine } from './text-diff';

/** A side as text: changed words in [brackets], changed lines prefixed with ~. */
const show = (lines: DiffLine[]) => lines.map((line) => (line.changed ? '~' : '') + line.pieces.map((p) => (p.changed ? `[${p.text}]` : p.text)).join(''));

describe('textDifference (decision 108)', () => {
  it('marks the changed line and, in it, only the changed word', () => {
    const { before, after } = textDifference('첫 줄\n서울 강남구에 있습니다.\n끝', '첫 줄\n서울 성수동에 있습니다.\n끝');
    expect(show(before)).toEqual(['첫 줄', '~서울 [강남구]에 있습니다.', '끝']);
    expect(show(after)).toEqual(['첫 줄', '~서울 [성수동]에 있습니다.', '끝']);
  });

  it('shows added and removed lines whole, on their side only', () => {
    const added = textDifference('a\nc', 'a\nb\nc');
    expect(show(added.before)).toEqual(['a', 'c']);
    expect(show(added.after)).toEqual(['a', '~[b]', 'c']);
    const removed = textDifference('a\nb\nc', 'a\nc');
    expect(show(removed.before)).toEqual(['a', '~[b]', 'c']);
    expect(show(removed.after)).toEqual(['a', 'c']);
  });

  it('pairs a replaced block line by line and keeps extra lines whole', () => {
    const { before, after } = textDifference('one two\nthree', 'one 2\nthree four\nfive');
    expect(show(before)).toEqual(['~one [two]', '~three']);
    expect(show(after)).toEqual(['~one [2]', '~three[ four]', '~[five]']);
  });

  it('compares against nothing for a text set or cleared, and leaves equal texts unmarked', () => {
    expect(textDifference('', '새 글')).toEqual({ before: [], after: [{ changed: true, pieces: [{ text: '새 글', changed: true }] }] });
    expect(show(textDifference('지운 글', '').before)).toEqual(['~[지운 글]']);
    expect(textDifference('같음\n같음', '같음\n같음').after.every((line) => !line.changed)).toBe(true);
  });
});
