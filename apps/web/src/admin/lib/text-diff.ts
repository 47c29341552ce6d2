import { diffLines, diffWordsWithSpace } from 'diff';

/** A run of one line: `changed` when it is what was removed (before side) or added (after side). */
export type DiffPiece = { text: string; changed: boolean };
/** One line of one side: unchanged, or removed (before) / added (after), with its changed words marked. */
export type DiffLine = { changed: boolean; pieces: DiffPiece[] };
/** Both sides of a text's difference, line by line (decision 108). */
export type TextDifference = { before: DiffLine[]; after: DiffLine[] };

/** The lines of a chunk of `diffLines` (each ends with a line break but possibly the last). */
const linesOf = (value: string): string[] => value.replace(/\r?\n$/, '').split(/\r?\n/);

const whole = (text: string, changed: boolean): DiffLine => ({ changed, pieces: text === '' ? [] : [{ text, changed }] });

/**
 * The line-level difference of two texts, with the changed words of a changed line marked (jsdiff): removed lines
 * are paired with the added lines that replace them, in order, and the words that differ between the two are
 * marked; lines without a partner are changed as a whole.
 */
export function textDifference(before: string, after: string): TextDifference {
  const result: TextDifference = { before: [], after: [] };
  const changes = diffLines(before, after);
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i]!;
    if (!change.added && !change.removed) {
      for (const line of linesOf(change.value)) {
        result.before.push(whole(line, false));
        result.after.push(whole(line, false));
      }
      continue;
    }
    const next = changes[i + 1];
    const removed = change.removed ? linesOf(change.value) : [];
    const added = change.added ? linesOf(change.value) : next?.added ? linesOf(next.value) : [];
    if (change.removed && next?.added) i++;
    const pairs = Math.min(removed.length, added.length);
    for (let n = 0; n < pairs; n++) {
      const words = diffWordsWithSpace(removed[n]!, added[n]!);
      result.before.push({ changed: true, pieces: words.filter((w) => !w.added).map((w) => ({ text: w.value, changed: w.removed })) });
      result.after.push({ changed: true, pieces: words.filter((w) => !w.removed).map((w) => ({ text: w.value, changed: w.added })) });
    }
    for (const line of removed.slice(pairs)) result.before.push(whole(line, true));
    for (const line of added.slice(pairs)) result.after.push(whole(line, true));
  }
  return result;
}
