import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROSTER_PAGE_SIZE } from '@agency/contract/roster-filter';
import { expect, test } from '@playwright/test';
import { blockExternalHosts } from '../support/fixtures';
import { startBuiltServer, stopServer } from '../support/server-process';

/**
 * Issue 17 (decision 079): a roster of 500 artists on a server of its own. The page asks the server for each filter
 * and draws the cards a page at a time. The timings are printed (docs/performance.md records them), not asserted.
 */
const ARTISTS = 500;
/** The demo's own artists, on the roster besides these (apps/server/src/db/seed/demo-content.ts). */
const DEMO_ARTISTS = 12;
const ADMIN = { username: 'admin', password: 'large-roster-password' };
let server: { baseURL: string; pid: number | null };
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-large-roster-'));
  server = await startBuiltServer(dataDir, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, SITE_NAME: 'AGENCY', LOG_LEVEL: 'warn' });
  const login = await fetch(`${server.baseURL}/api/loginProc`, { method: 'POST', body: new URLSearchParams(ADMIN) });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const boards = (await (await fetch(`${server.baseURL}/api/admin/boards`, { headers })).json()) as { id: number; slug: string }[];
  const boardId = (slug: string) => boards.find((b) => b.slug === slug)!.id;
  for (let start = 0; start < ARTISTS; start += 20) {
    await Promise.all(
      Array.from({ length: 20 }, async (_, k) => {
        const i = start + k;
        const number = String(i).padStart(3, '0');
        const response = await fetch(`${server.baseURL}/api/admin/createArtist`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            urlName: `roster-${number}`,
            korName: `로스터 ${number}`,
            engName: `Roster ${number}`,
            priority: 100 + i,
            height: String(160 + (i % 40)),
            boardIds: [boardId(i % 2 === 0 ? 'women' : 'men')],
          }),
        });
        expect(response.status).toBe(200);
      }),
    );
  }
});

test.afterAll(async () => {
  await stopServer(server?.pid ?? null);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const cards = (page: import('@playwright/test').Page) => page.locator('.artist-grid .artist-card');

test('500 artists: the first page comes with the HTML, more load on scroll, each filter is one server query', async ({ page }) => {
  await blockExternalHosts(page, server.baseURL);
  const searches: string[] = [];
  const wholeRosterReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/artist/search') searches.push(url.search);
    if (url.pathname === '/api/artist/getAll') wholeRosterReads.push(url.href);
  });
  const started = Date.now();
  await page.goto(`${server.baseURL}/management?lang=en`);
  await expect(cards(page).first()).toBeVisible();
  const firstCards = Date.now() - started;
  await expect(cards(page)).toHaveCount(ROSTER_PAGE_SIZE);
  await expect(page.locator('.roster-count')).toHaveText(`${ARTISTS + DEMO_ARTISTS} artists`);
  expect(searches).toEqual([]);

  // Near the end of the page the next page arrives by itself.
  await page.locator('.roster-more').scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(ROSTER_PAGE_SIZE * 2);

  // Typing asks the server: "roster 12" is Roster 120 to 129.
  const typed = Date.now();
  await page.getByLabel('Search by name').fill('roster 12');
  await expect(page.locator('.roster-count')).toHaveText('10 artists');
  await expect(cards(page)).toHaveCount(10);
  const filtered = Date.now() - typed;
  await expect(page.locator('.artist-card-name').first()).toHaveText('Roster 120');
  expect(searches.at(-1)).toContain('q=roster+12');

  // Board and height from the URL: the men of 195 cm and taller (3 of every 40 numbers).
  await page.goto(`${server.baseURL}/management/men?minHeight=195&lang=en`);
  await expect(page.locator('.roster-count')).toHaveText('36 artists');
  await expect(cards(page)).toHaveCount(36);
  await page.getByLabel('Search by name').fill('zzz');
  await expect(page.getByText('No artists match.')).toBeVisible();

  // A large roster never reads the whole roster.
  expect(wholeRosterReads).toEqual([]);
  console.log(`large roster (${ARTISTS + DEMO_ARTISTS} artists): first cards after ${firstCards} ms, name filter applied after ${filtered} ms`);
});
