import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpoint } from '../../lib/endpoint';
import { databaseIsUp } from './health-service';

export async function registerHealth(app: FastifyInstance, { db }: AppContext): Promise<void> {
  endpoint(app, 'health', async (_request, reply) => {
    if (await databaseIsUp(db)) return { status: 'ok', database: 'up' } as const;
    return reply.code(503).send({ message: '데이터베이스에 연결할 수 없습니다.', status: 'error', database: 'down' });
  });
}
