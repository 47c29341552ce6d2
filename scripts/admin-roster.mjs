/* global document -- read inside the page (page.evaluate, waitForFunction) */
// `npm run measure:admin-roster`: how the admin's artist pages behave with a large roster. Starts the built
// server on a temporary SQLite database with the demo content, adds artists through the API until there are
// 500, then opens the visibility page and the choose-to-edit page in Debian's Chromium (1440 x 900, no
// throttling) and measures:
//   - ready: from navigation start until every artist's row is on the page;
//   - search: from typing a name until the list shows only the matches (median of 5 searches).
// Prints a table and exits non-zero when a figure misses its budget (docs/performance.md).
//
//   npm run measure:admin-roster                 build if needed, 500 artists
//   npm run measure:admin-roster -- --no-build   use the existing build
import { chromium } from '@playwright/test';
import { buildIfNeeded, startServer, stopOnSignals } from './lib/start-server.mjs';

const ARTISTS = 500;
const BUDGETS = { readyMs: 1500, searchMs: 200 };
const PAGES = [
  { path: '/admin/management/artistVisibilityManage', rows: '.admin-list-row' },
  { path: '/admin/management/editArtistChoose', rows: '.admin-artist-pick' },
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function api(baseURL, path, init) {
  const response = await fetch(`${baseURL}${path}`, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function addArtists(baseURL, token) {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const existing = await api(baseURL, '/api/artist/getAllForManagement', { headers });
  const missing = Array.from({ length: Math.max(0, ARTISTS - existing.length) }, (_, i) => i + 1);
  // A few at a time: the roster of a large agency, entered over time.
  for (let start = 0; start < missing.length; start += 8) {
    await Promise.all(
      missing.slice(start, start + 8).map((n) =>
        api(baseURL, '/api/admin/createArtist', {
          method: 'POST',
          headers,
          body: JSON.stringify({ urlName: `roster-${n}`, korName: `로스터 ${n}`, engName: `Roster Model ${n}`, height: '178', priority: n, views: 0 }),
        }),
      ),
    );
  }
  return (await api(baseURL, '/api/artist/getAllForManagement', { headers })).length;
}

async function measurePage(browser, baseURL, session, { path, rows }, total) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(([token, username, role]) => {
    localStorage.setItem('token', token);
    localStorage.setItem('username', username);
    localStorage.setItem('role', role);
  }, session);
  const page = await context.newPage();
  await page.goto(`${baseURL}${path}`);
  await page.waitForFunction(([selector, count]) => document.querySelectorAll(selector).length === count, [rows, total], { timeout: 30_000 });
  const readyMs = await page.evaluate(() => performance.now());
  const searches = [];
  for (const name of ['로스터 123', 'roster model 45', '로스터 4', 'Roster Model 49', '로스터 250']) {
    const field = page.getByLabel('아티스트 검색');
    await field.fill('');
    await page.waitForFunction(([selector, count]) => document.querySelectorAll(selector).length === count, [rows, total]);
    const expected = await page.evaluate(
      ([selector, query]) => {
        const key = (text) => text.normalize('NFC').toLowerCase().replace(/\s+/g, '');
        return [...document.querySelectorAll(selector)].filter((row) => key(row.textContent ?? '').includes(key(query))).length;
      },
      [rows, name],
    );
    const started = await page.evaluate(() => performance.now());
    await field.fill(name);
    const done = await page.waitForFunction(
      ([selector, count]) => document.querySelectorAll(selector).length === count && performance.now(),
      [rows, expected],
    );
    searches.push((await done.jsonValue()) - started);
  }
  await context.close();
  return { path, readyMs, searchMs: median(searches) };
}

async function main() {
  const build = process.argv.includes('--no-build') ? 'never' : 'auto';
  buildIfNeeded(build);
  const server = await startServer({ label: 'admin-roster' });
  stopOnSignals(server);
  try {
    const login = await api(server.baseURL, '/api/loginProc', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'admin', password: 'admin-script-password' }).toString(),
    });
    const token = login.accessToken;
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
    const total = await addArtists(server.baseURL, token);
    console.log(`${total} artists on ${server.baseURL}`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const results = [];
    try {
      for (const page of PAGES) results.push(await measurePage(browser, server.baseURL, [token, claims.username, claims.role], page, total));
    } finally {
      await browser.close();
    }
    console.log('\n| page | artists | ready | search (median of 5) |\n|---|---:|---:|---:|');
    const misses = [];
    for (const r of results) {
      console.log(`| ${r.path} | ${total} | ${Math.round(r.readyMs)} ms | ${Math.round(r.searchMs)} ms |`);
      if (r.readyMs > BUDGETS.readyMs) misses.push(`${r.path}: ready ${Math.round(r.readyMs)} ms > ${BUDGETS.readyMs} ms`);
      if (r.searchMs > BUDGETS.searchMs) misses.push(`${r.path}: search ${Math.round(r.searchMs)} ms > ${BUDGETS.searchMs} ms`);
    }
    console.log(misses.length === 0 ? `\nWithin budget (ready <= ${BUDGETS.readyMs} ms, search <= ${BUDGETS.searchMs} ms).` : `\nMissed: ${misses.join('; ')}`);
    process.exitCode = misses.length === 0 ? 0 : 1;
  } finally {
    await server.stop();
  }
}

await main();
