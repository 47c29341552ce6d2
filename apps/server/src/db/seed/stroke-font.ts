/**
 * A thin geometric capital alphabet drawn as SVG strokes, for the lettering on demo images.
 * Vector glyphs instead of <text> keep the images identical on every machine: servers and
 * containers often have no fonts installed, and librsvg would then draw nothing or boxes.
 *
 * Glyph coordinates: cap height 100 (y = 0 top, y = 100 baseline), `w` is the advance width.
 */
interface Glyph {
  w: number;
  d: string;
}

const GLYPHS: Record<string, Glyph> = {
  A: { w: 70, d: 'M0 100L35 0L70 100M13 62H57' },
  B: { w: 58, d: 'M0 0V100M0 0H32A24 24 0 0 1 32 48H0M32 48A26 26 0 0 1 32 100H0' },
  C: { w: 86, d: 'M85.4 14.6A50 50 0 1 0 85.4 85.4' },
  D: { w: 76, d: 'M0 0V100H26A50 50 0 0 0 26 0Z' },
  E: { w: 56, d: 'M56 0H0V100H56M0 50H46' },
  F: { w: 54, d: 'M54 0H0V100M0 50H44' },
  G: { w: 100, d: 'M85.4 14.6A50 50 0 1 0 100 50H58' },
  H: { w: 66, d: 'M0 0V100M66 0V100M0 50H66' },
  I: { w: 0, d: 'M0 0V100' },
  J: { w: 46, d: 'M46 0V72A23 23 0 0 1 0 72' },
  K: { w: 60, d: 'M0 0V100M60 0L0 62M22 39L60 100' },
  L: { w: 52, d: 'M0 0V100H52' },
  M: { w: 80, d: 'M0 100V0L40 70L80 0V100' },
  N: { w: 66, d: 'M0 100V0L66 100V0' },
  O: { w: 100, d: 'M0 50A50 50 0 1 0 100 50A50 50 0 1 0 0 50' },
  P: { w: 56, d: 'M0 100V0H30A26 26 0 0 1 30 52H0' },
  Q: { w: 100, d: 'M0 50A50 50 0 1 0 100 50A50 50 0 1 0 0 50M64 64L100 100' },
  R: { w: 58, d: 'M0 100V0H30A26 26 0 0 1 30 52H0M28 52L58 100' },
  S: {
    w: 56,
    d: 'M52 16C48 6 40 0 28 0C12 0 2 10 2 25C2 42 18 47 30 50C44 53 56 60 56 75C56 91 44 100 28 100C14 100 4 92 0 82',
  },
  T: { w: 64, d: 'M0 0H64M32 0V100' },
  U: { w: 64, d: 'M0 0V68A32 32 0 0 0 64 68V0' },
  V: { w: 70, d: 'M0 0L35 100L70 0' },
  W: { w: 100, d: 'M0 0L24 100L50 20L76 100L100 0' },
  X: { w: 64, d: 'M0 0L64 100M64 0L0 100' },
  Y: { w: 66, d: 'M0 0L33 50L66 0M33 50V100' },
  Z: { w: 60, d: 'M0 0H60L0 100H60' },
  '0': { w: 60, d: 'M0 50A30 50 0 1 0 60 50A30 50 0 1 0 0 50' },
  '1': { w: 24, d: 'M0 18L24 0V100' },
  '2': { w: 58, d: 'M2 22C6 8 16 0 29 0C45 0 56 11 56 26C56 44 40 56 0 100H58' },
  '3': {
    w: 58,
    d: 'M4 10C10 3 18 0 28 0C43 0 54 10 54 24C54 39 43 48 26 48C45 48 58 58 58 74C58 90 45 100 28 100C16 100 6 95 0 86',
  },
  '4': { w: 60, d: 'M44 100V0L0 70H60' },
  '5': { w: 58, d: 'M54 0H10L4 44C12 40 20 38 29 38C46 38 58 50 58 68C58 87 45 100 28 100C16 100 6 95 0 86' },
  '6': {
    w: 58,
    d: 'M50 6C44 2 37 0 30 0C12 0 1 22 1 55C1 83 12 100 30 100C47 100 58 88 58 70C58 52 47 40 30 40C16 40 4 50 1 62',
  },
  '7': { w: 58, d: 'M0 0H58L18 100' },
  '8': { w: 58, d: 'M29 0A24 24 0 1 0 29 48A24 24 0 1 0 29 0M29 48A27 26 0 1 0 29 100A27 26 0 1 0 29 48' },
  '9': {
    w: 57,
    d: 'M8 94C14 98 21 100 28 100C46 100 57 78 57 45C57 17 46 0 28 0C11 0 0 12 0 30C0 48 11 60 28 60C42 60 54 50 57 38',
  },
  '.': { w: 0, d: 'M0 99.5V100' },
  '·': { w: 0, d: 'M0 49.5V50' },
  '-': { w: 36, d: 'M0 56H36' },
  '/': { w: 40, d: 'M40 0L0 100' },
  "'": { w: 0, d: 'M0 0V22' },
  '&': { w: 70, d: 'M70 100L14 36C4 24 8 0 28 0C46 0 52 22 38 34L6 62C-6 76 4 100 28 100C46 100 60 84 66 62' },
};

const SPACE_WIDTH = 44;

/** Unknown characters (including Hangul) are dropped: the lettering is a decoration, the site shows the real names. */
function glyphsOf(text: string): (Glyph | null)[] {
  return [...text.toUpperCase()].flatMap((ch) => (ch === ' ' ? [null] : GLYPHS[ch] ? [GLYPHS[ch]] : []));
}

/** Width in glyph units (cap height 100) with `tracking` units between letters. */
export function strokeTextWidth(text: string, tracking: number): number {
  const glyphs = glyphsOf(text);
  const advance = glyphs.reduce((sum, g) => sum + (g ? g.w : SPACE_WIDTH), 0);
  return advance + Math.max(0, glyphs.length - 1) * tracking;
}

export interface StrokeTextOptions {
  /** Left edge, or the centre when `anchor` is 'middle', or the right edge when 'end' (pixels). */
  x: number;
  /** Baseline (pixels). */
  y: number;
  /** Cap height in pixels. */
  size: number;
  /** Space between letters, in cap heights (0.35 is airy, 0.15 tight). */
  tracking?: number;
  /** Stroke width in pixels. */
  weight?: number;
  color: string;
  opacity?: number;
  anchor?: 'start' | 'middle' | 'end';
}

/** An SVG <g> drawing `text` in the stroke alphabet. */
export function strokeText(text: string, options: StrokeTextOptions): string {
  const tracking = (options.tracking ?? 0.3) * 100;
  const scale = options.size / 100;
  const width = strokeTextWidth(text, tracking) * scale;
  const anchor = options.anchor ?? 'start';
  const left = anchor === 'middle' ? options.x - width / 2 : anchor === 'end' ? options.x - width : options.x;
  const top = options.y - options.size;
  let cursor = 0;
  const paths: string[] = [];
  for (const glyph of glyphsOf(text)) {
    if (glyph) paths.push(`<path transform="translate(${cursor} 0)" d="${glyph.d}"/>`);
    cursor += (glyph ? glyph.w : SPACE_WIDTH) + tracking;
  }
  const weight = (options.weight ?? Math.max(1, options.size / 14)) / scale;
  return (
    `<g transform="translate(${round(left)} ${round(top)}) scale(${round(scale, 4)})" fill="none" stroke="${options.color}" ` +
    `stroke-opacity="${options.opacity ?? 1}" stroke-width="${round(weight, 3)}" stroke-linecap="round" stroke-linejoin="round">` +
    `${paths.join('')}</g>`
  );
}

function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
