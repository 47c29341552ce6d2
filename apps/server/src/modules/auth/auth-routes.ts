import { loginRequestSchema } from '@agency/contract/auth';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { createAuthService } from './auth-service';

export function authRoutes(auth: ReturnType<typeof createAuthService>): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/loginProc',
      { schema: { body: loginRequestSchema } },
      async (request) => {
        const accessToken = await auth.login(request.body.username, request.body.password, request.ip);
        return { accessToken };
      },
    );
  };
}
