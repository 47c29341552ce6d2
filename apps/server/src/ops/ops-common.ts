import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Layout of a backup folder (written by `npm run backup -- DIR`, read by `npm run restore -- DIR`). */
export const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';
export const SQLITE_BACKUP_FILE = 'agency.sqlite';
export const PG_DUMP_FILE = 'database.pgdump';
export const MEDIA_BACKUP_DIR = 'media';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  kind: 'sqlite' | 'postgres';
  database: { file: string; bytes: number };
  /** Rows per table in the snapshot. */
  counts: Record<string, number>;
  media:
    | { driver: 'local'; dir: string; files: number; bytes: number }
    | { driver: 's3'; note: string };
  durationMs: number;
}

export class OpsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpsError';
  }
}

/** Files of a folder tree (relative paths), leaving out unfinished uploads (*.tmp). */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(rel: string) {
    let entries;
    try {
      entries = await fs.readdir(path.join(dir, rel), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && rel === '') return;
      throw error;
    }
    for (const entry of entries) {
      const child = rel ? path.join(rel, entry.name) : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) out.push(child);
    }
  }
  await walk('');
  return out.sort();
}

/**
 * Copies the files of a folder tree (not *.tmp). Each file is copied to a temporary name and renamed,
 * so the target never holds a half-copied file under its real name. A file that vanishes meanwhile is skipped.
 */
export async function copyTree(from: string, to: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const rel of await listFiles(from)) {
    const target = path.join(to, rel);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.copy.tmp`;
    try {
      await fs.copyFile(path.join(from, rel), temp);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    await fs.rename(temp, target);
    files += 1;
    bytes += (await fs.stat(target)).size;
  }
  return { files, bytes };
}

/** True when the folder does not exist or has no entries at all. */
export async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return false;
    throw error;
  }
}

/**
 * Environment for pg_dump / pg_restore: the password goes in PGPASSWORD, not on the command line
 * (where other users of the machine could read it).
 */
export function pgConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env };
}

/** Runs a PostgreSQL client program; fails with its error output. */
export function runPgTool(program: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 20_000) stderr += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new OpsError(`${program} was not found: install the PostgreSQL client tools (same major version as the server or newer).`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new OpsError(`${program} failed (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}
