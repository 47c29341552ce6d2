import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { embedPretendard, type PretendardFonts } from '../../lib/pdf-fonts';
import { zonedInstant } from '../../lib/zoned-day';
import { fitText } from '../../lib/pdf-text';

/** What a booking confirmation shows, in its language (the jobs service gathers it). */
export interface JobConfirmationContent {
  language: 'ko' | 'en';
  /** The site's name and URL ('' when none). */
  agency: { name: string; url: string };
  /** Any of these may be ''. */
  booker: { name: string; email: string; phone: string };
  /** The optional texts may be ''; `usage` (media, territory, period) may hold several lines. */
  job: { id: number; title: string; place: string; usage: string; client: { company: string; name: string; email: string; phone: string } };
  /** YYYY-MM-DD and HH:mm on the agency's wall clock. */
  days: { date: string; start: string; end: string }[];
  /** The agency's time zone, printed beside the times. */
  timeZone: string;
  /** The confirmed artists; a fee is an integer in KRW per artist. */
  artists: { name: string; fee: number | null }[];
  issuedAt: Date;
}

const LABELS = {
  ko: {
    title: '부킹 확정서',
    number: '부킹 번호',
    issued: '발행일',
    client: '클라이언트',
    job: '작업명',
    schedule: '일정',
    date: '날짜',
    time: '시간',
    timeZone: '시간대',
    place: '장소',
    usage: '사용 범위',
    artists: '아티스트',
    artist: '이름',
    fee: '출연료',
    total: '합계',
    booker: '담당자',
    continued: '(계속)',
    closing: '위 내용으로 부킹이 확정되었음을 알려 드립니다. 함께해 주셔서 감사합니다.',
  },
  en: {
    title: 'Booking confirmation',
    number: 'Booking no.',
    issued: 'Issued',
    client: 'Client',
    job: 'Job',
    schedule: 'Schedule',
    date: 'Date',
    time: 'Time',
    timeZone: 'Time zone',
    place: 'Place',
    usage: 'Usage',
    artists: 'Artists',
    artist: 'Name',
    fee: 'Fee',
    total: 'Total',
    booker: 'Booker',
    continued: '(continued)',
    closing: 'We are pleased to confirm the booking above. Thank you for working with us.',
  },
} as const;

/** A4 portrait in points. */
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN_X = 56;
const MARGIN_TOP = 56;
/** Room below the content for the footer line. */
const MARGIN_BOTTOM = 72;
const FOOTER_BASELINE = 36;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN_X;
const LABEL_WIDTH = 100;
const VALUE_X = MARGIN_X + LABEL_WIDTH;
const VALUE_WIDTH = CONTENT_WIDTH - LABEL_WIDTH;
const BODY = 10;
const SMALL = 8.5;
const LEADING = 1.45;
const CELL_PADDING = 5;
const SECTION_PADDING = 9;
const INK = rgb(0.07, 0.07, 0.07);
const MUTED = rgb(0.42, 0.42, 0.42);
const RULE = rgb(0.82, 0.82, 0.82);
const HEADER_FILL = rgb(0.955, 0.948, 0.935);
/** Pretendard's ascent and descent as parts of the size. */
const ASCENT = 0.8;
const DESCENT = 0.22;
/** What the footer adds to the texts of the content (page numbers). */
const FOOTER_CHARACTERS = '0123456789 /·';

type Labels = (typeof LABELS)[keyof typeof LABELS];
type Style = { bold?: boolean; muted?: boolean; size?: number };
type Line = Style & { text: string };
type Column = { width: number; align: 'left' | 'right' };
type Block =
  | { kind: 'lines'; lines: Line[] }
  | { kind: 'table'; columns: Column[]; header: string[]; rows: string[][]; total?: string[] };
type Section = { label: string; block: Block };

/** Something drawn with its top at the cursor, kept whole on one page. */
interface Unit {
  height: number;
  draw(page: PDFPage, top: number): void;
}

const groups = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function money(language: 'ko' | 'en', amount: number | null): string {
  if (amount === null) return '—';
  return language === 'ko' ? `${groups.format(amount)}원` : `KRW ${groups.format(amount)}`;
}

/** A calendar day with its weekday: '2026년 12월 1일 (화)', 'Tue, 1 Dec 2026'. */
function dayWithWeekday(language: 'ko' | 'en', day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const noon = new Date(Date.UTC(year, month - 1, date, 12));
  if (language === 'en') return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(noon);
  const weekday = new Intl.DateTimeFormat('ko-KR', { timeZone: 'UTC', weekday: 'short' }).format(noon);
  return `${year}년 ${month}월 ${date}일 (${weekday})`;
}

function issueDate(language: 'ko' | 'en', instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-GB', { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(instant);
}

/** The zone and its offset on that day: 'Asia/Seoul (GMT+9)'; a DST zone shows the day's own offset. */
function zoneOn(day: string, time: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(zonedInstant(day, time, timeZone));
  const offset = parts.find((part) => part.type === 'timeZoneName')?.value;
  return offset ? `${timeZone} (${offset})` : timeZone;
}

const present = (texts: string[]) => texts.map((text) => text.trim()).filter((text) => text !== '');

/** The sheet's sections as texts, in the order they are printed; empty ones are left out. */
function sections(content: JobConfirmationContent, labels: Labels): Section[] {
  const { language, job } = content;
  const result: Section[] = [];
  const lines = (label: string, items: Line[]) => {
    if (items.length > 0) result.push({ label, block: { kind: 'lines', lines: items } });
  };
  const { company, name, email, phone } = job.client;
  lines(labels.client, [
    ...present([company]).map((text) => ({ text, bold: true })),
    ...present([name]).map((text) => ({ text })),
    ...present([present([email, phone]).join('  ·  ')]).map((text) => ({ text, muted: true })),
  ]);
  lines(labels.job, present([job.title]).map((text) => ({ text, bold: true, size: 12 })));
  if (content.days.length > 0) {
    result.push({
      label: labels.schedule,
      block: {
        kind: 'table',
        columns: [{ width: 0.34, align: 'left' }, { width: 0.23, align: 'left' }, { width: 0.43, align: 'left' }],
        header: [labels.date, labels.time, labels.timeZone],
        rows: content.days.map((day) => [dayWithWeekday(language, day.date), `${day.start} – ${day.end}`, zoneOn(day.date, day.start, content.timeZone)]),
      },
    });
  }
  lines(labels.place, present([job.place]).map((text) => ({ text })));
  // The usage keeps its own line breaks; several blank lines in a row count as one.
  const usage = job.usage.trim() === '' ? [] : job.usage.trim().split(/\r?\n/);
  lines(labels.usage, usage.filter((text, index) => text.trim() !== '' || usage[index - 1]!.trim() !== '').map((text) => ({ text })));
  if (content.artists.length > 0) {
    const fees = content.artists.map((artist) => artist.fee).filter((fee): fee is number => fee !== null);
    result.push({
      label: labels.artists,
      block: {
        kind: 'table',
        columns: [{ width: 0.08, align: 'left' }, { width: 0.6, align: 'left' }, { width: 0.32, align: 'right' }],
        header: ['', labels.artist, labels.fee],
        rows: content.artists.map((artist, index) => [String(index + 1), artist.name, money(language, artist.fee)]),
        total: ['', labels.total, money(language, fees.length > 0 ? fees.reduce((sum, fee) => sum + fee, 0) : null)],
      },
    });
  }
  const { booker } = content;
  lines(labels.booker, [
    ...present([booker.name]).map((text) => ({ text, bold: true })),
    ...present([booker.email, booker.phone]).map((text) => ({ text })),
  ]);
  return result;
}

/** Every string a value holds, for the font subset. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function textWidth(font: PDFFont, text: string, size: number) {
  return font.widthOfTextAtSize(text, size);
}

/** How far below the top of a line `size × LEADING` high its baseline sits, the text centred in it. */
const baselineDepth = (size: number) => (size * (LEADING + ASCENT - DESCENT)) / 2;

/** The top of a line of `size` whose baseline is that of a line of `other` with its top at `top`. */
const topBesides = (top: number, other: number, size: number) => top - baselineDepth(other) + baselineDepth(size);

/** One line of `size` in a row `size × LEADING` high, centred in it. */
function drawLine(page: PDFPage, text: string, at: { x: number; top: number; size: number; font: PDFFont; color: RGB; align?: 'left' | 'right'; width?: number }) {
  const baseline = at.top - baselineDepth(at.size);
  const x = at.align === 'right' && at.width !== undefined ? at.x + at.width - textWidth(at.font, text, at.size) : at.x;
  page.drawText(text, { x, y: baseline, size: at.size, font: at.font, color: at.color });
}

/** A text wrapped to `width` at one size, each of its lines a unit (so a long text flows on to the next page). */
function paragraphUnits(fonts: PretendardFonts, line: Line, width: number): Unit[] {
  const size = line.size ?? BODY;
  const font = line.bold ? fonts.bold : fonts.regular;
  if (line.text.trim() === '') return [{ height: size * 0.6, draw: () => {} }];
  const block = fitText(font, line.text, width, { max: size, shrinkTo: size, min: size });
  return block.lines.map((text) => ({
    height: size * LEADING,
    draw: (page, top) => drawLine(page, text, { x: VALUE_X, top, size, font, color: line.muted ? MUTED : INK }),
  }));
}

/** A table row: each cell wrapped to its column, the row as high as its tallest cell. */
function rowUnit(fonts: PretendardFonts, columns: Column[], cells: string[], style: { bold?: boolean; muted?: boolean; size: number; fill?: RGB; ruleAbove?: RGB; ruleBelow: RGB }): Unit {
  const font = style.bold ? fonts.bold : fonts.regular;
  const widths = columns.map((column) => column.width * VALUE_WIDTH);
  const blocks = cells.map((cell, index) => (cell ? fitText(font, cell, widths[index]! - 2 * CELL_PADDING, { max: style.size, shrinkTo: style.size, min: style.size }).lines : []));
  const step = style.size * LEADING;
  const height = Math.max(1, ...blocks.map((lines) => lines.length)) * step + 2 * CELL_PADDING;
  return {
    height,
    draw(page, top) {
      if (style.fill) page.drawRectangle({ x: VALUE_X, y: top - height, width: VALUE_WIDTH, height, color: style.fill });
      if (style.ruleAbove) page.drawLine({ start: { x: VALUE_X, y: top }, end: { x: VALUE_X + VALUE_WIDTH, y: top }, thickness: 0.75, color: style.ruleAbove });
      let x = VALUE_X;
      blocks.forEach((lines, index) => {
        const width = widths[index]!;
        lines.forEach((line, row) =>
          drawLine(page, line, { x: x + CELL_PADDING, top: top - CELL_PADDING - row * step, size: style.size, font, color: style.muted ? MUTED : INK, align: columns[index]!.align, width: width - 2 * CELL_PADDING }),
        );
        x += width;
      });
      page.drawLine({ start: { x: VALUE_X, y: top - height }, end: { x: VALUE_X + VALUE_WIDTH, y: top - height }, thickness: 0.5, color: style.ruleBelow });
    },
  };
}

/** A section's units, its table header (repeated on each page), and the size of its first line (the label's baseline follows it). */
function sectionUnits(fonts: PretendardFonts, block: Block): { header?: Unit; units: Unit[]; firstSize: number } {
  if (block.kind === 'lines') return { units: block.lines.flatMap((line) => paragraphUnits(fonts, line, VALUE_WIDTH)), firstSize: block.lines[0]?.size ?? BODY };
  const units = block.rows.map((cells) => rowUnit(fonts, block.columns, cells, { size: BODY, ruleBelow: RULE }));
  if (block.total) units.push(rowUnit(fonts, block.columns, block.total, { bold: true, size: BODY, ruleAbove: INK, ruleBelow: INK }));
  return { header: rowUnit(fonts, block.columns, block.header, { bold: true, muted: true, size: SMALL, fill: HEADER_FILL, ruleBelow: MUTED }), units, firstSize: SMALL };
}

/** Pages added as the content needs them, with a cursor from the top down. */
class Pages {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;

  constructor(private readonly doc: PDFDocument) {
    this.add();
  }

  add() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN_TOP;
  }

  /** Whether `height` more fits above the footer. */
  fits(height: number) {
    return this.y - height >= MARGIN_BOTTOM;
  }
}

function rule(page: PDFPage, y: number, thickness: number, color: RGB) {
  page.drawLine({ start: { x: MARGIN_X, y }, end: { x: PAGE.width - MARGIN_X, y }, thickness, color });
}

/** The agency and its URL, a rule, the title, and the number and issue date on the right. */
function drawHead(pages: Pages, fonts: PretendardFonts, content: JobConfirmationContent, labels: Labels) {
  const { page } = pages;
  const url = content.agency.url.trim();
  // The URL on the agency's line at the right, or under the name when it would leave the name too little room.
  const urlWidth = textWidth(fonts.regular, url, SMALL) + 16;
  const urlBeside = url !== '' && urlWidth <= CONTENT_WIDTH * 0.45;
  const agency = fitText(fonts.bold, content.agency.name, CONTENT_WIDTH - (urlBeside ? urlWidth : 0), { max: 15, shrinkTo: 11, min: 9 });
  let top = pages.y;
  agency.lines.forEach((line, index) => drawLine(page, line, { x: MARGIN_X, top: top - index * agency.size * 1.2, size: agency.size, font: fonts.bold, color: INK }));
  if (urlBeside) drawLine(page, url, { x: MARGIN_X, top: topBesides(top, agency.size, SMALL), size: SMALL, font: fonts.regular, color: MUTED, align: 'right', width: CONTENT_WIDTH });
  top -= (agency.lines.length - 1) * agency.size * 1.2 + agency.size * LEADING;
  if (url !== '' && !urlBeside) {
    for (const line of fitText(fonts.regular, url, CONTENT_WIDTH, { max: SMALL }).lines) {
      drawLine(page, line, { x: MARGIN_X, top, size: SMALL, font: fonts.regular, color: MUTED });
      top -= SMALL * LEADING;
    }
  }
  top -= 6;
  rule(page, top, 1.2, INK);
  top -= 26;

  const meta = [
    [labels.number, String(content.job.id)],
    [labels.issued, issueDate(content.language, content.issuedAt, content.timeZone)],
  ] as const;
  const metaWidth = Math.max(...meta.map(([label]) => textWidth(fonts.regular, label, SMALL))) + 16 + Math.max(...meta.map(([, value]) => textWidth(fonts.bold, value, BODY)));
  const title = fitText(fonts.bold, labels.title, CONTENT_WIDTH - metaWidth - 24, { max: 26, shrinkTo: 18 });
  title.lines.forEach((line, index) => drawLine(page, line, { x: MARGIN_X, top: top - index * title.size * 1.15, size: title.size, font: fonts.bold, color: INK }));
  const titleHeight = (title.lines.length - 1) * title.size * 1.15 + title.size * LEADING;
  const metaStep = BODY * LEADING;
  const metaTop = top - (titleHeight - meta.length * metaStep) / 2;
  // The labels in a column on the left of the block, the values flush right.
  meta.forEach(([label, value], index) => {
    const rowTop = metaTop - index * metaStep;
    drawLine(page, label, { x: PAGE.width - MARGIN_X - metaWidth, top: topBesides(rowTop, BODY, SMALL), size: SMALL, font: fonts.regular, color: MUTED });
    drawLine(page, value, { x: MARGIN_X, top: rowTop, size: BODY, font: fonts.bold, color: INK, align: 'right', width: CONTENT_WIDTH });
  });
  pages.y = top - titleHeight - 24;
}

/**
 * One section: its label in the left column, its lines or table in the right, flowing over pages a unit at a time.
 * On a new page the label is repeated with "(continued)" and so is a table's header row.
 */
function drawSection(pages: Pages, fonts: PretendardFonts, section: Section, labels: Labels) {
  const { header, units, firstSize } = sectionUnits(fonts, section.block);
  let continued = false;
  let labelBottom = Infinity;
  const open = () => {
    const label = continued ? `${section.label} ${labels.continued}` : section.label;
    const block = fitText(fonts.bold, label, LABEL_WIDTH - 12, { max: SMALL, shrinkTo: SMALL, min: SMALL });
    rule(pages.page, pages.y, 0.5, RULE);
    pages.y -= SECTION_PADDING;
    const labelTop = topBesides(pages.y - (header ? CELL_PADDING : 0), firstSize, SMALL);
    block.lines.forEach((line, index) => drawLine(pages.page, line, { x: MARGIN_X, top: labelTop - index * SMALL * LEADING, size: SMALL, font: fonts.bold, color: MUTED }));
    labelBottom = labelTop - block.lines.length * SMALL * LEADING;
    if (header) {
      header.draw(pages.page, pages.y);
      pages.y -= header.height;
    }
  };
  const close = () => {
    pages.y = Math.min(pages.y, labelBottom) - SECTION_PADDING;
  };
  const heightOf = (from: number, count: number) => units.slice(from, from + count).reduce((sum, unit) => sum + unit.height, 0);
  // The label and the header stay with the first rows (no orphan row at a page's foot), a total with the row above it.
  if (!pages.fits(SECTION_PADDING + (header?.height ?? 0) + heightOf(0, header ? 3 : 1))) pages.add();
  open();
  for (const [index, unit] of units.entries()) {
    const keepWithNext = hasTotal(section.block) && index === units.length - 2;
    if (!pages.fits(keepWithNext ? heightOf(index, 2) : unit.height)) {
      pages.add();
      continued = true;
      open();
    }
    unit.draw(pages.page, pages.y);
    pages.y -= unit.height;
  }
  close();
}

const hasTotal = (block: Block) => block.kind === 'table' && block.total !== undefined;

function drawClosing(pages: Pages, fonts: PretendardFonts, content: JobConfirmationContent, labels: Labels) {
  const closing = fitText(fonts.regular, labels.closing, CONTENT_WIDTH, { max: BODY, shrinkTo: BODY, min: BODY });
  const signature = fitText(fonts.bold, content.agency.name, CONTENT_WIDTH, { max: 11, shrinkTo: 11, min: 11 });
  const height = 22 + closing.lines.length * BODY * LEADING + 10 + signature.lines.length * 11 * LEADING;
  if (!pages.fits(height)) pages.add();
  rule(pages.page, pages.y, 0.5, RULE);
  let top = pages.y - 22;
  for (const line of closing.lines) {
    drawLine(pages.page, line, { x: MARGIN_X, top, size: BODY, font: fonts.regular, color: INK });
    top -= BODY * LEADING;
  }
  top -= 10;
  for (const line of signature.lines) {
    drawLine(pages.page, line, { x: MARGIN_X, top, size: 11, font: fonts.bold, color: INK });
    top -= 11 * LEADING;
  }
  pages.y = top;
}

/** On every page: the agency, the title and number on the left, the page of pages on the right. */
function drawFooters(pages: PDFPage[], fonts: PretendardFonts, footer: string) {
  pages.forEach((page, index) => {
    const number = `${index + 1} / ${pages.length}`;
    const numberWidth = textWidth(fonts.regular, number, 8);
    const left = fitText(fonts.regular, footer, CONTENT_WIDTH - numberWidth - 24, { max: 8 }).lines;
    page.drawLine({ start: { x: MARGIN_X, y: FOOTER_BASELINE + 14 }, end: { x: PAGE.width - MARGIN_X, y: FOOTER_BASELINE + 14 }, thickness: 0.5, color: RULE });
    left.forEach((line, row) => page.drawText(line, { x: MARGIN_X, y: FOOTER_BASELINE - row * 10, size: 8, font: fonts.regular, color: MUTED }));
    page.drawText(number, { x: PAGE.width - MARGIN_X - numberWidth, y: FOOTER_BASELINE, size: 8, font: fonts.regular, color: MUTED });
  });
}

/**
 * A booking confirmation (issue 38): A4 portrait, the agency at the top, the title with the booking number and issue
 * date, then the client, job, schedule, place, usage, artists with their fees and total, and the booker, in Korean
 * or English. Long texts wrap and long lists flow on to further pages. Pretendard, embedded as a subset of the
 * characters used.
 */
export async function renderJobConfirmation(content: JobConfirmationContent): Promise<Uint8Array> {
  const labels = LABELS[content.language];
  const body = sections(content, labels);
  const footer = `${content.agency.name} · ${labels.title} · ${labels.number} ${content.job.id}`;
  const doc = await PDFDocument.create();
  const used = [
    ...strings(labels),
    ...strings(body),
    content.agency.name,
    content.agency.url,
    String(content.job.id),
    issueDate(content.language, content.issuedAt, content.timeZone),
    footer,
    FOOTER_CHARACTERS,
  ].join('');
  const fonts = await embedPretendard(doc, used);

  const documentTitle = [`${labels.title} ${content.job.id}`, content.job.title.trim()].filter(Boolean).join(' — ');
  doc.setTitle(`${documentTitle} (${content.agency.name})`, { showInWindowTitleBar: true });
  doc.setAuthor(content.agency.name);
  doc.setSubject(labels.title);
  doc.setLanguage(content.language);
  doc.setCreator(content.agency.name);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(content.issuedAt);
  doc.setModificationDate(content.issuedAt);

  const pages = new Pages(doc);
  drawHead(pages, fonts, content, labels);
  for (const section of body) drawSection(pages, fonts, section, labels);
  drawClosing(pages, fonts, content, labels);
  drawFooters(pages.pages, fonts, footer);
  return doc.save({ useObjectStreams: true });
}
