import 'dotenv/config';
import readline from 'node:readline/promises';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { systemClock } from './lib/clock';
import { setAdminPassword } from './modules/auth/auth-service';
import { findUserByUsername } from './modules/auth/users-repository';
import { runSeedCommand } from './db/run-seed';

const USAGE = `Usage:
  npm run db:migrate
  npm run seed [-- --reset]
  npm run admin -- create USERNAME
  npm run admin -- password USERNAME
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
