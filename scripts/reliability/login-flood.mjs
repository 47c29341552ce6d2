#!/usr/bin/env node
// `npm run test:login-flood`: how fast a media file answers while 40 connections flood the login with wrong
// passwords (issue 14: argon2 shares libuv's thread pool with file reads; before the hashing bound a media
// file took 3.5-9 s). The built server on a temporary SQLite DATA_DIR with the demo content, on loopback:
//
// 1. baseline: one request after another for a demo media file for FLOOD_SECONDS (10), no flood;
// 2. the same while autocannon keeps 40 connections of POST /api/loginProc busy, each request with its own
//    X-Forwarded-For and user name (TRUST_PROXY=true), so none of the login throttle's keys (address, account at
//    the address, account; decision 104) stops them before the hash bound.
//
// The load generator runs in its own process at the lowest CPU priority (nice 19): on this two-core machine it
// would otherwise take a core from the server, which a remote attacker's generator does not. A third phase
// floods GET /api/health the same way, for comparison with a flood that hashes nothing.
//
// Prints p50 / p99 / max of the media requests in each phase and the login answers by status; fails when the
// media p99 under the login flood is 100 ms or more, or a login answer is a 500.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildIfNeeded, startServer, stopOnSignals } from '../lib/start-server.mjs';

const SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
const CONNECTIONS = 40;
const MEDIA_PATH = '/media/demo/background-poster.jpg';
const P99_LIMIT_MS = 100;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function mediaLatencies(baseURL, seconds) {
  const until = Date.now() + seconds * 1000;
  const times = [];
  while (Date.now() < until) {
    const start = performance.now();
    const res = await fetch(`${baseURL}${MEDIA_PATH}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${MEDIA_PATH} answered ${res.status}`);
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const sorted = times.sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) };
}

/** 40 connections as fast as they are answered: wrong logins (each from another address and account), or `path`. */
function flood(baseURL, seconds, path) {
  let n = 0;
  const statuses = {};
  const login = {
    method: 'POST',
    path: '/api/loginProc',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    setupRequest: (request) => {
      n++;
      const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      return { ...request, headers: { ...request.headers, 'x-forwarded-for': ip }, body: `username=flood${n}&password=wrong-password-${n}` };
    },
  };
  const run = autocannon({
    url: baseURL,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        ...(path ? { method: 'GET', path } : login),
        onResponse: (status) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  return run.then(() => statuses);
}

/** The generator's process: `login-flood.mjs --generator <baseURL> <seconds> [path]`; prints its answers by status. */
function floodInChildProcess(baseURL, seconds, path) {
  const args = ['-n', '19', process.execPath, fileURLToPath(import.meta.url), '--generator', baseURL, String(seconds), ...(path ? [path] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn('nice', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load generator exited with ${code}`))));
  });
}

const ms = (value) => `${value.toFixed(1)} ms`;
const line = (label, r) => `${label.padEnd(22)} ${String(r.count).padStart(5)} requests  p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  max ${ms(r.max)}`;

if (process.argv[2] === '--generator') {
  const [, , , baseURL, seconds, path] = process.argv;
  process.stdout.write(JSON.stringify(await flood(baseURL, Number(seconds), path)));
  process.exit(0);
}

buildIfNeeded(process.argv.includes('--no-build') ? 'never' : 'auto');
const server = await startServer({ label: 'login-flood', env: { TRUST_PROXY: 'true' } });
stopOnSignals(server);
let failed = false;
try {
  const baseline = await mediaLatencies(server.baseURL, SECONDS);
  const [control] = await Promise.all([mediaLatencies(server.baseURL, SECONDS), floodInChildProcess(server.baseURL, SECONDS, '/api/health')]);
  const [flooded, statuses] = await Promise.all([mediaLatencies(server.baseURL, SECONDS), floodInChildProcess(server.baseURL, SECONDS)]);
  console.log(`Media file ${MEDIA_PATH}, one request after another, ${SECONDS} s per phase:`);
  console.log(line('no flood', baseline));
  console.log(line(`${CONNECTIONS}-conn. /api/health flood`, control));
  console.log(line(`${CONNECTIONS}-conn. login flood`, flooded));
  console.log(`Login answers during the flood: ${Object.entries(statuses).map(([status, count]) => `${count} x ${status}`).join(', ')}`);
  if (flooded.p99 >= P99_LIMIT_MS) {
    console.error(`FAIL: media p99 ${ms(flooded.p99)} under the flood (limit ${P99_LIMIT_MS} ms)`);
    failed = true;
  }
  if (statuses[500]) {
    console.error('FAIL: the login answered 500');
    failed = true;
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
