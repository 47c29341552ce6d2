import type { FastifyInstance } from 'fastify';
import { responseSchemaOf } from '../lib/endpoint';
import { describeIssue } from './zod-validation';

/**
 * Checks every 200 answer of a table route against its response schema (test runs: buildApp's
 * `validateResponses`), including answers sent as ready JSON (the public read cache). A mismatch is a 500
 * with the route and the first difference, so the test that made the call fails.
 */
export function registerResponseCheck(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const name = request.routeOptions.config.endpoint;
    const schema = responseSchemaOf(name);
    if (!schema) return payload;
    const result = schema.safeParse(JSON.parse(payload));
    if (result.success) return payload;
    const message = `The answer of ${name} does not match its response schema: ${describeIssue(result.error.issues[0]!)}`;
    request.log.error({ payload }, message);
    reply.code(500);
    return JSON.stringify({ message });
  });
}
