import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import sharp from 'sharp';
import { embedPretendard, type PretendardFonts as Fonts } from '../../lib/pdf-fonts';
import { fitText, type TextBlock } from '../../lib/pdf-text';

/** What a comp card shows, in its language (comp-card-service.ts gathers it). */
export interface CompCardContent {
  language: 'ko' | 'en';
  /** The name in the card's language, and the other one ('' when the same or missing). */
  name: string;
  otherName: string;
  agency: string;
  /** Label and value lines: the measurements, then the profile fields (the field table's public places). */
  measurements: { label: string; value: string }[];
  /** The agency's contact lines (address, phone, email, website, Instagram, KakaoTalk), blank ones left out. */
  contact: string[];
  /** The agency's logo as PNG (SITE_ICON_FILE, decision 116); without it the agency's name alone is its mark. */
  logo?: Buffer | null;
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
/** The typographic card's ground (an artist without pictures), the public page's name panel in print. */
const PAPER = rgb(0.955, 0.948, 0.935);
/** Pretendard's ascent and descent as parts of the size, for placing lines by their tops and bottoms. */
const ASCENT = 0.8;
const DESCENT = 0.22;

type Box = { x: number; y: number; width: number; height: number };

/** A picture cropped to the box around its subject (sharp's attention strategy), as JPEG. */
function cropped(image: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(image, { failOn: 'none' })
    .rotate()
    .resize(Math.round(width * PIXELS_PER_POINT), Math.round(height * PIXELS_PER_POINT), { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

async function drawPicture(doc: PDFDocument, page: PDFPage, image: Buffer, box: Box) {
  const jpeg = await doc.embedJpg(await cropped(image, box.width, box.height));
  page.drawImage(jpeg, box);
}

/** The back's pictures fill the grid whatever their number: one large, two side by side, one and two stacked, or 2 × 2. */
function pictureCells(count: number, grid: Box): Box[] {
  const { x, y, width, height } = grid;
  const halfWidth = (width - GAP) / 2;
  const halfHeight = (height - GAP) / 2;
  const right = x + halfWidth + GAP;
  const top = y + halfHeight + GAP;
  if (count <= 0) return [];
  if (count === 1) return [grid];
  if (count === 2) return [{ x, y, width: halfWidth, height }, { x: right, y, width: halfWidth, height }];
  if (count === 3) return [{ x, y, width: halfWidth, height }, { x: right, y: top, width: halfWidth, height: halfHeight }, { x: right, y, width: halfWidth, height: halfHeight }];
  return [top, y].flatMap((rowY) => [x, right].map((cellX) => ({ x: cellX, y: rowY, width: halfWidth, height: halfHeight })));
}

/** Lines of one size from the first line's baseline down; answers the last line's bottom. */
function drawLines(page: PDFPage, block: TextBlock, at: { x: number; baseline: number; font: PDFFont; color: RGB; leading?: number }): number {
  const step = block.size * (at.leading ?? 1.25);
  block.lines.forEach((line, index) => page.drawText(line, { x: at.x, y: at.baseline - index * step, size: block.size, font: at.font, color: at.color }));
  return at.baseline - (block.lines.length - 1) * step - block.size * DESCENT;
}

/** The height of a block from its first line's top to its last line's bottom. */
function blockHeight(block: TextBlock, leading = 1.25): number {
  return block.size * (ASCENT + DESCENT) + (block.lines.length - 1) * block.size * leading;
}

/** Draws a block with its top at `top`; answers its bottom. */
function drawBlock(page: PDFPage, block: TextBlock, at: { x: number; top: number; font: PDFFont; color: RGB; leading?: number }): number {
  return drawLines(page, block, { ...at, baseline: at.top - block.size * ASCENT });
}

/** The agency's mark: its logo (when set) and its name in capitals beside it. */
function agencyMark(fonts: Fonts, agency: string, logo: PDFImage | null, width: number, logoSize: number) {
  const textX = logo ? logoSize + 8 : 0;
  const name = fitText(fonts.bold, agency.toUpperCase(), width - textX, { max: 9.5, shrinkTo: 8 });
  const height = Math.max(logo ? logoSize : 0, blockHeight(name));
  return {
    height,
    draw(page: PDFPage, x: number, top: number) {
      if (logo) {
        const scale = Math.min(logoSize / logo.width, logoSize / logo.height);
        const drawn = { width: logo.width * scale, height: logo.height * scale };
        page.drawImage(logo, { x: x + (logoSize - drawn.width) / 2, y: top - height / 2 - drawn.height / 2, ...drawn });
      }
      drawBlock(page, name, { x: x + textX, top: top - (height - blockHeight(name)) / 2, font: fonts.bold, color: INK });
    },
  };
}

/** The name (and the other name under it) with the bottom at `bottom`. */
function drawNames(page: PDFPage, fonts: Fonts, content: CompCardContent, box: { x: number; bottom: number; width: number }, sizes: { name: [number, number, number]; other: [number, number, number] }) {
  const [max, shrinkTo, min] = sizes.name;
  const name = fitText(fonts.bold, content.name, box.width, { max, shrinkTo, min });
  const [otherMax, otherShrinkTo, otherMin] = sizes.other;
  const other = content.otherName ? fitText(fonts.regular, content.otherName, box.width, { max: otherMax, shrinkTo: otherShrinkTo, min: otherMin }) : null;
  const otherHeight = other ? blockHeight(other) + name.size * 0.3 : 0;
  drawBlock(page, name, { x: box.x, top: box.bottom + otherHeight + blockHeight(name, 1.08), font: fonts.bold, color: INK, leading: 1.08 });
  if (other) drawBlock(page, other, { x: box.x, top: box.bottom + blockHeight(other), font: fonts.regular, color: MUTED });
}

/** The name, then the measurements and profile fields as label and value rows, from `top` down to `bottom` at most. */
function drawIdentity(page: PDFPage, fonts: Fonts, content: CompCardContent, box: { x: number; top: number; bottom: number; width: number }) {
  const { x, width } = box;
  const name = fitText(fonts.bold, content.name, width, { max: 16, shrinkTo: 11, min: 10 });
  let y = drawBlock(page, name, { x, top: box.top, font: fonts.bold, color: INK, leading: 1.1 }) - 14;
  // The values start after the longest label (at least 52 pt, at most half the column).
  const valueX = Math.min(width / 2, Math.max(52, ...content.measurements.map(({ label }) => fonts.bold.widthOfTextAtSize(label, 8) + 8)));
  const rows = content.measurements.map(({ label, value }) => ({
    label: fitText(fonts.bold, label, valueX - 6, { max: 8 }),
    value: fitText(fonts.regular, value, width - valueX, { max: 10, shrinkTo: 8 }),
  }));
  // A row's first baselines sit where a 10 pt value's would; it ends below its longer part.
  const below = (block: TextBlock) => (block.lines.length - 1) * block.size * 1.2 + block.size * DESCENT;
  const heights = rows.map((row) => 10 * ASCENT + Math.max(below(row.label), below(row.value)));
  // Rows 7 pt apart, closer when many profile fields would reach the agency's block.
  const room = y - box.bottom - heights.reduce((sum, height) => sum + height, 0);
  const gap = rows.length > 1 ? Math.max(2, Math.min(7, room / (rows.length - 1))) : 0;
  rows.forEach((row, index) => {
    const baseline = y - 10 * ASCENT;
    drawLines(page, row.label, { x, baseline, font: fonts.bold, color: MUTED, leading: 1.2 });
    drawLines(page, row.value, { x: x + valueX, baseline, font: fonts.regular, color: INK, leading: 1.2 });
    y -= heights[index]! + gap;
  });
}

/** The agency's mark and its contact lines, with the last line's bottom at `bottom`. */
function drawContact(page: PDFPage, fonts: Fonts, content: CompCardContent, logo: PDFImage | null, box: { x: number; bottom: number; width: number }) {
  const mark = agencyMark(fonts, content.agency, logo, box.width, 20);
  const lines = content.contact.map((line) => fitText(fonts.regular, line, box.width, { max: 8 }));
  const linesHeight = lines.reduce((sum, block) => sum + blockHeight(block, 1.2) + 3, 0);
  let top = box.bottom + linesHeight + mark.height + 5;
  mark.draw(page, box.x, top);
  top -= mark.height + 5;
  for (const block of lines) top = drawBlock(page, block, { x: box.x, top, font: fonts.regular, color: MUTED, leading: 1.2 }) - 3;
  return box.bottom + linesHeight + mark.height + 5;
}

/**
 * A print-ready comp card (issue 17): A5 landscape, two pages. Front: the main picture and the name. Back: up to four
 * pictures, the measurements, the agency and its contact. Korean and Latin text in Pretendard, embedded as a
 * subset of the glyphs used (subset-font, then pdf-lib with fontkit). Every text fits its column at 8 pt or more
 * (shrunk, then wrapped); an artist without pictures gets a typographic card (decision 116).
 */
export async function renderCompCard(content: CompCardContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const used = [content.name, content.otherName, content.agency, content.agency.toUpperCase(), ...content.measurements.flatMap((m) => [m.label, m.value]), ...content.contact].join('');
  const fonts = await embedPretendard(doc, used);
  const logo = content.logo ? await doc.embedPng(content.logo) : null;
  const { width: W, height: H } = COMP_CARD_PAGE;
  doc.setTitle(`${content.name} — ${content.agency} comp card`, { showInWindowTitleBar: true });
  doc.setAuthor(content.agency);
  doc.setSubject(content.language === 'en' ? 'Comp card' : '컴프카드');
  doc.setLanguage(content.language === 'en' ? 'en' : 'ko');
  doc.setCreator(content.agency);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(content.changedAt);
  doc.setModificationDate(content.changedAt);

  const front = doc.addPage([W, H]);
  if (content.front) {
    // The picture bleeds on the left; the agency at the top and the name at the foot of the right column.
    const pictureWidth = W * 0.58;
    await drawPicture(doc, front, content.front, { x: 0, y: 0, width: pictureWidth, height: H });
    const column = { x: pictureWidth + MARGIN, width: W - pictureWidth - 2 * MARGIN };
    agencyMark(fonts, content.agency, logo, column.width, 24).draw(front, column.x, H - MARGIN);
    drawNames(front, fonts, content, { ...column, bottom: MARGIN }, { name: [26, 16, 12], other: [12, 9, 8] });
  } else {
    // Typographic: the names in display type on the card's ground, the agency's mark at the top.
    front.drawRectangle({ x: 0, y: 0, width: W, height: H, color: PAPER });
    agencyMark(fonts, content.agency, logo, W - 2 * MARGIN, 28).draw(front, MARGIN, H - MARGIN);
    drawNames(front, fonts, content, { x: MARGIN, bottom: MARGIN + 8, width: W - 2 * MARGIN }, { name: [64, 36, 24], other: [22, 14, 12] });
  }

  const back = doc.addPage([W, H]);
  const pictures = content.back.slice(0, 4);
  if (pictures.length > 0) {
    // Pictures on the left 60 %, then the name, measurements and the agency's contact in the column beside them.
    const gridWidth = W * 0.6;
    const cells = pictureCells(pictures.length, { x: MARGIN, y: MARGIN, width: gridWidth - MARGIN, height: H - 2 * MARGIN });
    for (const [index, image] of pictures.entries()) await drawPicture(doc, back, image, cells[index]!);
    const column = { x: gridWidth + MARGIN / 2, width: W - gridWidth - MARGIN / 2 - MARGIN };
    const contactTop = drawContact(back, fonts, content, logo, { ...column, bottom: MARGIN });
    drawIdentity(back, fonts, content, { ...column, top: H - MARGIN, bottom: contactTop + 14 });
  } else {
    // No pictures: the name and measurements on the left half, the agency and its contact on the right.
    const half = (W - 2 * MARGIN - 2 * MARGIN) / 2;
    drawIdentity(back, fonts, content, { x: MARGIN, top: H - MARGIN, bottom: MARGIN, width: half });
    back.drawLine({ start: { x: W / 2, y: MARGIN }, end: { x: W / 2, y: H - MARGIN }, thickness: 0.5, color: MUTED });
    drawContact(back, fonts, content, logo, { x: W / 2 + MARGIN, bottom: MARGIN, width: half });
  }

  return doc.save({ useObjectStreams: true });
}
