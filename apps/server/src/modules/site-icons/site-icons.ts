import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import sharp from 'sharp';
import { monogramOf } from './monogram';

/** The PNG sizes served: the 32 px favicon, Apple's touch icon and the manifest's two. */
export const PNG_ICON_SIZES = [32, 180, 192, 512] as const;
export type PngIconSize = (typeof PNG_ICON_SIZES)[number];

const INK = '#0b0b0b';
const PAPER = '#ffffff';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The generated favicon: the monogram, white on the site's ink, in the browser's own fonts (any script). */
export function monogramSvg(siteName: string): string {
  const letters = monogramOf(siteName);
  const fontSize = letters.length > 1 ? 26 : 36;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" rx="14" fill="${INK}"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" fill="${PAPER}" font-size="${fontSize}" font-weight="700" ` +
    `font-family="Pretendard, 'Helvetica Neue', Arial, 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif">${escapeXml(letters)}</text>` +
    '</svg>'
  );
}

/** The font the PNGs are drawn with: the server has no system fonts to count on (docs/decisions/077). */
function boldFontFile(): string {
  return createRequire(import.meta.url).resolve('pretendard/dist/public/static/Pretendard-Bold.otf');
}

/** A square PNG of the monogram: full bleed (launchers round or mask it), letters inside the central 60 %. */
async function monogramPng(siteName: string, size: number): Promise<Buffer> {
  const letters = monogramOf(siteName);
  const box = Math.round(size * (letters.length > 1 ? 0.6 : 0.46));
  const text = await sharp({
    text: { text: `<span foreground="${PAPER}">${escapeXml(letters)}</span>`, fontfile: boldFontFile(), font: 'Pretendard Bold', width: box, height: box, rgba: true },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: INK } })
    .composite([{ input: text, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** The sizes inside /favicon.ico: the tab's 16 px, its 2x and Windows' 48 px. */
export const ICO_SIZES = [16, 32, 48] as const;

/**
 * An ICO file holding PNG images (Windows Vista's format, read by every current browser): a 6-byte header, a
 * 16-byte entry per image (0 stands for 256 px), then the PNGs.
 */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

export type SiteIcons = {
  svg: () => Promise<string>;
  png: (size: PngIconSize) => Promise<Buffer>;
  /** /favicon.ico: the same icon at ICO_SIZES. */
  ico: () => Promise<Buffer>;
};

/**
 * The site's icons, drawn once per process (the same for every instance): from SITE_ICON_FILE when the agency
 * has its own (a square PNG, JPEG, WebP or SVG), else the monogram of the site name.
 */
export function createSiteIcons({ siteName, iconFile }: { siteName: string; iconFile?: string }): SiteIcons {
  const memo = new Map<string, Promise<Buffer | string>>();
  const once = <T extends Buffer | string>(key: string, make: () => Promise<T>): Promise<T> => {
    let value = memo.get(key);
    if (!value) {
      value = make();
      // A failed drawing is tried again by the next request.
      value.catch(() => memo.delete(key));
      memo.set(key, value);
    }
    return value as Promise<T>;
  };
  const own = iconFile ? () => once('file', () => fs.readFile(iconFile)) : undefined;
  const drawPng = async (size: number): Promise<Buffer> =>
    own ? sharp((await own()) as Buffer, { density: 300 }).resize(size, size, { fit: 'cover' }).png().toBuffer() : monogramPng(siteName, size);

  return {
    svg: () =>
      once('svg', async () => {
        if (!own) return monogramSvg(siteName);
        const file = (await own()) as Buffer;
        const metadata = await sharp(file).metadata();
        if (metadata.format === 'svg') return file.toString('utf8');
        const png = await sharp(file).resize(64, 64, { fit: 'cover' }).png().toBuffer();
        return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><image width="64" height="64" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
      }),
    png: (size) => once(`png-${size}`, () => drawPng(size)),
    ico: () => once('ico', async () => icoOf(await Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await drawPng(size) }))))),
  };
}
