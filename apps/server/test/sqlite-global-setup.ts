import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, SQLITE_FILE_NAME } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

/**
 * Migrates one SQLite database for the whole run; every test database is a copy of its file
 * (test-database.ts), which takes milliseconds where the migrations take most of a second.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-sqlite-template-'));
  const handle = openDatabase({ dataDir: dir });
  await migrateToLatest(handle.db);
  // Closing checkpoints the write-ahead log into the file: the file alone is the whole database.
  await handle.close();
  project.provide('sqliteTemplateFile', path.join(dir, SQLITE_FILE_NAME));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplateFile: string;
  }
}
