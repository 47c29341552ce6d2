// `npm run bench`: throughput and latency of the public API against a static file of the same size, on the
// built server with a temporary SQLite database holding the demo content. autocannon, 100 connections, 10 s
// per call, on loopback (load generator and server share this machine's cores, like the static baseline).
//
// - The static file is the getAll answer itself written into the server's local media folder
//   (DATA_DIR/media, served at /media/ by @fastify/static, like uploads and the site's assets); it is
//   measured first and last, and the baseline is the mean of the two. Its p99 is printed but not held to
//   the 25 ms target, which is the calls' (the file goes through @fastify/static and libuv's thread pool;
//   in production media come from the CDN).
// - getDetails counts a view once per client IP and artist per 30 minutes: measured as one returning
//   visitor (plain loopback requests: the read path, held to the read targets) and as a new visitor on
//   every request (a distinct X-Forwarded-For each, TRUST_PROXY=true: a read plus a committed view write
//   each time, held to the write targets: p99 and no failures, no throughput ratio).
// - The demo content is seeded by `cli.js seed` in its own process before the server starts (like a
//   production restart on existing content): peak memory is the serving process's under load, not the
//   one-time drawing of the demo pictures with sharp (see docs/performance.md).
// - POST /api/traffic/track allows 30 requests per minute per IP: every request carries its own
//   X-Forwarded-For (TRUST_PROXY=true), so the bench measures tracking rather than the 429 answer. 429s and
//   other non-2xx answers are counted and fail the run.
// - Requests send a browser User-Agent (crawlers are not counted as views) and no Accept-Encoding (no
//   compression on either side of the comparison).
// - The server runs with LOG_LEVEL=info, its production default (one log line per request), unless
//   BENCH_LOG_LEVEL says otherwise.
//
//   npm run bench                      build if needed, then measure
//   npm run bench -- --no-build        use the existing build
//   BENCH_DURATION=5 npm run bench     shorter runs (seconds per call)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfNeeded, root, startServer, stopOnSignals } from './lib/start-server.mjs';

const CONNECTIONS = 100;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ARTIST = 'seo-yoon';
const TARGETS = { ratio: 0.7, p99Ms: 25, peakRssBytes: 200 * 1024 * 1024 };
const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

/** A fresh 10.x.y.z address per request: each request is another visitor behind the proxy. */
function uniqueForwardedFor() {
  let n = 0;
  return (request) => {
    n++;
    const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    return { ...request, headers: { ...request.headers, 'x-forwarded-for': ip } };
  };
}

function run(baseURL, call, duration = DURATION, connections = CONNECTIONS) {
  const headers = { 'user-agent': USER_AGENT, accept: 'application/json', ...(call.headers ?? {}) };
  return autocannon({
    url: baseURL,
    connections,
    duration,
    requests: [
      {
        method: call.method ?? 'GET',
        path: call.path,
        headers,
        body: call.body,
        ...(call.perRequest ? { setupRequest: call.perRequest() } : {}),
      },
    ],
  });
}

function summarize(name, result, kind) {
  return {
    name,
    kind,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerRequest: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

function parseArgs(argv) {
  let build = 'auto';
  for (const arg of argv) {
    if (arg === '--no-build') build = 'never';
    else if (arg === '--build') build = 'always';
    else throw new Error(`Unknown argument ${arg} (use --no-build or --build)`);
  }
  return { build };
}

function machine() {
  const cpus = os.cpus();
  return `${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ` +
    `${os.type()} ${os.release()}, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!Number.isFinite(DURATION) || DURATION < 1) throw new Error('BENCH_DURATION must be at least 1 (seconds)');
  buildIfNeeded(options.build);
  const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
  const server = await startServer({ label: 'bench', logLevel, env: { TRUST_PROXY: 'true' }, seed: 'cli' });
  stopOnSignals(server);
  const before = machine();
  const rows = [];
  const memorySamples = [];
  let callPeakRss = 0;
  const sampler = setInterval(() => {
    const { rss } = server.memory();
    memorySamples.push(rss);
    if (rss > callPeakRss) callPeakRss = rss;
  }, 200);
  let peakRss;
  try {
    const getAll = await fetch(`${server.baseURL}/api/artist/getAll`, { headers: { 'user-agent': USER_AGENT } });
    const body = Buffer.from(await getAll.arrayBuffer());
    // Local media (DATA_DIR/media, served at /media/ by @fastify/static like the site's files).
    const staticName = `media/bench/getall-${body.length}.json`;
    fs.mkdirSync(path.join(server.dataDir, 'media/bench'), { recursive: true });
    fs.writeFileSync(path.join(server.dataDir, staticName), body);
    const check = await fetch(`${server.baseURL}/${staticName}`);
    if (!check.ok || Buffer.from(await check.arrayBuffer()).length !== body.length) {
      throw new Error(`The static file /${staticName} is not served as written (status ${check.status}).`);
    }

    const json = { 'content-type': 'application/json' };
    const calls = [
      { name: `static file (${body.length} B)`, kind: 'static', path: `/${staticName}` },
      { name: 'GET /api/artist/getAll', kind: 'read', path: '/api/artist/getAll' },
      { name: 'GET /api/pageContent/fetchByCode/ABOUT_INFO', kind: 'read', path: '/api/pageContent/fetchByCode/ABOUT_INFO' },
      { name: `GET /api/artist/getDetails/${ARTIST} (returning visitor)`, kind: 'read', path: `/api/artist/getDetails/${ARTIST}` },
      {
        name: `GET /api/artist/getDetails/${ARTIST} (new visitor each request: view write)`,
        kind: 'write',
        path: `/api/artist/getDetails/${ARTIST}`,
        perRequest: uniqueForwardedFor,
      },
      {
        name: 'POST /api/traffic/track (new visitor each request)',
        kind: 'write',
        method: 'POST',
        path: '/api/traffic/track',
        headers: json,
        body: JSON.stringify({ source: 'google' }),
        perRequest: uniqueForwardedFor,
      },
      { name: `static file (${body.length} B), again`, kind: 'static', path: `/${staticName}` },
    ];

    console.log(`Server ${server.baseURL} (pid ${server.pid}, LOG_LEVEL=${logLevel}); ${CONNECTIONS} connections x ${DURATION} s per call.`);
    for (const call of calls) {
      await run(server.baseURL, call, 1, 10); // warm-up: JIT, statement caches, file descriptors
      callPeakRss = 0;
      const result = { ...summarize(call.name, await run(server.baseURL, call), call.kind), peakRssBytes: callPeakRss };
      rows.push(result);
      console.log(
        `  ${call.name}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
          `RSS up to ${(result.peakRssBytes / 2 ** 20).toFixed(0)} MiB` +
          (result.non2xx || result.errors || result.timeouts ? `, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}` : ''),
      );
    }
  } finally {
    clearInterval(sampler);
    peakRss = server.memory().peakRss;
    await server.stop();
  }

  const statics = rows.filter((r) => r.kind === 'static');
  const baseline = statics.reduce((sum, r) => sum + r.requestsPerSecond, 0) / statics.length;
  const peak = Math.max(peakRss, ...memorySamples.filter(Number.isFinite));
  const problems = [];
  for (const r of rows) {
    r.ratio = r.requestsPerSecond / baseline;
    if (r.kind === 'read' && r.ratio < TARGETS.ratio) problems.push(`${r.name}: ${r.ratio.toFixed(2)} of the static throughput < ${TARGETS.ratio}`);
    // The static file is the yardstick the calls are compared with; the latency target is the calls'.
    if (r.kind !== 'static' && r.p99Ms >= TARGETS.p99Ms) problems.push(`${r.name}: p99 ${r.p99Ms} ms >= ${TARGETS.p99Ms} ms`);
    if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0) {
      problems.push(`${r.name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
    }
  }
  if (!(peak < TARGETS.peakRssBytes)) problems.push(`peak RSS ${(peak / 2 ** 20).toFixed(0)} MiB >= 200 MiB`);

  const header = ['call', 'req/s', 'p50', 'p99', 'ratio to static', 'non-2xx', 'RSS during the call'];
  const body = rows.map((r) => [
    r.name,
    String(Math.round(r.requestsPerSecond)),
    `${r.p50Ms} ms`,
    `${r.p99Ms} ms`,
    r.kind === 'static' ? `(baseline ${Math.round(baseline)} req/s)` : r.ratio.toFixed(2),
    String(r.non2xx),
    `${(r.peakRssBytes / 2 ** 20).toFixed(0)} MiB`,
  ]);
  const markdown = [
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
    ...body.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
  const date = new Date().toISOString();
  console.log(`\n${date}\nMachine: ${before}\n\n${markdown}\n\nServer peak RSS (VmHWM): ${(peak / 2 ** 20).toFixed(1)} MiB`);

  const outDir = path.join(root, 'reports/bench');
  fs.mkdirSync(outDir, { recursive: true });
  const outFile = path.join(outDir, `${date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    outFile,
    JSON.stringify({ date, machine: before, connections: CONNECTIONS, durationSeconds: DURATION, logLevel, baseline, peakRssBytes: peak, targets: TARGETS, rows, problems }, null, 2),
  );
  console.log(`Report: ${path.relative(root, outFile)}`);
  if (problems.length > 0) {
    console.error(`\nMissed targets:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nAll targets met: every public read >= 0.7 of the static throughput, every call p99 < 25 ms, peak RSS < 200 MiB.');
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
