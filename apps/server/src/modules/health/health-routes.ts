import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { endpoint } from '../../lib/endpoint';

export async function registerHealth(app: FastifyInstance, { db }: AppContext): Promise<void> {
  endpoint(app, 'health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok', database: 'up' } as const;
    } catch {
      return reply.code(503).send({ message: 'Database unavailable', status: 'error', database: 'down' });
    }
  });
}
