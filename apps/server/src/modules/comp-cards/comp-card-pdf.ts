import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import subsetFont from 'subset-font';

/** What a comp card shows, in its language (comp-card-service.ts gathers it). */
export interface CompCardContent {
  language: 'ko' | 'en';
  /** The name in the card's language, and the other one ('' when the same or missing). */
  name: string;
  otherName: string;
  agency: string;
  /** Label and value lines: the measurements, then the profile fields (the field table's public places). */
  measurements: { label: string; value: string }[];
  /** The agency's contact lines (email, Instagram, KakaoTalk, address), blank ones left out. */
  contact: string[];
  /** The main picture (any format sharp reads) or null; up to four pictures for the back. */
  front: Buffer | null;
  back: Buffer[];
  /** Written into the document's dates so the same content gives the same file. */
  changedAt: Date;
}

/** A5 landscape in points (210 × 148 mm). */
export const COMP_CARD_PAGE = { width: 595.28, height: 419.53 } as const;
const MARGIN = 24;
const GAP = 6;
/** Pixels per point of the embedded pictures (about 220 dpi: sharp enough for print, a few hundred kB). */
const PIXELS_PER_POINT = 3;
const INK = rgb(0.07, 0.07, 0.07);
const MUTED = rgb(0.42, 0.42, 0.42);

const fontFile = (weight: 'Regular' | 'Bold') =>
  createRequire(import.meta.url).resolve(`pretendard/dist/public/static/alternative/Pretendard-${weight}.ttf`);

/** The typeface's files, read once (Pretendard from the npm registry, as the public site uses). */
let fontBytes: Promise<[Buffer, Buffer]> | undefined;
function loadFonts(): Promise<[Buffer, Buffer]> {
  fontBytes ??= Promise.all([fs.readFile(fontFile('Regular')), fs.readFile(fontFile('Bold'))]);
  return fontBytes;
}

/** A picture cropped to the box around its subject (sharp's attention strategy), as JPEG. */
function cropped(image: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(image, { failOn: 'none' })
    .rotate()
    .resize(Math.round(width * PIXELS_PER_POINT), Math.round(height * PIXELS_PER_POINT), { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

async function drawPicture(doc: PDFDocument, page: PDFPage, image: Buffer, box: { x: number; y: number; width: number; height: number }) {
  const jpeg = await doc.embedJpg(await cropped(image, box.width, box.height));
  page.drawImage(jpeg, box);
}

/** The largest size up to `max` at which `text` fits `width`. */
function fittingSize(font: PDFFont, text: string, width: number, max: number, min = 10): number {
  let size = max;
  while (size > min && font.widthOfTextAtSize(text, size) > width) size -= 1;
  return size;
}

/**
 * A print-ready comp card (issue 17): A5 landscape, two pages. Front: the main picture and the name. Back: four
 * pictures, the measurements, the agency and its contact. Korean and Latin text in Pretendard, embedded as a
 * subset of the glyphs used (subset-font, then pdf-lib with fontkit).
 */
export async function renderCompCard(content: CompCardContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // harfbuzz cuts the typeface down to the characters of this card; pdf-lib embeds that as it is (its own
  // subsetting drops glyphs of this font).
  const used = [content.name, content.otherName, content.agency, content.agency.toUpperCase(), ...content.measurements.flatMap((m) => [m.label, m.value]), ...content.contact].join('');
  const [regularBytes, boldBytes] = await Promise.all((await loadFonts()).map((font) => subsetFont(font, used, { targetFormat: 'truetype' })));
  const regular = await doc.embedFont(regularBytes!, { subset: false });
  const bold = await doc.embedFont(boldBytes!, { subset: false });
  const { width: W, height: H } = COMP_CARD_PAGE;
  doc.setTitle(`${content.name} — ${content.agency} comp card`, { showInWindowTitleBar: true });
  doc.setAuthor(content.agency);
  doc.setSubject(content.language === 'en' ? 'Comp card' : '컴프카드');
  doc.setLanguage(content.language === 'en' ? 'en' : 'ko');
  doc.setCreator(content.agency);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(content.changedAt);
  doc.setModificationDate(content.changedAt);

  // Front: the picture bleeds on the left; agency at the top and the name at the foot of the right column.
  const front = doc.addPage([W, H]);
  const pictureWidth = W * 0.58;
  if (content.front) await drawPicture(doc, front, content.front, { x: 0, y: 0, width: pictureWidth, height: H });
  const columnX = pictureWidth + MARGIN;
  const columnWidth = W - columnX - MARGIN;
  front.drawText(content.agency.toUpperCase(), { x: columnX, y: H - MARGIN - 9, size: 9, font: bold, color: INK });
  const nameSize = fittingSize(bold, content.name, columnWidth, 26);
  const nameY = MARGIN + (content.otherName ? 22 : 0);
  front.drawText(content.name, { x: columnX, y: nameY, size: nameSize, font: bold, color: INK });
  if (content.otherName) front.drawText(content.otherName, { x: columnX, y: MARGIN, size: fittingSize(regular, content.otherName, columnWidth, 12), font: regular, color: MUTED });

  // Back: up to four pictures in a 2 × 2 grid, then the name, measurements and the agency's contact.
  const back = doc.addPage([W, H]);
  const gridWidth = W * 0.6;
  const cellWidth = (gridWidth - MARGIN - GAP) / 2;
  const cellHeight = (H - 2 * MARGIN - GAP) / 2;
  for (const [index, image] of content.back.slice(0, 4).entries()) {
    const column = index % 2;
    const row = Math.floor(index / 2);
    await drawPicture(doc, back, image, { x: MARGIN + column * (cellWidth + GAP), y: H - MARGIN - (row + 1) * cellHeight - row * GAP, width: cellWidth, height: cellHeight });
  }
  const infoX = gridWidth + MARGIN / 2;
  const infoWidth = W - infoX - MARGIN;
  let y = H - MARGIN - 16;
  back.drawText(content.name, { x: infoX, y, size: fittingSize(bold, content.name, infoWidth, 16), font: bold, color: INK });
  y -= 30;
  // The values start after the longest label (at least 52 pt), so a longer label of a new field never runs into them.
  const valueX = Math.min(infoWidth / 2, Math.max(52, ...content.measurements.map(({ label }) => bold.widthOfTextAtSize(label, 7.5) + 8)));
  for (const { label, value } of content.measurements) {
    back.drawText(label, { x: infoX, y, size: 7.5, font: bold, color: MUTED });
    back.drawText(value, { x: infoX + valueX, y, size: fittingSize(regular, value, infoWidth - valueX, 10, 6), font: regular, color: INK });
    y -= 17;
  }
  let footY = MARGIN;
  for (const line of [...content.contact].reverse()) {
    back.drawText(line, { x: infoX, y: footY, size: fittingSize(regular, line, infoWidth, 8, 5), font: regular, color: MUTED });
    footY += 12;
  }
  back.drawText(content.agency.toUpperCase(), { x: infoX, y: footY + 2, size: 9, font: bold, color: INK });

  return doc.save({ useObjectStreams: true });
}
