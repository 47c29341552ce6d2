// Shared by scripts/lighthouse.mjs and scripts/bench.mjs: builds when needed, then starts the built server on
// 127.0.0.1 (free port) with a temporary DATA_DIR (fresh SQLite database seeded with the demo content) and a
// private snapshot of apps/web/dist, and stops it by its own PID.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = path.join(root, 'apps/server/dist/main.js');
export const webDist = path.join(root, 'apps/web/dist');

const outputs = ['apps/web/dist/index.html', 'apps/web/dist/admin.html', 'apps/server/dist/main.js'];
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/admin.html', 'apps/server/src', 'packages/contract/src'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/**
 * Runs `npm run build` when a build output is missing, or (mode 'auto') older than the sources.
 * mode: 'auto' | 'always' | 'never'.
 */
export function buildIfNeeded(mode = 'auto') {
  const missing = outputs.some((o) => !fs.existsSync(path.join(root, o)));
  if (mode === 'never') {
    if (missing) throw new Error('No build found: run `npm run build` first (or drop --no-build).');
    return false;
  }
  const builtAt = Math.min(...outputs.map((o) => newestMtime(o)));
  const outdated = Math.max(...sources.map(newestMtime)) > builtAt;
  if (mode === 'auto' && !missing && !outdated) return false;
  console.log(`Building (${missing ? 'no build yet' : mode === 'always' ? 'asked for' : 'sources changed'})...`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed with status ${build.status}`);
  return true;
}

/** Asks the OS for a free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Copies apps/web/dist into `target` and checks the copy is whole (every file the Vite manifest names is
 * there). Other builds may replace apps/web/dist at any moment on a shared machine; a private snapshot keeps
 * the served index.html and its hashed assets consistent for the whole measurement.
 */
export async function snapshotWebDist(target) {
  for (let attempt = 1; ; attempt++) {
    fs.rmSync(target, { recursive: true, force: true });
    try {
      fs.cpSync(webDist, target, { recursive: true });
      const manifest = JSON.parse(fs.readFileSync(path.join(target, '.vite/manifest.json'), 'utf8'));
      const files = Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? []), ...(c.assets ?? [])]);
      const html = fs.readFileSync(path.join(target, 'index.html'), 'utf8');
      const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
      const missing = [...files, ...referenced].filter((f) => !fs.existsSync(path.join(target, f)));
      if (missing.length === 0) return target;
      if (attempt >= 5) throw new Error(`apps/web/dist is incomplete (missing ${missing.slice(0, 3).join(', ')})`);
    } catch (error) {
      if (attempt >= 5) throw error;
    }
    await sleep(2000);
  }
}

/** Peak (VmHWM) and current (VmRSS) resident memory of a process in bytes, from /proc (Linux). */
export function processMemory(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { peakRss: kb('VmHWM'), rss: kb('VmRSS') };
  } catch {
    return { peakRss: NaN, rss: NaN };
  }
}

/**
 * Starts `node apps/server/dist/main.js` and resolves once /api/health answers and the demo content is
 * readable (the server seeds an empty database before it listens; the artist list proves it).
 *
 * seed 'server' (default): the server seeds the empty database itself at start; 'cli': seeded beforehand by
 * `cli.js seed` in its own process.
 *
 * @param {{ label?: string, env?: Record<string,string>, logLevel?: string, timeoutMs?: number, seed?: 'server' | 'cli' }} [options]
 * @returns {Promise<{ baseURL: string, pid: number, dataDir: string, siteDir: string, logFile: string,
 *   memory: () => {peakRss: number, rss: number}, stop: () => Promise<void> }>}
 */
export async function startServer({ label = 'script', env = {}, logLevel = 'warn', timeoutMs = 60_000, seed = 'server' } = {}) {
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first.`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `agency-${label}-`));
  const siteDir = await snapshotWebDist(path.join(dataDir, 'web'));
  const logFile = path.join(dataDir, 'server.log');
  if (seed === 'cli') {
    // Seed in a separate, short-lived process (`cli.js seed`), then start the server on the existing
    // content, like a restart in production: drawing the demo pictures with sharp is not in its memory.
    const seeded = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/cli.js'), 'seed'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    fs.writeFileSync(logFile, `${seeded.stdout ?? ''}${seeded.stderr ?? ''}`);
    if (seeded.status !== 0) throw new Error(`cli.js seed failed (${seeded.status}):\n${seeded.stderr}`);
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFd = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'admin-script-password',
      SITE_NAME: 'AGENCY',
      SITE_URL: baseURL,
      WEB_DIST_DIR: siteDir,
      LOG_LEVEL: logLevel,
      ...env,
    },
    stdio: ['ignore', logFd, logFd],
  });
  fs.closeSync(logFd);
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });

  const stop = async () => {
    if (exited) return;
    process.kill(child.pid, 'SIGTERM');
    for (let waited = 0; waited < 10_000 && !exited; waited += 100) await sleep(100);
    if (!exited) {
      process.kill(child.pid, 'SIGKILL');
      for (let waited = 0; waited < 2_000 && !exited; waited += 100) await sleep(100);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const failure = (why) => {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '';
    return new Error(`Server at ${baseURL} ${why}.\n${log}`);
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw failure(`exited early (${exited.code ?? exited.signal})`);
    if (Date.now() > deadline) {
      await stop();
      throw failure(`did not become ready within ${timeoutMs} ms`);
    }
    try {
      const health = await fetch(`${baseURL}/api/health`);
      if (health.ok) {
        const artists = await fetch(`${baseURL}/api/artist/getAll`).then((r) => (r.ok ? r.json() : []));
        if (Array.isArray(artists) && artists.length > 0) break;
      }
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }

  return { baseURL, pid: child.pid, dataDir, siteDir, logFile, memory: () => processMemory(child.pid), stop };
}

/** Stops the server on Ctrl-C or SIGTERM of the script, then exits. */
export function stopOnSignals(server) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      server
        .stop()
        .catch(() => {})
        .finally(() => process.exit(130));
    });
  }
}
