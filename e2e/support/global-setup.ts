import fs from 'node:fs';
import { ADMIN_PASSWORD, ADMIN_USERNAME, e2eServerEnv, newRunDir, templateDataDir, webDistCopy } from './e2e-state';
import { snapshotWebDist, startBuiltServer, stopServer } from './server-process';

/**
 * Copies the built web app for the run (support/server-process.ts) and seeds the demo content once: the built
 * server starts on an empty DATA_DIR (the run folder's `template/`), which migrates and seeds it, and stops. Every
 * worker then starts its own server on a copy of that folder (support/fixtures.ts), so no worker waits for a seed of
 * its own. With E2E_BASE_URL (a server already running) nothing is started: the tests use that server, on one worker.
 */
export default async function globalSetup(): Promise<void> {
  newRunDir();
  if (process.env.E2E_BASE_URL) return;
  // The workers' admin-helpers read these (with a server of one's own, set them to its admin).
  process.env.E2E_ADMIN_USERNAME = ADMIN_USERNAME;
  process.env.E2E_ADMIN_PASSWORD = ADMIN_PASSWORD;
  await snapshotWebDist(webDistCopy());
  const dataDir = templateDataDir();
  fs.mkdirSync(dataDir);
  const server = await startBuiltServer(dataDir, e2eServerEnv());
  await stopServer(server.pid);
  // The template's log is not the workers' log.
  fs.rmSync(`${dataDir}/server.log`, { force: true });
}
