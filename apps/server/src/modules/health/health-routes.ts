import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database';

export function healthRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/health', async (_request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ok', database: 'up' };
      } catch {
        return reply.code(503).send({ message: 'Database unavailable', status: 'error', database: 'down' });
      }
    });
  };
}
