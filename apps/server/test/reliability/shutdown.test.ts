import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleMedia } from '../../src/modules/media/media-samples';
import { freePort } from '../free-port';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test-database';

/**
 * The real process (src/main.ts through tsx, so no build is needed) on a loopback port: SIGTERM while
 * a large upload is streaming in. The database gets one page-content row first, so the demo seed
 * (which takes many seconds) does not run.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const mainTs = path.join(repoRoot, 'apps/server/src/main.ts');
const tsxLoader = pathToFileURL(path.join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href;
const ADMIN = { username: 'shutdown-admin', password: 'shutdown-password-1' };
const START_TIMEOUT_MS = 90_000;
const UPLOAD_BYTES = 6 * 1024 * 1024;
const CHUNK = 64 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the connection error code, or 'connected'. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

function listTree(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true }).map(String);
}

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: string | null }>;
}

async function startServer(database: TestDatabase): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
  Object.assign(env, {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: database.dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  });
  // cwd = DATA_DIR: no developer .env is read.
  const child = spawn(process.execPath, ['--import', tsxLoader, mainTs], { cwd: database.dataDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited while starting:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return { child, port, output: () => output, exited };
    } catch {
      // not yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start within ${START_TIMEOUT_MS} ms:\n${output}`);
}

async function presignedUpload(port: number, key: string): Promise<{ url: string; contentType: string }> {
  const login = await fetch(`http://127.0.0.1:${port}/api/loginProc`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(ADMIN).toString(),
  });
  expect(login.status).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await fetch(`http://127.0.0.1:${port}/api/s3/getPreSignedUrl`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ path: key }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { url: string; contentType: string };
}

/** A PUT whose body is sent chunk by chunk under the test's control. */
function streamingPut(port: number, url: string, contentType: string, total: number) {
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'PUT',
    path: url,
    headers: { 'content-type': contentType, 'content-length': String(total) },
    agent: false,
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.once('error', reject);
  });
  response.catch(() => {});
  const write = (chunk: Buffer) => new Promise<void>((resolve, reject) => req.write(chunk, (e) => (e ? reject(e) : resolve())));
  return { req, response, write };
}

/** Waits until the server streams the upload into its temporary file (the request is in the handler). */
async function waitForTempFile(mediaDir: string, response: Promise<{ status: number; body: string }>, server: Server) {
  let answered: string | undefined;
  response.then(
    (r) => (answered = `${r.status} ${r.body}`),
    (e: unknown) => (answered = String(e)),
  );
  for (let i = 0; i < 400 && !answered; i++) {
    if (listTree(mediaDir).some((f) => f.endsWith('.tmp'))) return;
    await sleep(25);
  }
  throw new Error(`No temporary upload file in ${mediaDir} (${listTree(mediaDir).join(', ')}); answer: ${answered}; log: ${server.output()}`);
}

function assertDatabaseIntact(database: TestDatabase) {
  if (testDbKind() !== 'sqlite') return;
  const db = new SQLite(path.join(database.dataDir, 'agency.sqlite'), { fileMustExist: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  } finally {
    db.close();
  }
}

describe(`shutdown on SIGTERM (${testDbKind()})`, () => {
  let database: TestDatabase;
  let server: Server | undefined;

  beforeEach(async () => {
    database = await createTestDatabase();
    await database.handle.db.insertInto('page_contents').values({ code: 'LINK_INFO', updated_at: new Date().toISOString() }).execute();
    server = await startServer(database);
  }, START_TIMEOUT_MS + 10_000);

  afterEach(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await database.destroy();
  });

  it('finishes the upload in flight, refuses new connections, exits 0 within 10 s and leaves nothing half-written', async () => {
    const { port } = server!;
    const key = 'shutdown/0-1732170000000.mp4';
    const { url, contentType } = await presignedUpload(port, key);
    const body = sampleMedia('video/mp4', UPLOAD_BYTES);
    const upload = streamingPut(port, url, contentType, body.length);
    const mediaDir = path.join(database.dataDir, 'media');

    // Half the body, then wait until the server is writing it (its temporary file exists).
    let sent = 0;
    while (sent < body.length / 2) {
      await upload.write(body.subarray(sent, sent + CHUNK));
      sent += CHUNK;
    }
    await waitForTempFile(mediaDir, upload.response, server!);

    const signalledAt = Date.now();
    server!.child.kill('SIGTERM');

    // New connections are refused while the upload is still open.
    let refused = '';
    for (let i = 0; i < 100 && refused !== 'ECONNREFUSED'; i++) {
      refused = await tryConnect(port);
      if (refused !== 'ECONNREFUSED') await sleep(20);
    }
    expect(refused).toBe('ECONNREFUSED');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    expect(server!.child.exitCode).toBe(null);

    // The rest of the body, slowly: the request in flight still completes.
    while (sent < body.length) {
      await upload.write(body.subarray(sent, Math.min(sent + CHUNK, body.length)));
      sent += CHUNK;
      if (sent % (CHUNK * 16) === 0) await sleep(50);
    }
    upload.req.end();
    const answer = await upload.response;
    expect(answer.status, answer.body).toBe(204);

    const exit = await server!.exited;
    const tookMs = Date.now() - signalledAt;
    expect(exit, server!.output()).toEqual({ code: 0, signal: null });
    expect(tookMs).toBeLessThan(10_000);

    const stored = fs.readFileSync(path.join(mediaDir, key));
    expect(stored.equals(body)).toBe(true);
    expect(listTree(mediaDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    assertDatabaseIntact(database);
  }, 60_000);

  it('cuts off a request that outlasts the grace period, removes its partial file and still exits within 10 s', async () => {
    const { port } = server!;
    const key = 'shutdown/1-1732170000000.mp4';
    const { url, contentType } = await presignedUpload(port, key);
    const body = sampleMedia('video/mp4', UPLOAD_BYTES);
    const upload = streamingPut(port, url, contentType, body.length);
    const mediaDir = path.join(database.dataDir, 'media');
    await upload.write(body.subarray(0, CHUNK * 4));
    await waitForTempFile(mediaDir, upload.response, server!);

    const signalledAt = Date.now();
    server!.child.kill('SIGTERM');
    // The client stalls: the rest of the body never comes.
    const exit = await server!.exited;
    const tookMs = Date.now() - signalledAt;
    expect(tookMs).toBeLessThan(10_000);
    expect(exit.signal).toBe(null);
    expect(exit.code).toBe(1);
    await expect(upload.response).rejects.toThrow();
    upload.req.destroy();

    expect(fs.existsSync(path.join(mediaDir, key))).toBe(false);
    expect(listTree(mediaDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    assertDatabaseIntact(database);
  }, 60_000);
});
