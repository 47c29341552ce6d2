/** What the comp card's text fitting needs of a font (pdf-lib's PDFFont has it). */
export interface MeasuringFont {
  widthOfTextAtSize(text: string, size: number): number;
}

/** The smallest type on a comp card: every line is at least this size, in points (issue 36 item 12). */
export const MIN_TEXT_SIZE = 8;

/** A text set in lines of one size. */
export interface TextBlock {
  size: number;
  lines: string[];
}

/**
 * `text` broken into lines no wider than `width`: at spaces and after hyphens, and inside a word only when the
 * word alone is wider than a line (a long Hangul name without spaces breaks between syllables).
 */
export function wrapText(font: MeasuringFont, text: string, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line.trimEnd(), size) <= width;
  const lines: string[] = [];
  let current = '';
  const close = () => {
    if (current.trim() !== '') lines.push(current.trim());
    current = '';
  };
  for (const word of text.trim().split(/(?<=[\s-])/)) {
    if (fits(current + word)) {
      current += word;
      continue;
    }
    close();
    if (fits(word)) {
      current = word;
      continue;
    }
    for (const character of Array.from(word)) {
      if (current !== '' && !fits(current + character)) close();
      current += character;
    }
  }
  close();
  return lines;
}

/** The lines of `text` in at most `count` lines, as even in length as they can be (the narrowest measure that still needs no more lines). */
function balancedLines(font: MeasuringFont, text: string, size: number, width: number, count: number): string[] | null {
  if (wrapText(font, text, size, width).length > count) return null;
  let low = 0;
  let high = width;
  while (high - low > 1) {
    const middle = (low + high) / 2;
    if (wrapText(font, text, size, middle).length <= count) high = middle;
    else low = middle;
  }
  return wrapText(font, text, size, high);
}

/**
 * How a text of any length fits a column `width` wide: on one line at the largest size from `max` down to
 * `shrinkTo`; else on two balanced lines from `shrinkTo` down to `min`; else in as many lines as it takes at `min`.
 * Nothing is cut and nothing is smaller than `min` (at least MIN_TEXT_SIZE).
 */
export function fitText(font: MeasuringFont, text: string, width: number, options: { max: number; shrinkTo?: number; min?: number }): TextBlock {
  const min = Math.max(MIN_TEXT_SIZE, options.min ?? MIN_TEXT_SIZE);
  const shrinkTo = Math.max(min, Math.min(options.max, options.shrinkTo ?? min));
  const clean = text.replace(/\s+/g, ' ').trim();
  for (let size = options.max; size >= shrinkTo; size -= 0.5) {
    if (font.widthOfTextAtSize(clean, size) <= width) return { size, lines: [clean] };
  }
  for (let size = shrinkTo; size >= min; size -= 0.5) {
    const lines = balancedLines(font, clean, size, width, 2);
    if (lines) return { size, lines };
  }
  return { size: min, lines: wrapText(font, clean, min, width) };
}
