import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpoint } from '../../lib/endpoint';

/** Staff accounts (decision 083): the admin's management calls (adminOnly in the table) and each account's own. */
export async function registerAccounts(app: FastifyInstance, { accounts }: AppContext): Promise<void> {
  // A generated password is in these answers: for this client only.
  const noStore = { 'cache-control': 'no-store' } as const;
  endpoint(app, 'listAccounts', () => accounts.list());
  endpoint(app, 'createAccount', async (request, reply) => {
    reply.headers(noStore);
    return accounts.create(request.body);
  });
  endpoint(app, 'updateAccount', (request) => accounts.update(request.params.id, request.body, request.user!.username));
  endpoint(app, 'resetAccountPassword', async (request, reply) => {
    reply.headers(noStore);
    return accounts.resetPassword(request.params.id);
  });
  endpoint(app, 'getMyAccount', (request) => accounts.me(request.user!.username));
  endpoint(app, 'changeMyPassword', async (request, reply) => {
    await accounts.changePassword(request.user!.username, request.body.currentPassword, request.body.newPassword);
    return reply.code(204).send();
  });
}
