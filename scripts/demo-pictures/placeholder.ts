import sharp, { type Sharp } from 'sharp';
import type { DemoImage } from '../../apps/server/src/db/seed/demo-content';

/**
 * Editorial placeholder pictures for the demo content, drawn as SVG and encoded by sharp: studio
 * backdrops with soft light, abstract figure silhouettes, arches, folds and discs, and no text (names
 * and captions belong in the page). Everything is derived from `seed`, so the same spec always gives
 * the same picture and no two artists look alike. Used by generate.ts only; the output is committed.
 */
type PlaceholderSpec = Pick<DemoImage, 'width' | 'height' | 'motif' | 'seed'> & {
  /** Of the poster's stage: where in its loop (0 to 1) the light is; 0 when left out. */
  phase?: number;
};

export const JPEG_QUALITY = 78;

export async function renderPlaceholderJpeg(spec: PlaceholderSpec): Promise<Buffer> {
  return (await renderPlaceholder(spec)).jpeg({ quality: JPEG_QUALITY, progressive: true, chromaSubsampling: '4:2:0' }).toBuffer();
}

/** The placeholder as raw RGB pixels (the background video's frames). */
export async function renderPlaceholderRgb(spec: PlaceholderSpec): Promise<Buffer> {
  return (await renderPlaceholder(spec)).removeAlpha().raw().toBuffer();
}

async function renderPlaceholder(spec: PlaceholderSpec): Promise<Sharp> {
  const drawing = drawPlaceholder(spec);
  // The picture is softened as a whole (cheaper than an SVG blur filter, which dominated the
  // render time); hairlines and bars are laid over it afterwards and stay crisp.
  const flat = await sharp(Buffer.from(drawing.picture))
    .blur(Math.max(0.3, drawing.softness))
    .composite([
      { input: Buffer.from(drawing.overlay) },
      { input: await grainTile(), tile: true, blend: 'soft-light' },
    ])
    .flatten({ background: '#000000' })
    .png()
    .toBuffer();
  return sharp(flat);
}

let grain: Promise<Buffer> | undefined;

/** A fine film grain laid over every picture: it reads as paper and keeps soft gradients from banding. */
function grainTile(): Promise<Buffer> {
  const size = 256;
  grain ??= (() => {
    const random = createRandom('grain');
    const pixels = Buffer.alloc(size * size * 3);
    for (let i = 0; i < size * size; i++) {
      const v = Math.round(128 + (random.next() + random.next() - 1) * 16);
      pixels[i * 3] = pixels[i * 3 + 1] = pixels[i * 3 + 2] = v;
    }
    return sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).png().toBuffer();
  })();
  return grain;
}

// ---------------------------------------------------------------------------------------------
// Randomness and colour

/** cyrb53-style string hash, then mulberry32: small, fast and stable across platforms. */
function createRandom(seed: string): Random {
  let h1 = 0xdeadbeef ^ seed.length;
  let h2 = 0x41c6ce57 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    const ch = seed.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  let state = h1 >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
  };
}

interface Random {
  next(): number;
  range(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

interface Palette {
  hue: number;
  sat: number;
  dark: boolean;
  /** Lightness 0-100 in the palette's hue and saturation. */
  tone(lightness: number): string;
  ink: string;
}

/**
 * Muted editorial palettes, as a studio's seamless paper would give them: graphite, warm greige, cool slate, and
 * the colours of a styled set (terracotta, sage, dusty blue, ochre, clay rose) kept low in saturation.
 */
const HUES = [
  { hue: 0, sat: 0 },
  { hue: 30, sat: 9 },
  { hue: 214, sat: 10 },
  { hue: 16, sat: 34 },
  { hue: 92, sat: 14 },
  { hue: 208, sat: 26 },
  { hue: 38, sat: 36 },
  { hue: 350, sat: 18 },
] as const;

function createPalette(random: Random, dark: boolean): Palette {
  const { hue, sat } = random.pick(HUES);
  const tone = (lightness: number) => `hsl(${hue} ${sat}% ${clamp(lightness, 0, 100).toFixed(1)}%)`;
  return { hue, sat, dark, tone, ink: dark ? tone(92) : tone(14) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function r1(value: number): number {
  return Math.round(value * 10) / 10;
}

// ---------------------------------------------------------------------------------------------
// SVG building blocks

class Defs {
  private readonly items: string[] = [];
  private count = 0;

  add(make: (id: string) => string): string {
    const id = `d${this.count++}`;
    this.items.push(make(id));
    return `url(#${id})`;
  }

  toString(): string {
    return `<defs>${this.items.join('')}</defs>`;
  }
}

/** A gradient across the shape's box, or across `box` (user space) so that several shapes share one light. */
function linear(
  defs: Defs,
  angle: number,
  stops: [number, string, number?][],
  box?: { x: number; y: number; w: number; h: number },
): string {
  const rad = (angle * Math.PI) / 180;
  const x = Math.cos(rad) / 2;
  const y = Math.sin(rad) / 2;
  const [bx, by, bw, bh] = box ? [box.x, box.y, box.w, box.h] : [0, 0, 1, 1];
  const units = box ? ' gradientUnits="userSpaceOnUse"' : '';
  const p = (v: number) => (box ? r1(v) : Math.round(v * 1000) / 1000);
  return defs.add(
    (id) =>
      `<linearGradient id="${id}"${units} x1="${p(bx + (0.5 - x) * bw)}" y1="${p(by + (0.5 - y) * bh)}" x2="${p(bx + (0.5 + x) * bw)}" y2="${p(by + (0.5 + y) * bh)}">` +
      stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('') +
      `</linearGradient>`,
  );
}

function radial(defs: Defs, stops: [number, string, number?][]): string {
  return defs.add(
    (id) =>
      `<radialGradient id="${id}">` +
      stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('') +
      `</radialGradient>`,
  );
}

interface Canvas {
  w: number;
  h: number;
  /** The shorter side. */
  s: number;
  random: Random;
  palette: Palette;
  defs: Defs;
  /** Shapes and light, softened after rasterising. */
  layers: string[];
  /** Lettering, hairlines and bars, laid over crisp. */
  overlay: string[];
}

function backdrop(c: Canvas): void {
  const { palette: p, random } = c;
  const [from, to] = p.dark ? [random.range(20, 30), random.range(5, 10)] : [random.range(84, 92), random.range(58, 70)];
  const fill = linear(c.defs, random.range(40, 140), [
    [0, p.tone(from)],
    [1, p.tone(to)],
  ]);
  c.layers.push(`<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`);
}

/** A soft pool of light, like a spotlight on seamless paper. */
function lightPool(c: Canvas, cx: number, cy: number, rx: number, ry: number, strength: number): void {
  const light = c.palette.dark ? c.palette.tone(70) : c.palette.tone(99);
  const fill = radial(c.defs, [
    [0, light, strength],
    [0.55, light, strength * 0.35],
    [1, light, 0],
  ]);
  c.layers.push(`<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"/>`);
}

function vignette(c: Canvas, strength: number): void {
  const fill = radial(c.defs, [
    [0.45, '#000', 0],
    [1, '#000', strength],
  ]);
  c.layers.push(
    `<ellipse cx="${c.w / 2}" cy="${c.h / 2}" rx="${r1(c.w * 0.78)}" ry="${r1(c.h * 0.78)}" fill="${fill}"/>`,
  );
}

/** Head-and-shoulders silhouette; (fx, fy) is the centre of the head, `u` the head width. */
function figure(c: Canvas, fx: number, fy: number, u: number, options: { tilt?: number; opacity?: number } = {}): void {
  const { palette: p, random } = c;
  const base = p.dark ? random.range(3, 8) : random.range(16, 30);
  const lit = p.dark ? base + random.range(14, 22) : base + random.range(12, 20);
  const fromLeft = random.chance(0.5);
  const span = u * 4.6;
  const fill = linear(
    c.defs,
    fromLeft ? 0 : 180,
    [
      [0, p.tone(lit)],
      [0.55, p.tone(base)],
      [1, p.tone(base - 2)],
    ],
    { x: fx - span / 2, y: 0, w: span, h: c.h },
  );
  const headRx = u * 0.5;
  const headRy = u * 0.64;
  const tilt = options.tilt ?? random.range(-7, 7);
  const neckW = u * random.range(0.36, 0.44);
  const neckTop = fy + headRy * 0.6;
  const shoulderY = fy + headRy + u * random.range(0.55, 0.75);
  const turn = random.range(-0.18, 0.18);
  const left = fx - u * (1.9 + turn);
  const right = fx + u * (1.9 - turn);
  const bottom = c.h + u;
  const torso =
    `M${r1(left - u * 0.3)} ${r1(bottom)}` +
    `C${r1(left - u * 0.2)} ${r1(shoulderY + u * 0.7)} ${r1(left + u * 0.1)} ${r1(shoulderY)} ${r1(fx - neckW * 1.6)} ${r1(shoulderY - u * 0.12)}` +
    `C${r1(fx - neckW)} ${r1(shoulderY - u * 0.2)} ${r1(fx - neckW / 2)} ${r1(neckTop + u * 0.4)} ${r1(fx - neckW / 2)} ${r1(neckTop)}` +
    `L${r1(fx + neckW / 2)} ${r1(neckTop)}` +
    `C${r1(fx + neckW / 2)} ${r1(neckTop + u * 0.4)} ${r1(fx + neckW)} ${r1(shoulderY - u * 0.2)} ${r1(fx + neckW * 1.6)} ${r1(shoulderY - u * 0.12)}` +
    `C${r1(right - u * 0.1)} ${r1(shoulderY)} ${r1(right + u * 0.2)} ${r1(shoulderY + u * 0.7)} ${r1(right + u * 0.3)} ${r1(bottom)}Z`;
  const hair = random.pick(['bob', 'long', 'bun', 'crop'] as const);
  let hairShape = '';
  if (hair === 'bob') {
    hairShape = `<path d="M${r1(fx - headRx * 1.18)} ${r1(fy + headRy * 0.55)}C${r1(fx - headRx * 1.35)} ${r1(fy - headRy * 1.25)} ${r1(fx + headRx * 1.35)} ${r1(fy - headRy * 1.25)} ${r1(fx + headRx * 1.18)} ${r1(fy + headRy * 0.55)}Z"/>`;
  } else if (hair === 'long') {
    hairShape = `<path d="M${r1(fx - headRx * 1.2)} ${r1(shoulderY + u * 0.5)}C${r1(fx - headRx * 1.5)} ${r1(fy - headRy * 1.3)} ${r1(fx + headRx * 1.5)} ${r1(fy - headRy * 1.3)} ${r1(fx + headRx * 1.2)} ${r1(shoulderY + u * 0.5)}Z"/>`;
  } else if (hair === 'bun') {
    hairShape = `<circle cx="${r1(fx + headRx * 0.35)}" cy="${r1(fy - headRy * 1.02)}" r="${r1(headRx * 0.45)}"/>`;
  }
  c.layers.push(
    `<g fill="${fill}" opacity="${options.opacity ?? 1}">` +
      `<path d="${torso}"/>` +
      `<g transform="rotate(${r1(tilt)} ${r1(fx)} ${r1(neckTop)})">${hairShape}` +
      `<ellipse cx="${r1(fx)}" cy="${r1(fy)}" rx="${r1(headRx)}" ry="${r1(headRy)}"/></g></g>`,
  );
}

function arches(c: Canvas, count: number): void {
  const { palette: p, random } = c;
  const gap = c.w / count;
  const archW = gap * random.range(0.52, 0.66);
  const top = c.h * random.range(0.2, 0.34);
  const shade = p.tone(p.dark ? random.range(3, 7) : random.range(40, 52));
  const opacity = random.range(0.45, 0.7);
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = gap * (i + 0.5) - archW / 2;
    d += `M${r1(x)} ${r1(c.h)}V${r1(top + archW / 2)}A${r1(archW / 2)} ${r1(archW / 2)} 0 0 1 ${r1(x + archW)} ${r1(top + archW / 2)}V${r1(c.h)}Z`;
  }
  const fill = linear(c.defs, 90, [
    [0, shade, 0.2],
    [1, shade, 1],
  ]);
  c.layers.push(`<path d="${d}" fill="${fill}" opacity="${r1(opacity * 100) / 100}"/>`);
}

/** Wide flowing bands, like draped fabric in raking light. */
function folds(c: Canvas, count: number): void {
  const { palette: p, random } = c;
  for (let i = 0; i < count; i++) {
    const y0 = c.h * random.range(-0.1, 1.0);
    const amp = c.h * random.range(0.1, 0.35);
    const thick = c.h * random.range(0.12, 0.3);
    const light = p.dark ? random.range(18, 40) : random.chance(0.5) ? random.range(96, 100) : random.range(36, 50);
    const fill = linear(c.defs, random.range(60, 120), [
      [0, p.tone(light), 0],
      [0.5, p.tone(light), random.range(0.35, 0.7)],
      [1, p.tone(light), 0],
    ]);
    const d =
      `M${r1(-c.w * 0.1)} ${r1(y0)}` +
      `C${r1(c.w * 0.3)} ${r1(y0 - amp)} ${r1(c.w * 0.6)} ${r1(y0 + amp)} ${r1(c.w * 1.1)} ${r1(y0 - amp * 0.4)}` +
      `L${r1(c.w * 1.1)} ${r1(y0 - amp * 0.4 + thick)}` +
      `C${r1(c.w * 0.6)} ${r1(y0 + amp + thick * 1.2)} ${r1(c.w * 0.3)} ${r1(y0 - amp + thick * 0.6)} ${r1(-c.w * 0.1)} ${r1(y0 + thick)}Z`;
    c.layers.push(`<path d="${d}" fill="${fill}"/>`);
  }
}

function disc(c: Canvas, cx: number, cy: number, r: number): void {
  const { palette: p, random } = c;
  const light = p.dark ? random.range(30, 46) : random.range(93, 99);
  const fill = linear(c.defs, random.range(0, 360), [
    [0, p.tone(light)],
    [1, p.tone(light - (p.dark ? 16 : 14))],
  ]);
  c.layers.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" opacity="0.85"/>`);
}

function hairlines(c: Canvas): void {
  const { palette: p, random } = c;
  const stroke = p.ink;
  const kind = random.pick(['frame', 'circle', 'rule', 'none'] as const);
  const sw = Math.max(1, c.s * 0.0016);
  if (kind === 'frame') {
    const inset = c.s * 0.045;
    c.overlay.push(
      `<rect x="${r1(inset)}" y="${r1(inset)}" width="${r1(c.w - inset * 2)}" height="${r1(c.h - inset * 2)}" fill="none" stroke="${stroke}" stroke-opacity="0.35" stroke-width="${r1(sw)}"/>`,
    );
  } else if (kind === 'circle') {
    c.overlay.push(
      `<circle cx="${r1(c.w * random.range(0.3, 0.7))}" cy="${r1(c.h * random.range(0.25, 0.45))}" r="${r1(c.s * random.range(0.28, 0.4))}" fill="none" stroke="${stroke}" stroke-opacity="0.28" stroke-width="${r1(sw)}"/>`,
    );
  } else if (kind === 'rule') {
    const x = c.w * random.pick([0.08, 0.92]);
    c.overlay.push(
      `<line x1="${r1(x)}" y1="${r1(c.h * 0.08)}" x2="${r1(x)}" y2="${r1(c.h * 0.62)}" stroke="${stroke}" stroke-opacity="0.4" stroke-width="${r1(sw)}"/>`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Compositions

function composePortrait(c: Canvas): void {
  const { random } = c;
  backdrop(c);
  const fx = c.w * random.range(0.42, 0.58);
  const fy = c.h * random.range(0.36, 0.42);
  lightPool(c, fx + c.w * random.range(-0.08, 0.08), fy, c.w * 0.55, c.h * 0.42, c.palette.dark ? 0.35 : 0.6);
  if (random.chance(0.4)) hairlines(c);
  figure(c, fx, fy, c.w * random.range(0.16, 0.2));
  vignette(c, c.palette.dark ? 0.55 : 0.3);
}

function composeEditorial(c: Canvas): void {
  const { random } = c;
  backdrop(c);
  const layout = random.pick(['closeup', 'disc', 'arches', 'folds', 'offset'] as const);
  if (layout === 'closeup') {
    const fx = c.w * random.range(0.4, 0.6);
    lightPool(c, fx, c.h * 0.35, c.w * 0.6, c.h * 0.45, 0.5);
    figure(c, fx, c.h * random.range(0.3, 0.36), c.w * random.range(0.26, 0.32));
  } else if (layout === 'disc') {
    const fx = c.w * random.range(0.36, 0.64);
    disc(c, fx + c.w * random.range(-0.12, 0.12), c.h * random.range(0.3, 0.4), c.s * random.range(0.3, 0.4));
    figure(c, fx, c.h * random.range(0.5, 0.56), c.w * random.range(0.12, 0.15));
  } else if (layout === 'arches') {
    lightPool(c, c.w * 0.5, c.h * 0.6, c.w * 0.7, c.h * 0.4, 0.5);
    arches(c, random.pick([2, 3] as const));
    figure(c, c.w * random.range(0.4, 0.6), c.h * 0.62, c.w * random.range(0.09, 0.11));
  } else if (layout === 'folds') {
    folds(c, 3 + Math.floor(random.range(0, 3)));
    hairlines(c);
  } else {
    const fx = c.w * random.pick([0.3, 0.7]);
    lightPool(c, c.w - fx, c.h * 0.4, c.w * 0.5, c.h * 0.5, 0.55);
    hairlines(c);
    figure(c, fx, c.h * random.range(0.38, 0.46), c.w * random.range(0.15, 0.19));
  }
  vignette(c, c.palette.dark ? 0.5 : 0.25);
}

function composeLandscape(c: Canvas): void {
  const { random } = c;
  backdrop(c);
  const layout = random.pick(['horizon', 'arches', 'ensemble', 'folds'] as const);
  if (layout === 'horizon') {
    lightPool(c, c.w * random.range(0.3, 0.7), c.h * 0.62, c.w * 0.7, c.h * 0.28, 0.7);
    disc(c, c.w * random.range(0.25, 0.75), c.h * random.range(0.32, 0.45), c.s * random.range(0.16, 0.24));
    const ground = c.palette.tone(c.palette.dark ? 4 : 40);
    const fill = linear(c.defs, 90, [
      [0, ground, 0],
      [1, ground, 0.85],
    ]);
    c.layers.push(`<rect y="${r1(c.h * 0.64)}" width="${c.w}" height="${r1(c.h * 0.36)}" fill="${fill}"/>`);
  } else if (layout === 'arches') {
    lightPool(c, c.w * 0.5, c.h * 0.55, c.w * 0.7, c.h * 0.45, 0.55);
    arches(c, 4 + Math.floor(random.range(0, 3)));
  } else if (layout === 'ensemble') {
    lightPool(c, c.w * 0.5, c.h * 0.45, c.w * 0.6, c.h * 0.5, 0.55);
    const count = 3;
    for (let i = 0; i < count; i++) {
      const fx = c.w * (0.28 + i * 0.22 + random.range(-0.03, 0.03));
      figure(c, fx, c.h * random.range(0.38, 0.48), c.h * random.range(0.12, 0.16), { opacity: random.range(0.8, 1) });
    }
  } else {
    folds(c, 4 + Math.floor(random.range(0, 3)));
  }
  vignette(c, c.palette.dark ? 0.55 : 0.3);
}

function composeCompCard(c: Canvas): void {
  const { random } = c;
  backdrop(c);
  lightPool(c, c.w * 0.27, c.h * 0.4, c.w * 0.3, c.h * 0.5, c.palette.dark ? 0.35 : 0.6);
  lightPool(c, c.w * 0.75, c.h * 0.45, c.w * 0.25, c.h * 0.45, c.palette.dark ? 0.3 : 0.5);
  figure(c, c.w * random.range(0.25, 0.29), c.h * 0.36, c.h * 0.15);
  figure(c, c.w * random.range(0.73, 0.77), c.h * 0.47, c.h * 0.1);
  const stroke = c.palette.dark ? c.palette.tone(90) : c.palette.tone(20);
  c.overlay.push(
    `<line x1="${r1(c.w / 2)}" y1="${r1(c.h * 0.08)}" x2="${r1(c.w / 2)}" y2="${r1(c.h * 0.92)}" stroke="${stroke}" stroke-opacity="0.3" stroke-width="${r1(Math.max(1, c.s * 0.0016))}"/>`,
  );
  vignette(c, c.palette.dark ? 0.5 : 0.25);
}

const CINEMA_BAR = 0.085;

function composeThumbnail(c: Canvas): void {
  composeLandscape(c);
  const bar = c.h * CINEMA_BAR;
  c.overlay.push(`<rect width="${c.w}" height="${r1(bar)}" fill="#000" opacity="0.88"/>`);
  c.overlay.push(`<rect y="${r1(c.h - bar)}" width="${c.w}" height="${r1(bar)}" fill="#000" opacity="0.88"/>`);
}

/**
 * The home page's stage: three figures on seamless paper under a slow light. `phase` (0 to 1) moves the light and
 * the paper moon on closed paths, so phase 1 is phase 0 again: the background video's frames (background-video.ts)
 * loop seamlessly, and its first frame is the poster.
 */
function composeStage(c: Canvas, phase: number): void {
  const turn = 2 * Math.PI * phase;
  const wide = c.w >= c.h;
  backdrop(c);
  lightPool(c, c.w * (0.5 + 0.2 * Math.sin(turn)), c.h * (0.42 + 0.04 * Math.cos(turn)), c.w * (wide ? 0.42 : 0.7), c.h * 0.46, 0.55);
  disc(c, c.w * (wide ? 0.68 : 0.62) + c.s * 0.05 * Math.cos(turn), c.h * (wide ? 0.3 : 0.26) + c.s * 0.03 * Math.sin(turn), c.s * (wide ? 0.16 : 0.2));
  const ground = c.palette.tone(c.palette.dark ? 4 : 38);
  const fill = linear(c.defs, 90, [
    [0, ground, 0],
    [1, ground, 0.7],
  ]);
  c.layers.push(`<rect y="${r1(c.h * 0.72)}" width="${c.w}" height="${r1(c.h * 0.28)}" fill="${fill}"/>`);
  const spots = wide ? [0.35, 0.5, 0.65] : [0.28, 0.5, 0.72];
  spots.forEach((x, i) => {
    const u = (wide ? c.h * 0.07 : c.w * 0.095) * (i === 1 ? 1.1 : 1);
    figure(c, c.w * x, c.h * (wide ? 0.58 : 0.62) - (i === 1 ? u * 0.4 : 0), u, { tilt: [-4, 2, 5][i] });
  });
  vignette(c, c.palette.dark ? 0.5 : 0.3);
}

interface Drawing {
  /** SVG of the shapes and light. */
  picture: string;
  /** SVG (transparent) of the hairlines and bars. */
  overlay: string;
  /** Gaussian blur sigma for the picture, in pixels. */
  softness: number;
}

function drawPlaceholder(spec: PlaceholderSpec): Drawing {
  const random = createRandom(`${spec.motif}:${spec.seed}`);
  const dark = spec.motif === 'poster' ? true : spec.motif === 'thumbnail' ? random.chance(0.7) : random.chance(0.45);
  const c: Canvas = {
    w: spec.width,
    h: spec.height,
    s: Math.min(spec.width, spec.height),
    random,
    palette: createPalette(random, dark),
    defs: new Defs(),
    layers: [],
    overlay: [],
  };
  switch (spec.motif) {
    case 'portrait':
      composePortrait(c);
      break;
    case 'editorial':
      composeEditorial(c);
      break;
    case 'landscape':
      composeLandscape(c);
      break;
    case 'thumbnail':
      composeThumbnail(c);
      break;
    case 'compcard':
      composeCompCard(c);
      break;
    case 'poster':
      composeStage(c, spec.phase ?? 0);
      break;
  }
  const svg = (body: string[]) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${c.w}" height="${c.h}" viewBox="0 0 ${c.w} ${c.h}">${c.defs}${body.join('')}</svg>`;
  return { picture: svg(c.layers), overlay: svg(c.overlay), softness: c.s * 0.0022 };
}

/** The whole placeholder as one SVG document, without the softening (for previews). */
export function placeholderSvg(spec: PlaceholderSpec): string {
  const drawing = drawPlaceholder(spec);
  return drawing.picture.replace(/<\/svg>$/, drawing.overlay.replace(/^<svg[^>]*>/, ''));
}
