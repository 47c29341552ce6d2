import 'dotenv/config';
import readline from 'node:readline/promises';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { systemClock } from './lib/clock';
import { setAdminPassword } from './modules/auth/auth-service';
import { findUserByUsername } from './modules/auth/users-repository';
import { runSeedCommand } from './db/run-seed';
import { backup } from './ops/backup';
import { restore } from './ops/restore';

const USAGE = `Usage:
  npm run db:migrate
  npm run seed [-- --reset]
  npm run admin -- create USERNAME
  npm run admin -- password USERNAME
  npm run backup -- DIR     (database snapshot + local media into a new folder, while the site runs)
  npm run restore -- DIR    (into an empty DATA_DIR / empty DATABASE_URL database)
(the password is asked on the terminal, or read from standard input: echo 'new-password' | npm run admin -- password admin)`;

async function readPassword(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  try {
    return (await rl.question('New password (at least 8 characters): ')).trim();
  } finally {
    rl.close();
  }
}

async function adminCommand(database: DatabaseHandle, action: string | undefined, username: string | undefined) {
  if ((action !== 'create' && action !== 'password') || !username) throw new UsageError();
  const existing = await findUserByUsername(database.db, username);
  if (action === 'create' && existing) throw new Error(`User "${username}" already exists; use "password" to change it`);
  if (action === 'password' && !existing) throw new Error(`No user "${username}"; use "create"`);
  const password = await readPassword();
  if (password.length < 8) throw new Error('The password must be at least 8 characters long');
  await setAdminPassword(database.db, systemClock, username, password);
  console.log(action === 'create' ? `Admin "${username}" created.` : `Password of "${username}" changed.`);
}

class UsageError extends Error {
  constructor() {
    super(USAGE);
  }
}

async function run(config: Config, args: string[]): Promise<void> {
  const [command, ...rest] = args;
  // Backup reads the database as it is; restore needs an empty DATA_DIR: neither opens or migrates it first.
  if (command === 'backup' || command === 'restore') {
    if (!rest[0] || rest.length > 1) throw new UsageError();
    const log = (m: string) => console.log(m);
    if (command === 'backup') {
      const manifest = await backup(config, rest[0], { log });
      const media = manifest.media.driver === 'local' ? `${manifest.media.files} media files` : 'media in S3 (not copied)';
      console.log(`Backup written to ${rest[0]}: ${manifest.kind} database (${manifest.database.bytes} bytes), ${media}, in ${manifest.durationMs} ms.`);
    } else {
      const manifest = await restore(config, rest[0], { log });
      console.log(`Restored the backup of ${manifest.createdAt} into ${config.databaseUrl ? 'DATABASE_URL and ' : ''}${config.dataDir}.`);
    }
    return;
  }
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    if (command === 'migrate') console.log('Database is up to date.');
    else if (command === 'seed') await runSeedCommand(config, database, { reset: rest.includes('--reset') });
    else if (command === 'admin') await adminCommand(database, rest[0], rest[1]);
    else throw new UsageError();
  } finally {
    await database.close();
  }
}

Promise.resolve()
  .then(() => run(loadConfig(), process.argv.slice(2)))
  .catch((error: unknown) => {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  console.error(message);
  process.exit(error instanceof UsageError ? 2 : 1);
});
