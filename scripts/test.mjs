// `npm test`: lint, typecheck, unit and API tests (SQLite and PostgreSQL), build, bundle budget, browser tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  ['crash test (10 kills)', 'node', ['scripts/reliability/crash.mjs', '--kills', '10']],
  ['bundle budget', 'node', ['scripts/check-bundle-budget.mjs']],
  ['browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

for (const [name, cmd, args] of steps) {
  if (name === 'browser tests' && !fs.existsSync(chromium)) {
    console.error(`\nBrowser tests need Chromium at ${chromium} (Debian: apt-get install -y chromium).`);
    process.exit(1);
  }
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  console.log(`--- ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
