// `npm test`: lint, typecheck, unit and API tests (SQLite and PostgreSQL), build, bundle budget, crash test, browser
// tests. Steps that do not need each other run at the same time (decision 097); each line of a step's output is
// prefixed with its name, and a table of every step's time ends the run. The first failing step stops the others.
//
//   node scripts/test.mjs [--serial] [--only name,name]
//
// --serial runs the steps one after another (to time each on its own, docs/performance.md); --only runs the named
// steps (and nothing they wait for), e.g. `--only lint,typecheck`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/**
 * Vitest's default is one worker fewer than the cores: one on two. The API tests mostly wait on databases, sockets
 * and timers: on two cores two workers took the server module tests from 431-487 s to 222 s, and with three the
 * machine is still half idle during them (docs/performance.md, third round).
 */
const vitestWorkers = String(os.availableParallelism() + 1);

/**
 * Each step with the steps it waits for. On two cores: lint, typecheck and the build run beside the unit and API
 * tests (which mostly wait on databases, sockets and timers); the bundle budget and the crash test follow the build,
 * still beside them. The browser tests (three workers, each with a Chromium and a server: a worker keeps about half a
 * core busy) start once the unit and API tests and the crash test are done: run beside them, the two phases took
 * 20 minutes for what takes 7 one after the other, with the load average at 18 (docs/performance.md).
 */
const steps = [
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'] },
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'] },
  { name: 'build', cmd: 'npm', args: ['run', 'build'] },
  { name: 'unit and API tests', cmd: 'npx', args: ['vitest', 'run', `--maxWorkers=${vitestWorkers}`] },
  { name: 'bundle budget', cmd: 'node', args: ['scripts/check-bundle-budget.mjs'], after: ['build'] },
  { name: 'crash test (10 kills)', cmd: 'node', args: ['scripts/reliability/crash.mjs', '--kills', '10'], after: ['build'] },
  {
    name: 'browser tests',
    cmd: 'npx',
    args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    after: ['build', 'unit and API tests', 'crash test (10 kills)'],
  },
];

function parseArgs(argv) {
  const options = { serial: false, only: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--serial') options.serial = true;
    else if (arg === '--only') options.only = argv[++i]?.split(',');
    else if (arg.startsWith('--only=')) options.only = arg.slice('--only='.length).split(',');
    else {
      console.error(`Unknown argument ${arg}\nUsage: node scripts/test.mjs [--serial] [--only name,name]`);
      process.exit(2);
    }
  }
  for (const name of options.only ?? []) {
    if (!steps.some((step) => step.name === name)) {
      console.error(`No step named "${name}". Steps: ${steps.map((s) => s.name).join(', ')}`);
      process.exit(2);
    }
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
const chosen = steps.filter((step) => !options.only || options.only.includes(step.name));
if (chosen.some((step) => step.name === 'browser tests') && !fs.existsSync(chromium)) {
  console.error(`\nBrowser tests need Chromium's headless shell at ${chromium} (Debian: apt-get install -y chromium-headless-shell).`);
  process.exit(1);
}

// The steps write into pipes; on a terminal they keep their colours.
const childEnv = process.stdout.isTTY && !('NO_COLOR' in process.env) ? { ...process.env, FORCE_COLOR: '1' } : process.env;
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const width = Math.max(...chosen.map((step) => step.name.length));
/** name -> { status: 'waiting' | 'running' | 'ok' | 'failed' | 'stopped', startedAt, endedAt, child } */
const state = new Map(chosen.map((step) => [step.name, { status: 'waiting' }]));
let failed = false;

function run(step) {
  const entry = state.get(step.name);
  entry.status = 'running';
  entry.startedAt = Date.now();
  console.log(`\n=== ${step.name} (at ${seconds(entry.startedAt - started)}) ===`);
  // Its own process group, so that stopping a step stops what it started (servers, browsers, workers).
  const child = spawn(step.cmd, step.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: childEnv });
  entry.child = child;
  const prefix = `[${step.name}]`.padEnd(width + 3);
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      entry.endedAt = Date.now();
      entry.child = undefined;
      if (entry.status === 'stopped') return resolve();
      entry.status = code === 0 ? 'ok' : 'failed';
      entry.code = code ?? (signal ? 1 : 0);
      console.log(`--- ${step.name}: ${entry.status === 'ok' ? 'ok' : 'FAILED'} in ${seconds(entry.endedAt - entry.startedAt)}`);
      resolve();
    });
  });
}

/** Stops the steps still running (their process groups, by PID) after one failed. */
function stopOthers() {
  for (const entry of state.values()) {
    if (entry.status !== 'running' || !entry.child) continue;
    entry.status = 'stopped';
    try {
      process.kill(-entry.child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

function printSummary() {
  console.log(`\n=== npm test: ${failed ? 'FAILED' : 'ok'} in ${seconds(Date.now() - started)} ===`);
  for (const step of chosen) {
    const entry = state.get(step.name);
    const time = entry.startedAt ? `${seconds((entry.endedAt ?? Date.now()) - entry.startedAt)} (from ${seconds(entry.startedAt - started)})` : '';
    console.log(`  ${step.name.padEnd(width)}  ${entry.status.padEnd(7)}  ${time}`);
  }
}

async function main() {
  if (options.serial) {
    for (const step of chosen) {
      await run(step);
      if (state.get(step.name).status !== 'ok') {
        failed = true;
        break;
      }
    }
    return;
  }
  const running = new Set();
  const ready = (step) =>
    state.get(step.name).status === 'waiting' && (step.after ?? []).every((name) => !state.has(name) || state.get(name).status === 'ok');
  while (!failed) {
    for (const step of chosen.filter(ready)) {
      const promise = run(step).then(() => {
        running.delete(promise);
        if (state.get(step.name).status === 'failed' && !failed) {
          failed = true;
          stopOthers();
        }
      });
      running.add(promise);
    }
    if (running.size === 0) break;
    await Promise.race(running);
  }
  await Promise.all(running);
}

const stopOnSignal = (signal) => {
  failed = true;
  stopOthers();
  process.exitCode = signal === 'SIGINT' ? 130 : 143;
};
process.on('SIGINT', () => stopOnSignal('SIGINT'));
process.on('SIGTERM', () => stopOnSignal('SIGTERM'));

await main();
printSummary();
if (failed) process.exitCode ||= 1;
