import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
/**
 * Which projects run a server test file follows from its name (decision 097; apps/server/test/test-projects.unit.test.ts
 * checks each name against what the file imports):
 * - `*.unit.test.ts`: opens no database (imports neither build-test-app nor test-database, nor a helper built on
 *   them): runs once, in server-sqlite. A file that opens none must carry the suffix.
 * - `*.http.test.ts`: builds a test app, but what it checks does not depend on the database behind it (timeouts,
 *   compression, headers, images, PDFs, storage drivers) and it never reaches into the database itself: runs once,
 *   in server-sqlite.
 * - every other `*.test.ts` (repositories, services with transactions, races, the concurrency walk): in server-sqlite
 *   and server-postgres. A new test file that touches the database gets both without anyone choosing.
 */
const runOnce = ['**/*.unit.test.ts', '**/*.http.test.ts'];
/**
 * The server test files share a worker's module graph (no isolation): importing the server took about 1.3 s per
 * file, 185 s of the SQLite project's 265 s (113 s without; docs/performance.md). Every file builds its own app,
 * database and data folder, and no server module keeps state outside the app it belongs to, so nothing can leak
 * from one file into the next. The web project stays isolated: its jsdom tests stub browser globals.
 */
const serverIsolation = { isolate: false } as const;

export default defineConfig({
  test: {
    projects: [
      'apps/web',
      {
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts', 'scripts/**/*.test.ts'], setupFiles: ['test/fail-on-console-error.ts'] },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'server-sqlite',
          ...serverIsolation,
          include: serverTests,
          // A database server outage has no SQLite counterpart (the database is a file in the process); several
          // instances share a database server (the multi-instance and Varnish tests always run on PostgreSQL); test/postgres/
          // holds what only PostgreSQL has (its pool and server-side limits).
          exclude: [...configDefaults.exclude, 'apps/server/test/outage/database-outage.test.ts', 'apps/server/test/multi-instance/**', 'apps/server/test/cdn/varnish-deployment.test.ts', 'apps/server/test/postgres/**'],
          env: { TEST_DB: 'sqlite' },
          setupFiles: ['test/fail-on-console-error.ts'],
          globalSetup: ['apps/server/test/sqlite-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'server-postgres',
          ...serverIsolation,
          include: serverTests,
          exclude: [...configDefaults.exclude, ...runOnce],
          env: { TEST_DB: 'postgres' },
          setupFiles: ['test/fail-on-console-error.ts'],
          globalSetup: ['apps/server/test/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
