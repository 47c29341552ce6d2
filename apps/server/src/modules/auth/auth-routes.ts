import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpoint } from '../../lib/endpoint';

export async function registerAuth(app: FastifyInstance, { auth }: AppContext): Promise<void> {
  // The answer, a token or a refusal, is for this client only: no browser, proxy or CDN may keep it.
  endpoint(app, 'login', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { accessToken: await auth.login(request.body.username, request.body.password, request.ip, request.headers['user-agent'] ?? '') };
  });
}
