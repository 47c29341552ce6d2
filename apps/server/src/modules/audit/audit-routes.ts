import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpoint } from '../../lib/endpoint';

/** The history of admin changes (decision 086): list, one entry with its states, restore, retention. */
export async function registerAudit(app: FastifyInstance, { auditTrail }: AppContext): Promise<void> {
  endpoint(app, 'listAudit', (request) => auditTrail.list(request.query, request.user!));
  endpoint(app, 'getAuditEntry', (request) => auditTrail.get(request.params.id, request.user!));
  endpoint(app, 'restoreAuditEntry', (request) =>
    auditTrail.restore(request.params.id, request.user!, request.body?.force === true || request.query.force === 'true'),
  );
  endpoint(app, 'getAuditSettings', () => auditTrail.settings());
  endpoint(app, 'updateAuditSettings', (request) => auditTrail.updateSettings(request.body, request.user!));
  endpoint(app, 'previewAuditRetention', (request) => auditTrail.retentionPreview(request.query.retentionDays));
}
