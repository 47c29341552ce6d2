import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { TEST_JWT_SECRET } from './build-test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('request log', () => {
  it('writes through process.stdout (synchronous on Linux), never an in-memory buffer that can outgrow the heap', async () => {
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'info', ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) }),
      database: database.handle,
      jwtSecret: TEST_JWT_SECRET,
    });
    try {
      // pino keeps its destination under Symbol('pino.stream') (pino is a dependency of Fastify, not ours).
      const logger = app.log as unknown as Record<symbol, unknown>;
      let streamSymbol: symbol | undefined;
      for (let o: object | null = logger; o && !streamSymbol; o = Object.getPrototypeOf(o)) {
        streamSymbol = Object.getOwnPropertySymbols(o).find((s) => s.description === 'pino.stream');
      }
      const stream = streamSymbol ? logger[streamSymbol] : undefined;
      expect(stream).toBe(process.stdout);
    } finally {
      await app.close();
    }
  });
});
