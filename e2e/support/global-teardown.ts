import fs from 'node:fs';
import { stateFile, type E2eState } from './e2e-state';
import { stopServer } from './server-process';

/** Stops the server started by global setup (by PID) and the in-process SMTP recorder. */
export default async function globalTeardown(): Promise<void> {
  const state = fs.existsSync(stateFile()) ? (JSON.parse(fs.readFileSync(stateFile(), 'utf8')) as E2eState) : null;
  await stopServer(state?.serverPid ?? null);
  const smtp = (globalThis as { __agencySmtp?: { close: (cb: () => void) => void } }).__agencySmtp;
  if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
  if (state && !process.env.E2E_KEEP_DATA) fs.rmSync(state.dataDir, { recursive: true, force: true });
  fs.rmSync(stateFile(), { force: true });
}
