import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { freePort } from '../free-port';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverMain = path.join(root, 'apps/server/src/main.ts');
const tsxLoader = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;

export const CLUSTER_JWT_SECRET = 'multi-instance-secret-that-is-long-enough-0123';
export const CLUSTER_ADMIN = { username: 'cluster-admin', password: 'cluster-admin-password-1' };

/** An S3 store on loopback (s3rver) with one bucket. */
export async function startS3(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  await client.send(new CreateBucketCommand({ Bucket: 'agency-media' }));
  client.destroy();
  return {
    env: {
      MEDIA_DRIVER: 's3',
      S3_BUCKET: 'agency-media',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_PUBLIC_BASE_URL: `${endpoint}/agency-media`,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** One server process (the real entry point, run from source with tsx) on its own loopback port and data folder. */
export interface ServerProcess {
  base: string;
  child: ChildProcess;
  output: () => string;
  waitHealthy(timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-instance-'));
  let output = '';
  // Only what the test names: no DATABASE_URL, S3 or SMTP setting of the developer's shell leaks in.
  const child = spawn(process.execPath, ['--import', tsxLoader, serverMain], {
    cwd: dataDir,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, JWT_SECRET: CLUSTER_JWT_SECRET, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    child,
    output: () => output,
    async waitHealthy(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
        const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) }).then((res) => res.ok, () => false);
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`server not healthy within ${timeoutMs} ms:\n${output}`);
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A round-robin proxy on loopback, as a load balancer in front of the instances: it adds the client's socket address
 * to X-Forwarded-For (the servers trust two hops: the CDN's entry the test sends, and this proxy) and answers 502
 * when an instance is gone.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<{ base: string; served: number[]; close(): Promise<void> }> {
  let next = 0;
  const served = upstreams.map(() => 0);
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    served[index]! += 1;
    const target = new URL(request.url ?? '/', upstreams[index]);
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(target, { method: request.method, headers: { ...request.headers, 'x-forwarded-for': forwardedFor } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      // An instance killed in the middle of an answer: the client sees its connection end (nothing acknowledged).
      answer.on('error', () => response.destroy());
    });
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'upstream unavailable' }));
    });
    request.on('error', () => upstream.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
