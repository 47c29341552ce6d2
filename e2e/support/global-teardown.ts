import fs from 'node:fs';
import { stateFile, type E2eState } from './e2e-state';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the server started by global setup (by PID) and the in-process SMTP recorder. */
export default async function globalTeardown(): Promise<void> {
  const state = fs.existsSync(stateFile()) ? (JSON.parse(fs.readFileSync(stateFile(), 'utf8')) as E2eState) : null;
  if (state?.serverPid && isAlive(state.serverPid)) {
    process.kill(state.serverPid, 'SIGTERM');
    const deadline = Date.now() + 5_000;
    while (isAlive(state.serverPid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (isAlive(state.serverPid)) process.kill(state.serverPid, 'SIGKILL');
  }
  const smtp = (globalThis as { __agencySmtp?: { close: (cb: () => void) => void } }).__agencySmtp;
  if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
  if (state && !process.env.E2E_KEEP_DATA) fs.rmSync(state.dataDir, { recursive: true, force: true });
  fs.rmSync(stateFile(), { force: true });
}
