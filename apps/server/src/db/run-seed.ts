import type { Config } from '../config';
import { systemClock } from '../lib/clock';
import { loadJwtSecret } from '../lib/secrets';
import { createBlobStore } from '../storage/create-blob-store';
import type { DatabaseHandle } from './database';
import { resetDemoContent, seedDemoContent } from './seed/seed-demo-content';

/** `npm run seed [-- --reset]`: seeds an empty database, or deletes all content and seeds again. */
export async function runSeedCommand(config: Config, database: DatabaseHandle, options: { reset: boolean }) {
  const blobStore = createBlobStore(config.media, {
    jwtSecret: loadJwtSecret(config.dataDir, config.jwtSecret),
    clock: systemClock,
  });
  const seed = options.reset ? resetDemoContent : seedDemoContent;
  const summary = await seed({ db: database.db, blobStore, clock: systemClock, log: (m) => console.log(m) });
  console.log(
    summary.seeded
      ? `Demo content seeded: ${summary.artists} artists, ${summary.pageContents} page contents.`
      : 'The database already has content; nothing seeded (use --reset to start over).',
  );
}
