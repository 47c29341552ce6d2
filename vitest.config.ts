import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

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
          include: serverTests,
          // A database server outage has no SQLite counterpart (the database is a file in the process); several
          // instances share a database server (the multi-instance test always runs on PostgreSQL).
          exclude: [...configDefaults.exclude, 'apps/server/test/outage/database-outage.test.ts', 'apps/server/test/multi-instance/**'],
          env: { TEST_DB: 'sqlite' },
          setupFiles: ['test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'server-postgres',
          include: serverTests,
          // The CDN spike is served by the edge: the origin's database makes no difference, so it runs once (SQLite).
          exclude: [...configDefaults.exclude, 'apps/server/test/cdn/cdn-spike.test.ts'],
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
