import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../free-port';

function findPgBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort().reverse() : [];
  for (const v of versions) {
    const bin = path.join(root, v, 'bin');
    if (fs.existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  throw new Error('The database outage test needs the PostgreSQL server binaries (/usr/lib/postgresql/*/bin)');
}

/** Process ids whose parent is `pid` (from /proc). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return children;
}

export interface ThrowawayPostgres {
  /** URL of the database `agency` on this cluster. */
  url: string;
  port: number;
  /** pg_ctl stop -m immediate: the server dies without a clean shutdown, like a crash or a lost host. */
  stopImmediately(): void;
  start(): void;
  /** SIGSTOP (true) or SIGCONT (false) to the postmaster and all its backends: a server that no longer answers. */
  freeze(frozen: boolean): void;
  /** Stops the cluster (if running) and removes its folder. */
  destroy(): void;
}

/** A PostgreSQL cluster of its own on a free loopback port, in a temp folder, run as user postgres when root. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = findPgBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-pg-outage-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) fs.chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  let running = false;
  start();
  running = true;
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE agency');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/agency`,
    port,
    stopImmediately() {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      running = false;
    },
    start() {
      start();
      running = true;
    },
    freeze(frozen) {
      const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const pids = [postmaster, ...childrenOf(postmaster)];
      for (const pid of pids) process.kill(pid, frozen ? 'SIGSTOP' : 'SIGCONT');
    },
    destroy() {
      if (running) {
        try {
          run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // already stopped
        }
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
