import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpoint } from '../../lib/endpoint';

/**
 * Staff accounts (decision 083): the admin's management calls (adminOnly in the table) and each account's own; the
 * own sign-in factors change only after a re-authentication, and end the account's other sessions (decision 092).
 */
export async function registerAccounts(app: FastifyInstance, { accounts, twoFactor, auth }: AppContext): Promise<void> {
  // A generated password is in these answers: for this client only.
  const noStore = { 'cache-control': 'no-store' } as const;
  endpoint(app, 'listAccounts', () => accounts.list());
  endpoint(app, 'createAccount', async (request, reply) => {
    reply.headers(noStore);
    return accounts.create(request.body, request.user!);
  });
  endpoint(app, 'updateAccount', (request) => accounts.update(request.params.id, request.body, request.user!));
  endpoint(app, 'resetAccountPassword', async (request, reply) => {
    reply.headers(noStore);
    return accounts.resetPassword(request.params.id, request.user!);
  });
  endpoint(app, 'resetAccountTwoFactor', async (request) => {
    await twoFactor.reset(request.params.id, request.user!);
    return accounts.get(request.params.id);
  });
  endpoint(app, 'getSecuritySettings', async () => ({ requireTwoFactor: await twoFactor.required() }));
  endpoint(app, 'updateSecuritySettings', async (request) => {
    await accounts.setTwoFactorRequired(request.body.requireTwoFactor, request.user!);
    return { requireTwoFactor: await twoFactor.required() };
  });

  endpoint(app, 'getMyAccount', (request) => accounts.me(request.user!.username));
  endpoint(app, 'setupMyTwoFactor', async (request, reply) => {
    reply.headers(noStore);
    return auth.setupMine(request.user!.username, request.body, request.ip);
  });
  endpoint(app, 'confirmMyTwoFactor', async (request, reply) => {
    reply.headers(noStore);
    return auth.confirmMine(request.user!.username, request.body.code, request.ip);
  });
  endpoint(app, 'disableMyTwoFactor', async (request, reply) => {
    reply.headers(noStore);
    return auth.disableMine(request.user!.username, request.body, request.ip);
  });
  endpoint(app, 'changeMyPassword', async (request, reply) => {
    await auth.checkCurrentPassword(request.user!.username, request.body.currentPassword, request.ip);
    await accounts.changePassword(request.user!.username, request.body.newPassword);
    return reply.code(204).send();
  });
}
