#!/usr/bin/env node
/**
 * Load test (npm run test:load): the built server on a temporary SQLite DATA_DIR with the demo content,
 * LOAD_DURATION seconds (60) at LOAD_CONNECTIONS connections (200) on loopback, mixing public reads,
 * traffic tracking and casting inquiries. Passes when no request failed (no error, no timeout, no non-2xx),
 * every inquiry answered 200 is in the admin inbox and no other is; prints p50/p99 latency.
 *
 * Every request carries its own X-Forwarded-For (TRUST_PROXY=true): the per-IP limits (tracking 30/min,
 * inquiries 10 per 10 min, one view per IP and artist per 30 min) would otherwise turn one load generator
 * into 429s. The limits themselves are tested in apps/server/test/abuse.
 *
 * Needs `npm run build` first. Stops the server it started (by its PID) and removes the folder.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS } from '../lib/server-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mainJs = path.join(root, 'apps/server/dist/main.js');
const DURATION = Number(process.env.LOAD_DURATION ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const ADMIN = { username: 'loadadmin', password: 'load-test-password-123' };

if (!fs.existsSync(mainJs)) {
  console.error('apps/server/dist/main.js is missing: run `npm run build` first.');
  process.exit(2);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-load-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, mainJs], {
  cwd: dataDir,
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverOutput = '';
server.stdout.on('data', (d) => (serverOutput += d));
server.stderr.on('data', (d) => (serverOutput += d));
let exited = false;
server.on('exit', () => (exited = true));

// Bounded in time whatever happens.
const hardStop = setTimeout(() => {
  console.error('load test: time limit reached');
  void finish(1);
}, (DURATION + 360) * 1000);
hardStop.unref();

async function stopServer() {
  if (exited) return;
  server.kill('SIGTERM');
  const deadline = Date.now() + 12_000;
  while (!exited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (!exited) server.kill('SIGKILL');
}

async function finish(code) {
  await stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}

async function json(url, init) {
  const res = await fetch(`${base}${url}`, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

try {
  const ready = Date.now() + 180_000;
  for (;;) {
    if (exited) throw new Error(`server exited at start:\n${serverOutput}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > ready) throw new Error(`server not ready after 180 s:\n${serverOutput}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  const artists = (await json('/api/artist/getAll')).map((a) => a.urlName);
  const videos = (await json('/api/pageContent/fetchVideosByCode/NEWS_CONTENT')).map((v) => v.id);
  if (artists.length === 0) throw new Error('no demo artists: the seed did not run');
  const codes = ['LINK_INFO', 'ABOUT_INFO', 'CONTACT_INFO', 'PRODUCTION_INFO', 'PRODUCTION_CONTENT', 'NEWS_INFO'];
  const sources = ['google', 'naver', 'instagram', 'direct', 'ref_load'];

  let ipCounter = 0;
  const nextIp = () => {
    ipCounter++;
    return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
  };
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const publicReads = [
    () => '/api/artist/getAll',
    () => `/api/artist/getDetails/${pick(artists)}`,
    () => `/api/pageContent/fetchByCode/${pick(codes)}`,
    () => '/api/pageContent/fetchVideosByCode/NEWS_CONTENT',
    () => '/api/pageContent/fetchImagesByCode/NEWS_CONTENT',
    () => (videos.length ? `/api/pageContent/fetchOneVideo/${pick(videos)}` : '/api/artist/getAll'),
  ];

  const byKind = { read: { sent: 0, ok: 0 }, track: { sent: 0, ok: 0 }, inquiry: { sent: 0, ok: 0 } };
  const unexpected = {};
  let seq = 0;
  const acknowledged = new Set();

  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 10,
    requests: [
      {
        setupRequest(req, context) {
          const r = Math.random();
          const headers = { 'x-forwarded-for': nextIp(), 'user-agent': 'Mozilla/5.0 (load test) Chrome/120' };
          if (r < 0.1) {
            context.kind = 'inquiry';
            seq++;
            context.title = `Load ${seq}`;
            return {
              ...req,
              method: 'POST',
              path: '/api/mail/submit',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({
                title: context.title,
                email: `load${seq}@example.com`,
                phone: '010-0000-0000',
                name: 'Load Test',
                message: 'Load test inquiry',
                privacyConsent: true,
                language: 'en',
              }),
            };
          }
          if (r < 0.3) {
            context.kind = 'track';
            return {
              ...req,
              method: 'POST',
              path: '/api/traffic/track',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ source: pick(sources) }),
            };
          }
          context.kind = 'read';
          return { ...req, method: 'GET', path: pick(publicReads)(), headers, body: undefined };
        },
        onResponse(status, _body, context) {
          const kind = byKind[context.kind];
          kind.sent++;
          if (status >= 200 && status < 300) {
            kind.ok++;
            if (context.kind === 'inquiry') acknowledged.add(context.title);
          }
          else unexpected[`${context.kind} ${status}`] = (unexpected[`${context.kind} ${status}`] ?? 0) + 1;
        },
      },
    ],
  });

  // Every inquiry answered 200 is stored, and nothing else.
  const { accessToken } = await json('/api/loginProc', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(ADMIN).toString(),
  });
  const stored = new Set();
  let inbox = { total: 0 };
  for (let page = 1; ; page++) {
    inbox = await json(`/api/admin/inquiries?page=${page}&pageSize=100`, { headers: { authorization: `Bearer ${accessToken}` } });
    for (const item of inbox.items) stored.add(item.title);
    if (inbox.items.length < 100) break;
  }
  const lost = [...acknowledged].filter((title) => !stored.has(title));
  // Submissions still in flight when the run ended may be stored without their answer being counted.
  const inFlightAtEnd = seq - byKind.inquiry.sent;

  const report = {
    durationSeconds: DURATION,
    connections: CONNECTIONS,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    byKind,
    unexpectedStatuses: unexpected,
    inquiriesAcknowledged: acknowledged.size,
    inquiriesInInbox: inbox.total,
    inquiriesInFlightAtEnd: inFlightAtEnd,
    inquiriesLost: lost.length,
  };
  console.log(JSON.stringify(report, null, 2));

  const failures = [];
  if (result.errors > 0) failures.push(`${result.errors} connection errors`);
  if (result.timeouts > 0) failures.push(`${result.timeouts} timeouts`);
  if (result.non2xx > 0) failures.push(`${result.non2xx} non-2xx answers: ${JSON.stringify(unexpected)}`);
  if (lost.length > 0) failures.push(`${lost.length} acknowledged inquiries are not in the inbox: ${lost.slice(0, 5).join(', ')}`);
  if (inbox.total > acknowledged.size + inFlightAtEnd) {
    failures.push(`${inbox.total} inquiries stored but only ${acknowledged.size} acknowledged and ${inFlightAtEnd} in flight`);
  }
  if (byKind.inquiry.ok === 0 || byKind.track.ok === 0 || byKind.read.ok === 0) failures.push('a kind of request never succeeded');
  if (exited) failures.push(`the server exited during the run:\n${serverOutput}`);
  if (failures.length) {
    console.error(`load test FAILED:\n - ${failures.join('\n - ')}`);
    await finish(1);
  }
  console.log(`load test passed: ${report.requests} requests, ${report.requestsPerSecond}/s, p99 ${report.latencyMs.p99} ms, ${inbox.total} inquiries all stored`);
  await finish(0);
} catch (error) {
  console.error(error);
  await finish(1);
}
