import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../scripts/lib/server-node-flags.mjs';
import { freePort } from './free-port';
import { startSmtpRecorder } from './smtp-recorder';
import { stateFile, type E2eState } from './e2e-state';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN_USERNAME = 'admin';
const ADMIN_PASSWORD = 'admin-e2e-password';

async function waitForHealth(baseURL: string, serverLog: string, timeoutMs = 30_000): Promise<void> {
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
    const serverEntry = path.join(root, 'apps/server/dist/main.js');
    if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first.`);
    const port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    const serverLog = path.join(dataDir, 'server.log');
    const logFd = fs.openSync(serverLog, 'a');
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_TO: 'casting@example.test',
        ADMIN_USERNAME,
        ADMIN_PASSWORD,
        SITE_NAME: 'AGENCY',
        WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
        // The whole suite comes from 127.0.0.1; a test that must be a visitor of its own (the per-address
        // tracking limit) says so with X-Forwarded-For, as a visitor behind a proxy would.
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      },
      stdio: ['ignore', logFd, logFd],
    });
    serverPid = child.pid ?? null;
    child.unref();
    await waitForHealth(baseURL, serverLog);
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
