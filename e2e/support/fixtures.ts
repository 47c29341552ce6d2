import fs from 'node:fs';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { ArtistCard, ArtistDetail } from '@agency/contract/artists';
import type { PageContent, PageContentCode } from '@agency/contract/page-content';
import { stateFile, type E2eState } from './e2e-state';
import { readMails, type RecordedMail } from './smtp-recorder';

export type Lang = 'ko' | 'en';
export const LANGS: readonly Lang[] = ['ko', 'en'];

export function e2eState(): E2eState {
  return JSON.parse(fs.readFileSync(stateFile(), 'utf8')) as E2eState;
}

/** Lets only the site under test through: external hosts (YouTube, Vimeo, CDNs) fail fast offline. */
export async function blockExternalHosts(target: Page | BrowserContext, baseURL: string): Promise<void> {
  const origin = new URL(baseURL).origin;
  await target.route(
    (url) => url.origin !== origin && /^https?:$/.test(url.protocol),
    (route) => route.abort('blockedbyclient'),
  );
}

/** Opens a path in a language (the site honours `?lang=` and remembers it). */
export async function openIn(page: Page, path: string, lang: Lang): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}lang=${lang}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
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
  const { mailFile } = e2eState();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = readMails(mailFile).find(predicate);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('No matching mail arrived at the loopback SMTP server');
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

export const test = base.extend<{ blockExternal: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take an object pattern.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL ?? e2eState().baseURL);
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
