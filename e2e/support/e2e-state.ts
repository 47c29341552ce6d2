import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Every Playwright worker runs its own built server (with its own DATA_DIR and SMTP recorder, support/fixtures.ts).
 * Global setup makes one folder per test run and shares it with the workers through E2E_RUN_DIR: it holds the
 * demo content seeded once (`template/`, copied into each worker's DATA_DIR) and a file per started server with its
 * PID, so that global teardown stops any server a killed worker left behind.
 */
export function runDir(): string {
  const dir = process.env.E2E_RUN_DIR;
  if (!dir) throw new Error('E2E_RUN_DIR is not set: run the browser tests with `npx playwright test -c e2e/playwright.config.ts`.');
  return dir;
}

export function newRunDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-run-'));
  process.env.E2E_RUN_DIR = dir;
  return dir;
}

/** The DATA_DIR seeded by global setup, copied into every worker's own DATA_DIR. */
export function templateDataDir(): string {
  return path.join(runDir(), 'template');
}

/** The run's copy of apps/web/dist, which every e2e server serves (support/server-process.ts). */
export function webDistCopy(): string {
  return path.join(runDir(), 'web');
}

/** Where a started server leaves its PID (one file per server). */
export function serverPidFile(pid: number): string {
  return path.join(runDir(), `server-${pid}.pid`);
}

/** PIDs of the servers of this run that have not been stopped through their fixture. */
export function leftoverServerPids(): number[] {
  if (!process.env.E2E_RUN_DIR || !fs.existsSync(process.env.E2E_RUN_DIR)) return [];
  return fs
    .readdirSync(process.env.E2E_RUN_DIR)
    .map((name) => /^server-(\d+)\.pid$/.exec(name)?.[1])
    .filter((pid): pid is string => Boolean(pid))
    .map(Number);
}

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'admin-e2e-password';

/** The environment of every e2e server (besides its port, DATA_DIR and SMTP recorder). */
export const e2eServerEnv = (): Record<string, string> => ({
  WEB_DIST_DIR: webDistCopy(),
  MAIL_TO: 'casting@example.test',
  ADMIN_USERNAME,
  ADMIN_PASSWORD,
  SITE_NAME: 'AGENCY',
  // A client's answers reach the agency at once here (in production they gather for two minutes into one mail).
  PACKAGE_ANSWER_MAIL_DELAY_SECONDS: '0',
  // The whole suite comes from 127.0.0.1; a test that must be a visitor of its own (the per-address
  // tracking limit) says so with X-Forwarded-For, as a visitor behind a proxy would.
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
});
