import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../scripts/lib/server-node-flags.mjs';
import { freePort } from './free-port';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A server starts in 1-3 s on an idle machine; 90 s covers three starting at once beside lint, typecheck and vitest. */
async function waitForHealth(baseURL: string, serverLog: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = fs.existsSync(serverLog) ? fs.readFileSync(serverLog, 'utf8').slice(-4000) : '';
  throw new Error(`Server did not become healthy at ${baseURL} within ${timeoutMs} ms.\n${log}`);
}

/**
 * Copies apps/web/dist into `target` and checks the copy is whole (every file the two Vite manifests name is there):
 * another build may replace apps/web/dist at any moment on a shared machine, and a page whose chunks changed under
 * it fails to load. The servers of a run serve the copy.
 */
export async function snapshotWebDist(target: string): Promise<string> {
  const webDist = path.join(ROOT, 'apps/web/dist');
  for (let attempt = 1; ; attempt++) {
    fs.rmSync(target, { recursive: true, force: true });
    try {
      fs.cpSync(webDist, target, { recursive: true });
      type Chunk = { file: string; css?: string[]; assets?: string[] };
      const missing = ['.vite/manifest.json', '.vite/admin-manifest.json'].flatMap((name) => {
        const manifest = JSON.parse(fs.readFileSync(path.join(target, name), 'utf8')) as Record<string, Chunk>;
        const files = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]);
        return files.filter((file) => !fs.existsSync(path.join(target, file)));
      });
      if (missing.length === 0) return target;
      if (attempt >= 5) throw new Error(`apps/web/dist is incomplete (missing ${missing.slice(0, 3).join(', ')}): run \`npm run build\`.`);
    } catch (error) {
      if (attempt >= 5) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * Starts the built server on a free loopback port with `dataDir` (its log is `server.log` there) and the given
 * environment, and waits until it is healthy. Stop it by its PID.
 */
export async function startBuiltServer(dataDir: string, env: Record<string, string>): Promise<{ baseURL: string; pid: number | null }> {
  const serverEntry = path.join(ROOT, 'apps/server/dist/main.js');
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first.`);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const serverLog = path.join(dataDir, 'server.log');
  const logFd = fs.openSync(serverLog, 'a');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(ROOT, 'apps/web/dist'), ...env },
    stdio: ['ignore', logFd, logFd],
  });
  child.unref();
  await waitForHealth(baseURL, serverLog);
  return { baseURL, pid: child.pid ?? null };
}

/** Stops a server started by startBuiltServer: SIGTERM, then SIGKILL after five seconds. */
export async function stopServer(pid: number | null): Promise<void> {
  if (!pid || !isAlive(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 5_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
