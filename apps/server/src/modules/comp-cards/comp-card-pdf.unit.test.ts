import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { COMP_CARD_PAGE, renderCompCard, type CompCardContent } from './comp-card-pdf';
import { fitText, MIN_TEXT_SIZE, wrapText } from '../../lib/pdf-text';

/**
 * Issue 36 item 12 (decision 116): the comp card outside the happy path, read back with poppler (pdftotext -bbox,
 * pdfimages) and with the sizes of the drawing operators.
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-compcard-unit-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const MARGIN = 24;
const LONG_ENGLISH = 'Alexandrina Konstantinopoulou-Vasquez de la Montagne Bellefon';
const LONG_KOREAN = '황금독수리온세상을놀라게하다김서윤박지우이하린최수아';
const LONG_ADDRESS = '118 Seongsui-ro, Seongdong-gu, Seoul 4F, Agency Building, Seongsu-dong 2-ga, 04782';

const picture = (colour: string) => sharp({ create: { width: 600, height: 800, channels: 3, background: colour } }).jpeg().toBuffer();

async function card(overrides: Partial<CompCardContent>): Promise<Buffer> {
  const content: CompCardContent = {
    language: 'en',
    name: 'Seo-yoon Kim',
    otherName: '김서윤',
    agency: 'AGENCY',
    measurements: [
      { label: 'HEIGHT', value: `178 cm / 5'10"` },
      { label: 'SHOE', value: '245 mm / EU 38.5 · US W7.5 · US M6' },
    ],
    contact: ['Tel 02-1234-5678', 'casting@agency.example', 'agency.example', LONG_ADDRESS],
    front: await picture('#777777'),
    back: await Promise.all(['#aa3333', '#33aa33', '#3333aa', '#aaaa33'].map(picture)),
    changedAt: new Date('2026-11-20T00:00:00Z'),
    ...overrides,
  };
  return Buffer.from(await renderCompCard(content));
}

/** A poppler tool's output (Debian's poppler-utils, as comp-cards.http.test.ts). */
const poppler = (tool: 'pdftotext' | 'pdfimages' | 'pdftoppm', args: string[]): string => execFileSync(tool, args, { encoding: 'utf8' });

function saved(pdf: Buffer): string {
  const file = path.join(tmp, `card-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  return file;
}

type Word = { page: number; text: string; xMin: number; xMax: number; yMin: number };

/** Every word poppler reads, with its box (points from the top left). */
function words(pdf: Buffer): Word[] {
  const html = poppler('pdftotext', ['-bbox', saved(pdf), '-']);
  const found: Word[] = [];
  let page = 0;
  for (const match of html.matchAll(/<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)) {
    if (match[0] === '<page ') page += 1;
    else found.push({ page, text: match[4]!, xMin: Number(match[1]), yMin: Number(match[2]), xMax: Number(match[3]) });
  }
  return found;
}

/** The text size of every text drawn (the operand of each Tf operator in the pages' content). */
async function textSizes(pdf: Buffer): Promise<number[]> {
  const doc = await PDFDocument.load(pdf);
  const sizes: number[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      const operators = Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1');
      for (const match of operators.matchAll(/ ([\d.]+) Tf\b/g)) sizes.push(Number(match[1]));
    }
  }
  return sizes;
}

/** The pictures drawn on each page, with their pixel sizes (pdfimages -list, soft masks left out). */
function images(pdf: Buffer): { page: number; width: number; height: number }[] {
  return poppler('pdfimages', ['-list', saved(pdf)])
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns[2] === 'image')
    .map((columns) => ({ page: Number(columns[0]), width: Number(columns[3]), height: Number(columns[4]) }));
}

/** Each word of `text` is read back on `page`, whole and inside the page's margins. */
function expectInside(all: Word[], page: number, text: string) {
  const onPage = all.filter((word) => word.page === page);
  const read = onPage.map((word) => word.text).join(' ');
  expect(read.replace(/\s+/g, ''), `page ${page}`).toContain(text.replace(/\s+/g, ''));
  for (const word of onPage) {
    expect(word.xMin, word.text).toBeGreaterThanOrEqual(MARGIN - 0.5);
    expect(word.xMax, word.text).toBeLessThanOrEqual(COMP_CARD_PAGE.width - MARGIN + 0.5);
  }
}

describe('comp card text fitting', () => {
  const font = { widthOfTextAtSize: (text: string, size: number) => Array.from(text).length * size * 0.6 };

  it('shrinks a name first, then breaks it into two even lines, then into more lines, never below 8 pt', () => {
    expect(fitText(font, 'Seo-yoon Kim', 200, { max: 26, shrinkTo: 16 })).toEqual({ size: 26, lines: ['Seo-yoon Kim'] });
    expect(fitText(font, 'Seo-yoon Alexandra Kim', 200, { max: 26, shrinkTo: 14 }).lines).toHaveLength(1);
    const two = fitText(font, 'Alexandrina Konstantinopoulou-Vasquez Bellefon', 300, { max: 26, shrinkTo: 16, min: 12 });
    expect(two.size).toBe(16);
    expect(two.lines).toEqual(['Alexandrina Konstantinopoulou-', 'Vasquez Bellefon']);
    const long = fitText(font, 'x'.repeat(100), 200, { max: 26, shrinkTo: 16, min: 4 });
    expect(long.size).toBe(MIN_TEXT_SIZE);
    expect(long.lines.join('')).toBe('x'.repeat(100));
    expect(long.lines.every((line) => font.widthOfTextAtSize(line, MIN_TEXT_SIZE) <= 200)).toBe(true);
  });

  it('breaks a Hangul name without spaces between syllables', () => {
    expect(wrapText(font, '가나다라마바사', 10, 30)).toEqual(['가나다라마', '바사']);
  });
});

describe('comp card PDF outside the happy path (issue 36 item 12)', () => {
  it('fits a 60-character English name on both pages: inside the margins, whole, at 8 pt or more', async () => {
    expect(LONG_ENGLISH.length).toBeGreaterThanOrEqual(60);
    const pdf = await card({ name: LONG_ENGLISH, otherName: '알렉산드리나 콘스탄티노풀루바스케스 드 라 몽타뉴 벨르퐁' });
    const all = words(pdf);
    expectInside(all, 1, LONG_ENGLISH);
    expectInside(all, 2, LONG_ENGLISH);
    expect(Math.min(...(await textSizes(pdf)))).toBeGreaterThanOrEqual(MIN_TEXT_SIZE);
    // Two lines on the front: shrunk, then wrapped.
    const nameLines = new Set(all.filter((w) => w.page === 1 && LONG_ENGLISH.includes(w.text)).map((w) => Math.round(w.yMin)));
    expect(nameLines.size).toBe(2);
  });

  it('fits a long Korean name and the longest name the form takes (100 characters)', async () => {
    for (const name of [LONG_KOREAN, `${'가'.repeat(50)}${'W'.repeat(50)}`]) {
      const pdf = await card({ language: 'ko', name, otherName: 'Seo-yoon Kim' });
      const all = words(pdf);
      expectInside(all, 1, name);
      expectInside(all, 2, name);
      expect(Math.min(...(await textSizes(pdf)))).toBeGreaterThanOrEqual(MIN_TEXT_SIZE);
    }
  });

  it('sets the English address and every other line at 8 pt or more, whole, and keeps the hyphens of a phone number', async () => {
    const pdf = await card({ agency: 'A VERY LONG AGENCY NAME FOR MODELS, ACTORS AND CREATORS OF SEOUL' });
    const sizes = await textSizes(pdf);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(MIN_TEXT_SIZE);
    const all = words(pdf);
    expectInside(all, 2, LONG_ADDRESS);
    expectInside(all, 2, 'A VERY LONG AGENCY NAME FOR MODELS, ACTORS AND CREATORS OF SEOUL');
    expectInside(all, 1, 'A VERY LONG AGENCY NAME FOR MODELS, ACTORS AND CREATORS OF SEOUL');
    const text = poppler('pdftotext', [saved(pdf), '-']);
    expect(text).toContain('Tel 02-1234-5678');
    expect(text).toContain('agency.example');
  });

  it('gives an artist without pictures a typographic card: the name large across the front, no picture, no empty halves', async () => {
    const pdf = await card({ front: null, back: [] });
    expect(images(pdf)).toEqual([]);
    const all = words(pdf);
    const frontName = all.filter((w) => w.page === 1 && ['Seo-yoon', 'Kim'].includes(w.text));
    expect(frontName).toHaveLength(2);
    // From the left margin, where the picture would be, in display type.
    expect(frontName[0]!.xMin).toBeLessThan(MARGIN + 1);
    expect(Math.max(...(await textSizes(pdf)))).toBeGreaterThanOrEqual(40);
    // The back: the measurements on the left half, the agency on the right.
    expect(all.find((w) => w.page === 2 && w.text === 'HEIGHT')!.xMin).toBeLessThan(MARGIN + 1);
    expect(all.find((w) => w.page === 2 && w.text === 'casting@agency.example')!.xMin).toBeGreaterThan(COMP_CARD_PAGE.width / 2);
    expectInside(all, 2, LONG_ADDRESS);
    // The front is not a blank page: ink on its left half.
    const png = path.join(tmp, 'typographic');
    poppler('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', '-singlefile', saved(pdf), png]);
    const left = await sharp(`${png}.png`).extract({ left: 0, top: 0, width: 160, height: 233 }).greyscale().stats();
    expect(left.channels[0]!.min).toBeLessThan(80);
  });

  it('fills the back with fewer than four pictures: one large, or side by side', async () => {
    const one = images(await card({ back: [await picture('#3333aa')] })).filter((image) => image.page === 2);
    expect(one).toHaveLength(1);
    const two = images(await card({ back: await Promise.all(['#3333aa', '#33aa33'].map(picture)) })).filter((image) => image.page === 2);
    expect(two).toHaveLength(2);
    const four = images(await card({})).filter((image) => image.page === 2);
    // One picture is as tall as the grid (twice a 2 × 2 cell), two pictures too.
    expect(one[0]!.height).toBeGreaterThan(four[0]!.height * 1.9);
    expect(one[0]!.width).toBeGreaterThan(four[0]!.width * 1.9);
    expect(two[0]!.height).toBeGreaterThan(four[0]!.height * 1.9);
  });

  it("draws the agency's logo on both pages when one is set", async () => {
    const logo = await sharp({ create: { width: 96, height: 48, channels: 4, background: '#c03030' } }).png().toBuffer();
    expect(images(await card({ front: null, back: [] }))).toEqual([]);
    const drawn = images(await card({ front: null, back: [], logo }));
    expect(drawn.map((image) => image.page)).toEqual([1, 2]);
    expect(drawn[0]).toMatchObject({ width: 96, height: 48 });
  });
});
