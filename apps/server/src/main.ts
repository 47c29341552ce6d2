import 'dotenv/config';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { systemClock } from './lib/clock';
import { loadJwtSecret } from './lib/secrets';
import { bootstrapAdmin } from './modules/auth/bootstrap-admin';
import { seedDemoContent } from './db/seed/seed-demo-content';
import { createBlobStore } from './storage/create-blob-store';

/**
 * SIGTERM: stop listening at once (new connections are refused), let requests in flight finish,
 * then close the database and exit 0. Requests still running after the grace period are cut off
 * (their uploads are removed, never left half-written) and the process exits 1; it is gone within 10 s.
 */
const SHUTDOWN_GRACE_MS = 8000;
const SHUTDOWN_HARD_LIMIT_MS = 9500;

async function main(): Promise<void> {
  const config = loadConfig();
  const jwtSecret = loadJwtSecret(config.dataDir, config.jwtSecret);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);

  const admin = await bootstrapAdmin(database.db, systemClock, config.admin);
  if (admin.generatedPassword) {
    // Printed once on the terminal on purpose (not through the request log).
    process.stdout.write(
      `\n  Admin account created: username "${admin.username}", password "${admin.generatedPassword}"\n` +
        `  Change it with: npm run admin -- password ${admin.username}\n\n`,
    );
  }

  const blobStore = createBlobStore(config.media, { jwtSecret, clock: systemClock });
  // Demo content goes into an empty database only; existing content is never touched.
  await seedDemoContent({ db: database.db, blobStore, clock: systemClock, log: (m) => process.stdout.write(`${m}\n`) });

  const webDistDir = config.webDistDir ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = await buildApp({ config: { ...config, webDistDir }, database, jwtSecret, blobStore });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    let forced = false;
    setTimeout(() => {
      forced = true;
      app.log.warn('shutdown: requests still running after the grace period are closed');
      // Aborted uploads remove their temporary files; app.close() then completes.
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
    setTimeout(() => process.exit(1), SHUTDOWN_HARD_LIMIT_MS).unref();
    app
      .close()
      // Cut-off requests finish their clean-up (temporary upload files) in the background: a moment for it.
      .then(() => (forced ? new Promise((resolve) => setTimeout(resolve, 500)) : undefined))
      .then(() => database.close())
      .then(() => process.exit(forced ? 1 : 0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
