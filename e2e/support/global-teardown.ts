import fs from 'node:fs';
import { leftoverServerPids } from './e2e-state';
import { stopServer } from './server-process';

/** Stops any server a worker could not stop itself (by its PID) and removes the run folder. */
export default async function globalTeardown(): Promise<void> {
  for (const pid of leftoverServerPids()) await stopServer(pid);
  if (process.env.E2E_RUN_DIR && !process.env.E2E_KEEP_DATA) fs.rmSync(process.env.E2E_RUN_DIR, { recursive: true, force: true });
}
