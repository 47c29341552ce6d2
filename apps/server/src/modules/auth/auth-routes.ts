import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpoint } from '../../lib/endpoint';

export async function registerAuth(app: FastifyInstance, { auth }: AppContext): Promise<void> {
  // The answer, a token or a refusal, is for this client only: no browser, proxy or CDN may keep it.
  endpoint(app, 'login', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return auth.login(request.body.username, request.body.password, request.ip, request.headers['user-agent'] ?? '');
  });
  endpoint(app, 'loginTwoFactor', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { accessToken: await auth.loginWithCode(request.body.challenge, request.body.code, request.ip, request.headers['user-agent'] ?? '') };
  });
  endpoint(app, 'loginTwoFactorSetup', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return auth.setupAtLogin(request.body.challenge);
  });
  endpoint(app, 'loginTwoFactorEnrol', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return auth.enrolAtLogin(request.body.challenge, request.body.code, request.ip, request.headers['user-agent'] ?? '');
  });
}
