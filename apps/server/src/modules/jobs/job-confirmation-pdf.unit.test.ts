import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { renderJobConfirmation, type JobConfirmationContent } from './job-confirmation-pdf';

/** Issue 38: the booking confirmation read back with poppler (pdftotext, as the comp card tests). */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-job-confirmation-unit-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const A4_WIDTH = 595.28;
const MARGIN = 56;

function content(overrides: Partial<JobConfirmationContent> = {}): JobConfirmationContent {
  return {
    language: 'ko',
    agency: { name: 'Studio Agency', url: 'https://agency.example' },
    booker: { name: '이하린', email: 'harin@agency.example', phone: '02-1234-5678' },
    job: {
      id: 12,
      title: '나이키 2027 봄 캠페인 룩북 촬영',
      place: '서울 성동구 성수이로 118, 4층 스튜디오 A',
      usage: '매체: 온라인(자사몰, SNS), 옥외 광고\n지역: 대한민국\n기간: 게재일로부터 1년',
      client: { company: '나이키코리아 유한회사', name: '박지우 팀장', email: 'jiwoo.park@nike.example', phone: '010-9876-5432' },
    },
    days: [
      { date: '2026-12-01', start: '09:00', end: '18:00' },
      { date: '2026-12-02', start: '10:30', end: '15:00' },
    ],
    timeZone: 'Asia/Seoul',
    artists: [
      { name: '김서윤', fee: 1_500_000 },
      { name: 'Seo-yoon Kim', fee: 2_000_000 },
      { name: '최수아', fee: null },
    ],
    issuedAt: new Date('2026-11-20T03:00:00Z'),
    ...overrides,
  };
}

function saved(pdf: Uint8Array): string {
  const file = path.join(tmp, `confirmation-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  return file;
}

const text = (pdf: Uint8Array) => execFileSync('pdftotext', ['-layout', saved(pdf), '-'], { encoding: 'utf8' });

/** The right edge of the rightmost word poppler reads (points from the left). */
function rightmostWord(pdf: Uint8Array): number {
  const html = execFileSync('pdftotext', ['-bbox', saved(pdf), '-'], { encoding: 'utf8' });
  return Math.max(...[...html.matchAll(/<word xMin="[\d.]+" yMin="[\d.]+" xMax="([\d.]+)"/g)].map((match) => Number(match[1])));
}

describe('booking confirmation PDF (issue 38)', () => {
  it('prints a Korean confirmation: labels, client, days with times and zone, place, usage, fees, total and booker', async () => {
    const read = text(await renderJobConfirmation(content()));
    for (const label of ['부킹 확정서', '부킹 번호', '발행일', '클라이언트', '작업명', '일정', '날짜', '시간대', '장소', '사용 범위', '아티스트', '출연료', '담당자']) {
      expect(read).toContain(label);
    }
    expect(read).toMatch(/부킹 번호\s+12/);
    expect(read).toContain('2026년 11월 20일');
    expect(read).toContain('Studio Agency');
    expect(read).toContain('https://agency.example');
    for (const client of ['나이키코리아 유한회사', '박지우 팀장', 'jiwoo.park@nike.example', '010-9876-5432']) expect(read).toContain(client);
    expect(read).toContain('나이키 2027 봄 캠페인 룩북 촬영');
    expect(read).toMatch(/2026년 12월 1일 \(화\)\s+09:00 – 18:00\s+Asia\/Seoul \(GMT\+9\)/);
    expect(read).toMatch(/2026년 12월 2일 \(수\)\s+10:30 – 15:00/);
    expect(read).toContain('서울 성동구 성수이로 118, 4층 스튜디오 A');
    for (const line of ['매체: 온라인(자사몰, SNS), 옥외 광고', '지역: 대한민국', '기간: 게재일로부터 1년']) expect(read).toContain(line);
    expect(read).toMatch(/김서윤\s+1,500,000원/);
    expect(read).toMatch(/Seo-yoon Kim\s+2,000,000원/);
    expect(read).toMatch(/최수아\s+—/);
    expect(read).toMatch(/합계\s+3,500,000원/);
    for (const booker of ['이하린', 'harin@agency.example', '02-1234-5678']) expect(read).toContain(booker);
    expect(read).toContain('부킹이 확정되었음을');
  });

  it('prints an English confirmation with English dates and KRW amounts', async () => {
    const read = text(await renderJobConfirmation(content({ language: 'en' })));
    for (const label of ['Booking confirmation', 'Client', 'Job', 'Schedule', 'Time zone', 'Place', 'Usage', 'Artists', 'Fee', 'Booker']) expect(read).toContain(label);
    expect(read).toMatch(/Booking no\.\s+12/);
    expect(read).toContain('20 November 2026');
    expect(read).toMatch(/Tue, 1 Dec 2026\s+09:00 – 18:00\s+Asia\/Seoul \(GMT\+9\)/);
    expect(read).toMatch(/Wed, 2 Dec 2026\s+10:30 – 15:00/);
    expect(read).toMatch(/김서윤\s+KRW 1,500,000/);
    expect(read).toMatch(/최수아\s+—/);
    expect(read).toMatch(/Total\s+KRW 3,500,000/);
    for (const korean of ['부킹 확정서', '합계', '출연료', '담당자']) expect(read).not.toContain(korean);
  });

  it("shows a DST zone's offset of each day and leaves out the parts that are empty", async () => {
    const read = text(
      await renderJobConfirmation(
        content({
          language: 'en',
          timeZone: 'America/New_York',
          days: [
            { date: '2026-07-01', start: '09:00', end: '17:00' },
            { date: '2026-12-01', start: '09:00', end: '17:00' },
          ],
          job: { ...content().job, place: '', usage: '', client: { company: 'Acme', name: '', email: '', phone: '' } },
          booker: { name: '', email: '', phone: '' },
          artists: [{ name: 'Seo-yoon Kim', fee: null }],
        }),
      ),
    );
    expect(read).toMatch(/Wed, 1 Jul 2026\s+09:00 – 17:00\s+America\/New_York \(GMT-4\)/);
    expect(read).toMatch(/Tue, 1 Dec 2026\s+09:00 – 17:00\s+America\/New_York \(GMT-5\)/);
    expect(read).toContain('Acme');
    for (const absent of ['Place', 'Usage', 'Booker']) expect(read).not.toContain(absent);
    expect(read).toMatch(/Total\s+—/);
  });

  it('sets the title, author, subject and language of the document', async () => {
    const doc = await PDFDocument.load(await renderJobConfirmation(content()));
    expect(doc.getTitle()).toBe('부킹 확정서 12 — 나이키 2027 봄 캠페인 룩북 촬영 (Studio Agency)');
    expect(doc.getAuthor()).toBe('Studio Agency');
    expect(doc.getSubject()).toBe('부킹 확정서');
    expect((doc.catalog.get(PDFName.of('Lang')) as PDFString).decodeText()).toBe('ko');
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-11-20T03:00:00.000Z');
    const page = doc.getPage(0);
    expect([Math.round(page.getWidth()), Math.round(page.getHeight())]).toEqual([595, 842]);
  });

  it('wraps long texts inside the margins and flows 40 days and 30 artists on to further pages', async () => {
    const longUsage = `${'온라인 광고, SNS, 옥외 광고, 인쇄 매체, 방송 광고를 포함한 모든 매체에서 '.repeat(8)}사용합니다.\n\n\n지역: 전 세계\n기간: 2년`;
    const days = Array.from({ length: 40 }, (_, index) => {
      const date = new Date(Date.UTC(2026, 11, 1 + index)).toISOString().slice(0, 10);
      return { date, start: '09:00', end: '18:00' };
    });
    const artists = Array.from({ length: 30 }, (_, index) => ({ name: `Artist Number ${index + 1}`, fee: 1_000_000 }));
    const pdf = await renderJobConfirmation(content({ language: 'en', days, artists, job: { ...content().job, title: 'A very long job title '.repeat(10).trim(), usage: longUsage } }));
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const read = text(pdf);
    expect(read).toMatch(/Sat, 9 Jan 2027\s+09:00 – 18:00/);
    expect(read).toMatch(/Artist Number 30\s+KRW 1,000,000/);
    expect(read).toMatch(/Total\s+KRW 30,000,000/);
    expect(read).toContain('(continued)');
    expect(read).toContain('기간: 2년');
    expect(read).toContain('harin@agency.example');
    // Every page numbered "n / total" and every word inside the margins.
    expect(read.replace(/\s+/g, '')).toContain(`${doc.getPageCount()}/${doc.getPageCount()}`);
    expect(rightmostWord(pdf)).toBeLessThanOrEqual(A4_WIDTH - MARGIN + 0.5);
  });
});
