#!/usr/bin/env node
// Crash test: casting inquiries and admin edits are sent in a loop while the built server
// (apps/server/dist/main.js, SQLite, loopback only) is killed with SIGKILL at random moments and
// restarted. Every acknowledged (2xx) inquiry and edit must be there after each restart, no
// inquiry may appear twice, and PRAGMA integrity_check must answer "ok" at the end. Artist views (the page's
// beacon) are written in batches every COUNTER_FLUSH_MS (decision 089): after each kill at most the views
// acknowledged in the last batch window may be missing, and none may be counted twice.
//
//   node scripts/reliability/crash.mjs [--kills N] [--seed S] [--keep]
//
// `npm test` runs 10 kills; `npm run test:crash` runs the full 200. Exit code 0 = passed.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../lib/server-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const require = createRequire(path.join(root, 'apps/server/package.json'));

const ADMIN = { username: 'crash-admin', password: 'crash-admin-password-1' };
/** Bounds, so the test always ends by itself. */
const FIRST_START_TIMEOUT_MS = 120_000; // the first start seeds the demo content (~20 s, more on a loaded machine)
const RESTART_TIMEOUT_MS = 30_000;
const REQUEST_TIMEOUT_MS = 15_000;
const KILL_AFTER_MS = [150, 2500]; // random moment after the load starts
const INQUIRY_WORKERS = 3;
const CONTENT_CODE = 'PRODUCTION_INFO';
/** The batch window of counted views; a view acknowledged longer than this (plus a batch's own write) before the kill must be stored. */
const COUNTER_FLUSH_MS = 1000;
const BATCH_WRITE_SLACK_MS = 500;

class CrashTestFailure extends Error {}

function parseArgs(argv) {
  const options = { kills: 10, seed: undefined, keep: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--kills') options.kills = Number(argv[++i]);
    else if (arg.startsWith('--kills=')) options.kills = Number(arg.slice(8));
    else if (arg === '--seed') options.seed = Number(argv[++i]);
    else if (arg === '--keep') options.keep = true;
    else throw new CrashTestFailure(`Unknown argument ${arg}\nUsage: node scripts/reliability/crash.mjs [--kills N] [--seed S] [--keep]`);
  }
  if (!Number.isInteger(options.kills) || options.kills < 1) throw new CrashTestFailure('--kills must be a positive integer');
  return options;
}

/** A small seeded PRNG (mulberry32) so a failing run can be repeated with --seed. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The server process: started, killed and restarted on one DATA_DIR and one port. */
function createServer({ dataDir, port, logFile }) {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(DATABASE_URL|SMTP_URL|JWT_SECRET|S3_|MEDIA_|WEB_DIST_DIR|BACKGROUND_VIDEO_)/.test(key)) delete env[key];
  }
  Object.assign(env, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    MEDIA_DRIVER: 'local',
    COUNTER_FLUSH_MS: String(COUNTER_FLUSH_MS),
  });
  let child;
  let exited;
  const base = `http://127.0.0.1:${port}`;

  async function waitHealthy(timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new CrashTestFailure(`The server exited while starting (code ${child.exitCode}, signal ${child.signalCode}); see ${logFile}`);
      }
      try {
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(50);
    }
    throw new CrashTestFailure(`The server did not answer /api/health within ${timeoutMs} ms; see ${logFile}`);
  }

  return {
    base,
    async start(timeoutMs) {
      const started = Date.now();
      const out = fs.openSync(logFile, 'a');
      // cwd = DATA_DIR: no .env of the developer is read.
      child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], { cwd: dataDir, env, stdio: ['ignore', out, out] });
      fs.closeSync(out);
      exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
      await waitHealthy(timeoutMs);
      return Date.now() - started;
    },
    async kill() {
      child.kill('SIGKILL');
      const result = await exited;
      if (result.signal !== 'SIGKILL') {
        throw new CrashTestFailure(`The server had already exited before the kill (code ${result.code}); see ${logFile}`);
      }
    },
    async stop() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const result = await exited;
      clearTimeout(timer);
      if (result.code !== 0) throw new CrashTestFailure(`The server did not stop cleanly on SIGTERM (${JSON.stringify(result)})`);
    },
    get pid() {
      return child?.pid;
    },
  };
}

function createClient(base) {
  let token;
  let ipCounter = 0;
  /** A unique client address per request (TRUST_PROXY=true), so per-IP rate limits do not interfere. */
  const nextIp = () => {
    ipCounter += 1;
    return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
  };
  async function request(method, url, body, { auth = false } = {}) {
    const headers = { 'x-forwarded-for': nextIp() };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (auth) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text };
  }
  async function ok(method, url, body, options) {
    const res = await request(method, url, body, options);
    if (res.status < 200 || res.status >= 300) {
      throw new CrashTestFailure(`${method} ${url} answered ${res.status}: ${res.text.slice(0, 300)}`);
    }
    return res.json;
  }
  return {
    request,
    ok,
    async login() {
      const res = await fetch(`${base}/api/loginProc`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextIp() },
        body: new URLSearchParams(ADMIN).toString(),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (res.status !== 200) throw new CrashTestFailure(`Login answered ${res.status}`);
      token = (await res.json()).accessToken;
    },
  };
}

/**
 * One writer's history of values for one slot (a page text or an artist's career). The writer is
 * sequential, so after a crash the stored value must be the last acknowledged one or one sent after it.
 */
function createSlotHistory(name, initial) {
  const sent = [{ value: initial, acked: true }];
  return {
    name,
    send(value) {
      const entry = { value, acked: false };
      sent.push(entry);
      return entry;
    },
    allowed() {
      let lastAcked = 0;
      sent.forEach((e, i) => {
        if (e.acked) lastAcked = i;
      });
      return sent.slice(lastAcked).map((e) => e.value);
    },
    check(actual) {
      const allowed = this.allowed();
      if (!allowed.includes(actual)) {
        throw new CrashTestFailure(
          `${name}: found ${JSON.stringify(actual)}, expected the last acknowledged value ${JSON.stringify(allowed[0])}` +
            (allowed.length > 1 ? ` or a later one (${allowed.slice(1).map((v) => JSON.stringify(v)).join(', ')})` : ''),
        );
      }
      // What is stored now is the new base: older unacknowledged values can no longer appear.
      sent.splice(0, sent.length, { value: actual, acked: true });
    },
  };
}

const isConnectionError = (error) => error instanceof TypeError || error?.name === 'TimeoutError' || error?.name === 'AbortError';

export async function runCrashTest(options = {}) {
  const kills = options.kills ?? 10;
  const seed = options.seed ?? crypto.randomInt(2 ** 31);
  const log = options.log ?? ((m) => console.log(m));
  if (!fs.existsSync(serverEntry)) {
    throw new CrashTestFailure(`${path.relative(root, serverEntry)} is missing: build the server first (npm run build).`);
  }
  const rand = random(seed);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-crash-'));
  const dataDir = path.join(workDir, 'data');
  fs.mkdirSync(dataDir);
  const logFile = path.join(workDir, 'server.log');
  const port = await freePort();
  const server = createServer({ dataDir, port, logFile });
  const client = createClient(server.base);
  const runId = crypto.randomBytes(3).toString('hex');
  const started = Date.now();

  const ackedInquiries = new Set(); // titles answered 2xx
  let unackedInquiries = 0;
  const stats = { inquiriesAcked: 0, contentEditsAcked: 0, artistEditsAcked: 0, viewsAcked: 0, viewsLostAtKills: 0, inFlightAtKill: 0, unackedFoundStored: 0, restartMs: [] };
  let passed = false;

  log(`crash test: ${kills} kills, seed ${seed}, data ${dataDir}, port ${port}`);
  try {
    const firstStartMs = await server.start(FIRST_START_TIMEOUT_MS);
    log(`  first start (demo seed) ${firstStartMs} ms`);
    await client.login();

    // The slots the editors write.
    const content = await client.ok('GET', `/api/pageContent/fetchByCode/${CONTENT_CODE}`);
    const textId = content.pageContentTexts[0]?.id;
    if (!textId) throw new CrashTestFailure(`${CONTENT_CODE} has no text to edit`);
    const artists = await client.ok('GET', '/api/artist/getAll');
    const urlName = artists[0]?.urlName;
    if (!urlName) throw new CrashTestFailure('no artist to edit');
    const artistBefore = await client.ok('GET', `/api/artist/getDetailsForEdit/${urlName}`, undefined, { auth: true });
    const contentSlot = createSlotHistory(`${CONTENT_CODE} text ${textId}`, content.pageContentTexts[0].description);
    const artistSlot = createSlotHistory(`career of ${urlName}`, artistBefore.career);
    let previousCycleTitles = [];

    async function readInquiryTitles(stopWhenFound) {
      const titles = [];
      for (let page = 1; ; page++) {
        const list = await client.ok('GET', `/api/admin/inquiries?page=${page}&pageSize=100`, undefined, { auth: true });
        titles.push(...list.items.map((i) => i.title));
        if (stopWhenFound && stopWhenFound.every((t) => titles.includes(t))) break;
        if (page * list.pageSize >= list.total || list.items.length === 0) break;
      }
      return titles;
    }

    async function verify({ full }) {
      const stored = await client.ok('GET', `/api/pageContent/fetchByCode/${CONTENT_CODE}`);
      contentSlot.check(stored.pageContentTexts.find((t) => t.id === textId)?.description);
      const artist = await client.ok('GET', `/api/artist/getDetailsForEdit/${urlName}`, undefined, { auth: true });
      artistSlot.check(artist.career);
      // Newest first: the last cycle's inquiries are on the first pages.
      const titles = await readInquiryTitles(full ? undefined : previousCycleTitles);
      const storedSet = new Set(titles);
      const wanted = full ? [...ackedInquiries] : previousCycleTitles;
      const missing = wanted.filter((t) => !storedSet.has(t));
      if (missing.length > 0) {
        throw new CrashTestFailure(`${missing.length} acknowledged inquiries are missing, e.g. ${missing.slice(0, 3).join(', ')}`);
      }
      if (storedSet.size !== titles.length) {
        const seen = new Set();
        const dup = titles.find((t) => (seen.has(t) ? true : (seen.add(t), false)));
        throw new CrashTestFailure(`an inquiry is stored twice: ${dup}`);
      }
      return titles;
    }

    const storedViews = async () => (await client.ok('GET', `/api/artist/getDetailsForEdit/${urlName}`, undefined, { auth: true })).views;

    for (let cycle = 1; cycle <= kills; cycle++) {
      let stop = false;
      const cycleTitles = [];
      const inFlight = new Set();
      const viewsBefore = await storedViews();
      /** When each counted view was acknowledged (204). */
      const viewAcks = [];
      let viewsSent = 0;

      const track = async (label, send) => {
        const marker = { label };
        inFlight.add(marker);
        try {
          return await send();
        } finally {
          inFlight.delete(marker);
        }
      };

      const inquiryWorker = async (w) => {
        for (let n = 0; !stop; n++) {
          const title = `crash-${runId}-c${cycle}-w${w}-${n}`;
          try {
            const res = await track('inquiry', () =>
              client.request('POST', '/api/mail/submit', {
                title,
                email: `crash${n}@example.com`,
                phone: '010-0000-0000',
                name: `Crash ${w}`,
                message: `Inquiry ${title}\n${'x'.repeat(Math.floor(rand() * 2000))}`,
                privacyConsent: true,
              }),
            );
            if (res.status !== 200) throw new CrashTestFailure(`POST /api/mail/submit answered ${res.status}: ${res.text.slice(0, 200)}`);
            ackedInquiries.add(title);
            cycleTitles.push(title);
            stats.inquiriesAcked++;
          } catch (error) {
            if (!isConnectionError(error)) throw error;
            unackedInquiries++;
            if (!stop) await sleep(20);
          }
        }
      };

      const contentWorker = async () => {
        for (let n = 0; !stop; n++) {
          const value = `crash ${runId} cycle ${cycle} content edit ${n}`;
          const entry = contentSlot.send(value);
          try {
            const res = await track('content', () =>
              client.request(
                'POST',
                '/api/admin/pageContent/upsert',
                {
                  code: CONTENT_CODE,
                  texts: content.pageContentTexts.map((t) => (t.id === textId ? { ...t, description: value } : t)),
                },
                { auth: true },
              ),
            );
            if (res.status < 200 || res.status >= 300) throw new CrashTestFailure(`upsert answered ${res.status}: ${res.text.slice(0, 200)}`);
            entry.acked = true;
            stats.contentEditsAcked++;
          } catch (error) {
            if (!isConnectionError(error)) throw error;
            if (!stop) await sleep(20);
          }
        }
      };

      const artistWorker = async () => {
        const { id: _id, views: _views, isHidden: _hidden, version: _version, ...body } = artistBefore;
        for (let n = 0; !stop; n++) {
          const value = `crash ${runId} cycle ${cycle} career edit ${n}`;
          const entry = artistSlot.send(value);
          try {
            const res = await track('artist', () =>
              client.request('PUT', `/api/admin/updateArtist/${urlName}`, { ...body, career: value }, { auth: true }),
            );
            if (res.status < 200 || res.status >= 300) throw new CrashTestFailure(`updateArtist answered ${res.status}: ${res.text.slice(0, 200)}`);
            entry.acked = true;
            stats.artistEditsAcked++;
          } catch (error) {
            if (!isConnectionError(error)) throw error;
            if (!stop) await sleep(20);
          }
        }
      };

      // Visitors' view beacons, each from a new address (so each counts once).
      const viewWorker = async () => {
        while (!stop) {
          viewsSent++;
          try {
            const res = await track('view', () => client.request('POST', `/api/artist/view/${urlName}`));
            if (res.status !== 204) throw new CrashTestFailure(`POST /api/artist/view answered ${res.status}: ${res.text.slice(0, 200)}`);
            viewAcks.push(Date.now());
            stats.viewsAcked++;
          } catch (error) {
            if (!isConnectionError(error)) throw error;
            if (!stop) await sleep(20);
          }
        }
      };

      const workers = [
        viewWorker(),
        ...Array.from({ length: INQUIRY_WORKERS }, (_, w) => inquiryWorker(w)),
        contentWorker(),
        artistWorker(),
      ];
      // A failing worker stops the others at once.
      const failed = Promise.all(workers).catch((error) => {
        stop = true;
        throw error;
      });
      failed.catch(() => {});

      const delay = KILL_AFTER_MS[0] + Math.floor(rand() * (KILL_AFTER_MS[1] - KILL_AFTER_MS[0]));
      await Promise.race([sleep(delay), failed]);
      stats.inFlightAtKill += inFlight.size;
      const killedAt = Date.now();
      await server.kill();
      stop = true;
      await failed;

      const restartMs = await server.start(RESTART_TIMEOUT_MS);
      stats.restartMs.push(restartMs);
      await client.login();
      previousCycleTitles = cycleTitles;
      await verify({ full: false });
      const counted = (await storedViews()) - viewsBefore;
      const surelyWritten = viewAcks.filter((at) => at < killedAt - COUNTER_FLUSH_MS - BATCH_WRITE_SLACK_MS).length;
      if (counted < surelyWritten) {
        throw new CrashTestFailure(`cycle ${cycle}: ${counted} views stored, but ${surelyWritten} were acknowledged more than one batch window before the kill`);
      }
      if (counted > viewsSent) throw new CrashTestFailure(`cycle ${cycle}: ${counted} views stored for ${viewsSent} sent: counted twice`);
      stats.viewsLostAtKills += Math.max(0, viewAcks.length - counted);
      if (cycle % 10 === 0 || cycle === kills) {
        log(
          `  kill ${cycle}/${kills}: ${stats.inquiriesAcked} inquiries, ${stats.contentEditsAcked + stats.artistEditsAcked} edits, ${stats.viewsAcked} views acknowledged ` +
            `(${stats.viewsLostAtKills} views of the last batch windows lost); ` +
            `restart ${restartMs} ms; ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
      }
    }

    const titles = await verify({ full: true });
    const runTitles = titles.filter((t) => t.startsWith(`crash-${runId}-`));
    stats.unackedFoundStored = runTitles.length - ackedInquiries.size;
    await server.stop();

    const Database = require('better-sqlite3');
    const db = new Database(path.join(dataDir, 'agency.sqlite'));
    try {
      const integrity = db.pragma('integrity_check', { simple: true });
      if (integrity !== 'ok') throw new CrashTestFailure(`PRAGMA integrity_check: ${integrity}`);
      const fk = db.pragma('foreign_key_check');
      if (fk.length > 0) throw new CrashTestFailure(`PRAGMA foreign_key_check: ${JSON.stringify(fk.slice(0, 3))}`);
      const rows = db.prepare("select count(*) as n from inquiries where title like ?").get(`crash-${runId}-%`).n;
      if (rows !== runTitles.length) throw new CrashTestFailure(`the inbox lists ${runTitles.length} inquiries, the table holds ${rows}`);
    } finally {
      db.close();
    }
    passed = true;
    const result = {
      kills,
      seed,
      seconds: Math.round((Date.now() - started) / 1000),
      inquiriesAcknowledged: stats.inquiriesAcked,
      contentEditsAcknowledged: stats.contentEditsAcked,
      artistEditsAcknowledged: stats.artistEditsAcked,
      viewsAcknowledged: stats.viewsAcked,
      viewsInTheLastBatchWindowsLost: stats.viewsLostAtKills,
      requestsInFlightAtKill: stats.inFlightAtKill,
      inquiriesUnacknowledged: unackedInquiries,
      unacknowledgedInquiriesStored: stats.unackedFoundStored,
      restartMsMedian: percentile(stats.restartMs, 50),
      restartMsMax: Math.max(...stats.restartMs),
      integrityCheck: 'ok',
      lost: 0,
    };
    log(`crash test passed: ${JSON.stringify(result)}`);
    return result;
  } finally {
    await server.stop().catch(() => {});
    if (passed && !options.keep) fs.rmSync(workDir, { recursive: true, force: true });
    else log(`  data and server log kept in ${workDir}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  runCrashTest(options).then(
    () => process.exit(0),
    (error) => {
      console.error(`crash test FAILED: ${error instanceof CrashTestFailure ? error.message : (error?.stack ?? error)}`);
      process.exit(1);
    },
  );
}
