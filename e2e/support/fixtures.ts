import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { ArtistCard, ArtistDetail } from '@agency/contract/artists';
import { BOOT_SHELL_ID } from '@agency/contract/boot-shell';
import type { PageContent, PageContentCode } from '@agency/contract/page-content';
import { e2eServerEnv, serverPidFile, templateDataDir } from './e2e-state';
import { freePort } from './free-port';
import { startBuiltServer, stopServer } from './server-process';
import { readMails, startSmtpRecorder, type RecordedMail } from './smtp-recorder';

export type Lang = 'ko' | 'en';
export const LANGS: readonly Lang[] = ['ko', 'en'];

/** The server of this worker: its address, DATA_DIR and the file its SMTP recorder appends every mail to. */
export type E2eServer = { baseURL: string; dataDir: string; mailFile: string };

/** The mail file of this worker's server (set by the worker fixture; a worker is a process of its own). */
let workerMailFile: string | undefined;

/** Lets only the site under test through: external hosts (YouTube, Vimeo, CDNs) fail fast offline. */
export async function blockExternalHosts(target: Page | BrowserContext, baseURL: string): Promise<void> {
  const origin = new URL(baseURL).origin;
  await target.route(
    (url) => url.origin !== origin && /^https?:$/.test(url.protocol),
    (route) => route.abort('blockedbyclient'),
  );
}

/**
 * The end of an internal address in `lang`, for URL patterns (decision 113): links carry `?lang=en` on English
 * pages and no parameter on Korean ones.
 */
export function langQuery(lang: Lang): string {
  return lang === 'en' ? '\\?lang=en' : '';
}

/**
 * Waits for the site's script to have drawn the page: the server's loading frame is gone (decision 114). Where the
 * frame draws a picture, the script is only fetched once that picture is painted (decision 122), so the network can
 * go quiet for a moment before it: an idle network alone does not mean the page is there.
 */
export async function siteDrawn(page: Page): Promise<void> {
  await expect(page.locator(`#${BOOT_SHELL_ID}`)).toHaveCount(0);
}

/** Opens a path in a language (the site honours `?lang=` and remembers it), and waits for the page to be drawn. */
export async function openIn(page: Page, path: string, lang: Lang): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}lang=${lang}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await siteDrawn(page);
}

/**
 * Goes to a menu section through the side menu, as a visitor clicking around: the page then loads its data
 * through the API (a page opened by its address gets its first data with the HTML).
 */
export async function openFromMenu(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: /메뉴 열기|Open menu/ }).click();
  await page.getByRole('dialog').getByRole('link', { name: label, exact: true }).click();
}

export async function pageContent(request: APIRequestContext, code: PageContentCode): Promise<PageContent> {
  const response = await request.get(`/api/pageContent/fetchByCode/${code}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as PageContent;
}

/** Texts of a page content by priority: slot n is `texts[n - 1]`. */
export function textsOf(content: PageContent): string[] {
  return [...content.pageContentTexts].sort((a, b) => a.priority - b.priority).map((t) => t.description);
}

export async function artists(request: APIRequestContext): Promise<ArtistCard[]> {
  const response = await request.get('/api/artist/getAll');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ArtistCard[];
}

export async function artistDetail(request: APIRequestContext, urlName: string): Promise<ArtistDetail> {
  const response = await request.get(`/api/artist/getDetails/${encodeURIComponent(urlName)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ArtistDetail;
}

/** First artist with at least `minVideos` detail videos and one detail image (the seed must have one). */
export async function richArtist(request: APIRequestContext, minVideos = 2): Promise<ArtistDetail> {
  for (const card of await artists(request)) {
    const detail = await artistDetail(request, card.urlName);
    if (detail.detailVideos.length >= minVideos && detail.detailImages.length > 0) return detail;
  }
  throw new Error(`The seed has no artist with ${minVideos}+ videos and images`);
}

export async function waitForMail(predicate: (mail: RecordedMail) => boolean, timeoutMs = 15_000): Promise<RecordedMail> {
  const mailFile = workerMailFile;
  if (!mailFile) throw new Error('No SMTP recorder in this worker: with E2E_BASE_URL, the server sends its mails elsewhere');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = readMails(mailFile).find(predicate);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('No matching mail arrived at the loopback SMTP server');
}

/** Every mail the worker's loopback SMTP server received for `address` so far, oldest first. */
export function mailsTo(address: string): RecordedMail[] {
  if (!workerMailFile) throw new Error('No SMTP recorder in this worker: with E2E_BASE_URL, the server sends its mails elsewhere');
  return readMails(workerMailFile).filter((mail) => mail.to.includes(address));
}

/** Decodes a raw MIME message well enough to search it (quoted-printable and base64 bodies). */
export function mailText(mail: RecordedMail): string {
  const raw = mail.raw.replace(/=\r?\n/g, '');
  const qp = raw.replace(/(?:=[0-9A-F]{2})+/g, (match) => {
    const bytes = match.split('=').filter(Boolean).map((hex) => parseInt(hex, 16));
    return Buffer.from(bytes).toString('utf8');
  });
  const base64Parts = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((m) =>
    Buffer.from((m[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  const words = raw.replace(/=\?utf-8\?[bq]\?([^?]+)\?=/gi, (_, encoded: string) => Buffer.from(encoded, 'base64').toString('utf8'));
  return [raw, qp, words, ...base64Parts].join('\n');
}

/**
 * One built server per Playwright worker (decision 097): a copy of the DATA_DIR seeded by global setup, a loopback
 * SMTP recorder and `node apps/server/dist/main.js` on free ports, started when the worker's first test needs it and
 * stopped (by its PID) when the worker ends. The spec files of one worker run one after another on its server, as
 * all of them did on the single server before; files on the other worker never see its data. A spec that needs a
 * server's state to itself (settings, statistics, the roster order) restores what it changes, or starts its own
 * server (public/large-roster.spec.ts).
 */
async function startWorkerServer(workerIndex: number): Promise<{ server: E2eServer; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `agency-e2e-w${workerIndex}-`));
  const template = templateDataDir();
  if (fs.existsSync(template)) fs.cpSync(template, dataDir, { recursive: true });
  const mailFile = path.join(dataDir, 'mails.json');
  const smtpPort = await freePort();
  const smtp = await startSmtpRecorder(smtpPort, mailFile);
  const started = await startBuiltServer(dataDir, { ...e2eServerEnv(), SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  if (started.pid) fs.writeFileSync(serverPidFile(started.pid), String(started.pid));
  return {
    server: { baseURL: started.baseURL, dataDir, mailFile },
    async stop() {
      await stopServer(started.pid);
      if (started.pid) fs.rmSync(serverPidFile(started.pid), { force: true });
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (!process.env.E2E_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const test = base.extend<{ blockExternal: void }, { e2eServer: E2eServer }>({
  e2eServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take an object pattern.
    async ({}, use, workerInfo) => {
      const external = process.env.E2E_BASE_URL;
      if (external) {
        await use({ baseURL: external, dataDir: '', mailFile: '' });
        return;
      }
      const { server, stop } = await startWorkerServer(workerInfo.workerIndex);
      workerMailFile = server.mailFile;
      try {
        await use(server);
      } finally {
        workerMailFile = undefined;
        await stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ e2eServer }, use) => {
    await use(e2eServer.baseURL);
  },
  blockExternal: [
    async ({ page, baseURL }, use) => {
      await blockExternalHosts(page, baseURL ?? '');
      await use();
    },
    { auto: true },
  ],
});

export { expect };
