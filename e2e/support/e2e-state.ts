import os from 'node:os';
import path from 'node:path';

/**
 * Where global setup leaves what tests and teardown need (ports, PIDs, the mail file). One file per
 * test run (named after the runner's PID) so that parallel runs do not share state; workers find it
 * through E2E_STATE_FILE, which global setup exports.
 */
export function stateFile(): string {
  process.env.E2E_STATE_FILE ??= path.join(os.tmpdir(), `agency-e2e-state-${process.pid}.json`);
  return process.env.E2E_STATE_FILE;
}

export type E2eState = {
  baseURL: string;
  dataDir: string;
  mailFile: string;
  serverPid: number | null;
  /** PID of the process that holds the in-process SMTP recorder (the Playwright runner). */
  smtpOwnerPid: number;
  adminUsername: string;
  adminPassword: string;
};
