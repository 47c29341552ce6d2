import type { AuditKind, Restorer } from '../audit/audit-kind';
import { noPublicPaths } from '../purge/public-urls';
import { deleteCampaign, findCampaign, insertCampaign } from './traffic-repository';

/** What the history keeps of a registered campaign name (decision 095). */
export interface CampaignState {
  name: string;
  createdBy: string;
}

/** A campaign name staff registered (`campaign:{name}`): registered or removed, and put back by a restore. */
export const campaignKind: AuditKind<CampaignState> = {
  type: 'campaign',
  async snapshot(trx, key) {
    const row = await findCampaign(trx, key);
    return row ? { name: row.name, createdBy: row.created_by } : null;
  },
  label: (state) => `유입 캠페인 ${state.name}`,
  publicPaths: noPublicPaths,
  restorable: true,
};

/** A campaign name registered or removed, as its add and remove write it (decision 105). */
export const restoreCampaign: Restorer<CampaignState> = async (trx, key, state, { now }) => {
  if (state === null) await deleteCampaign(trx, key);
  else await insertCampaign(trx, { name: state.name, createdAt: now, createdBy: state.createdBy });
};
