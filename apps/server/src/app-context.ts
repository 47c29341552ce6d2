import type { Config } from './config';
import type { Db, DatabaseKind } from './db/database';
import type { GroupCommit } from './db/group-commit';
import type { Clock } from './lib/clock';
import type { PublicReadCache } from './lib/public-read-cache';
import type { RequireAdmin } from './plugins/auth';
import type { BlobStore } from './storage/blob-store';
import type { TokenService } from './modules/auth/tokens';

/** What route modules receive: configuration, database and shared services. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: DatabaseKind;
  clock: Clock;
  /** View and traffic counter writes: one commit per group on SQLite (db/group-commit.ts). */
  counterWrites: GroupCommit;
  tokens: TokenService;
  requireAdmin: RequireAdmin;
  /** Serialized answers of the public reads, dropped after every admin write (docs/decisions/062). */
  publicReads: PublicReadCache;
  /** Media files: local disk or S3, chosen by MEDIA_DRIVER. */
  storage: BlobStore;
}
