import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { startBuiltServer } from './server-process';
import { startSmtpRecorder } from './smtp-recorder';
import { stateFile, type E2eState } from './e2e-state';

const ADMIN_USERNAME = 'admin';
const ADMIN_PASSWORD = 'admin-e2e-password';

/**
 * Starts a loopback SMTP recorder (in this process) and the built server with a fresh DATA_DIR,
 * then shares the base URL and mail file with the tests through the environment and a state file.
 */
export default async function globalSetup(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-'));
  const mailFile = path.join(dataDir, 'mails.json');
  const smtpPort = await freePort();
  const smtp = await startSmtpRecorder(smtpPort, mailFile);
  (globalThis as { __agencySmtp?: { close: (cb: () => void) => void } }).__agencySmtp = smtp;

  let baseURL = process.env.E2E_BASE_URL;
  let serverPid: number | null = null;
  if (!baseURL) {
    const server = await startBuiltServer(dataDir, {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_TO: 'casting@example.test',
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      SITE_NAME: 'AGENCY',
      // The whole suite comes from 127.0.0.1; a test that must be a visitor of its own (the per-address
      // tracking limit) says so with X-Forwarded-For, as a visitor behind a proxy would.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    });
    baseURL = server.baseURL;
    serverPid = server.pid;
  }

  const state: E2eState = {
    baseURL,
    dataDir,
    mailFile,
    serverPid,
    smtpOwnerPid: process.pid,
    adminUsername: ADMIN_USERNAME,
    adminPassword: ADMIN_PASSWORD,
  };
  fs.writeFileSync(stateFile(), JSON.stringify(state, null, 2));
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_MAIL_FILE = mailFile;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_ADMIN_USERNAME = ADMIN_USERNAME;
  process.env.E2E_ADMIN_PASSWORD = ADMIN_PASSWORD;
}
