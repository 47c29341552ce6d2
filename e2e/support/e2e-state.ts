import os from 'node:os';
import path from 'node:path';

/** Where global setup leaves what tests and teardown need (ports, PIDs, the mail file). */
export const STATE_FILE = path.join(os.tmpdir(), `agency-e2e-state-${process.env.USER ?? 'user'}.json`);

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
