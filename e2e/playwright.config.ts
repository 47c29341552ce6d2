import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the built site: `npm run build`, then `npx playwright test -c e2e/playwright.config.ts`.
 * The global setup seeds a DATA_DIR once; every worker then starts its own `node apps/server/dist/main.js` on a copy
 * of it with its own loopback SMTP recorder (support/fixtures.ts, decision 097). With E2E_BASE_URL (a server already
 * running) the tests use that server on one worker. The browser is Debian's Chromium headless shell (the old headless
 * mode, Playwright's own default for headless runs; package chromium-headless-shell): the same suite took half as long
 * again in the full browser (docs/performance.md, fourth round). CHROMIUM_PATH names another. Nothing is downloaded.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/**
 * Three workers, each with a server of its own: a worker keeps about half a core busy (it mostly waits on pages,
 * animations and timers), so three fill the CI machine's two cores (docs/performance.md); E2E_WORKERS changes it.
 */
const workers = process.env.E2E_BASE_URL ? 1 : Number(process.env.E2E_WORKERS ?? 3);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  // A spec file's tests run in order on one worker (they build on each other); files are spread over the workers.
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]] : 'list',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    ...devices['Desktop Chrome'],
    /**
     * A trace is recorded for a retry only (CI retries once): recording one for every test kept a screencast running
     * in each browser and cost about a third of the suite's time on two cores (docs/performance.md, decision 097).
     * Locally, `--trace on` records them.
     */
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
