import { normalizeTrafficSource } from '@agency/contract/traffic-source';
import type { TrafficCampaign } from '@agency/contract/traffic';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { TextField } from '@admin/components/fields/text-field';
import { HistoryLink } from '@admin/components/history-link';
import { LoadStatus } from '@admin/components/load-status';
import { errorMessage, withReason } from '@admin/lib/error-message';
import { formatDateTime } from '@admin/lib/format';
import { useTrafficCampaigns } from './api/traffic-queries';
import { trafficTexts as t } from './traffic-texts';

/** The campaign names staff register: counted under their own name whatever the budget of new names (decision 095). */
export function TrafficCampaigns() {
  const id = useId();
  const dialogs = useAdminDialogs();
  const { campaigns, add, remove } = useTrafficCampaigns();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const spelled = normalizeTrafficSource(name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!spelled) {
      setError(t.campaignNameNeeded);
      input.current?.focus();
      return;
    }
    try {
      const added = await add.mutateAsync(name);
      setName('');
      setError(undefined);
      dialogs.notify(t.campaignAdded(added.name));
    } catch (failure) {
      setError(errorMessage(failure));
      input.current?.focus();
    }
  };

  const removeOne = async (campaign: TrafficCampaign) => {
    if (!(await dialogs.confirm(t.campaignRemoveConfirm(campaign.name), { confirmLabel: t.campaignRemove, danger: true }))) return;
    try {
      await remove.mutateAsync(campaign.name);
      dialogs.notify(t.campaignRemoved(campaign.name));
    } catch (failure) {
      await dialogs.alert(withReason(t.campaignRemoveFailed, failure));
    }
  };

  return (
    <section className="admin-card admin-campaigns" aria-labelledby={`${id}-title`}>
      <div className="admin-campaigns-head">
        <h2 id={`${id}-title`} className="admin-card-title">
          {t.campaignsTitle}
        </h2>
        <HistoryLink target="campaign" />
      </div>
      <p className="admin-hint">{t.campaignsHint}</p>
      <form className="admin-campaign-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          ref={input}
          label={t.campaignName}
          value={name}
          autoComplete="off"
          spellCheck={false}
          error={error}
          hint={spelled && spelled !== name ? t.campaignSpelledAs(spelled) : t.campaignNameHint}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        <button type="submit" className="admin-button" disabled={add.isPending}>
          {t.campaignAdd}
        </button>
      </form>
      {campaigns.isError && !campaigns.data && <LoadStatus kind="error" text={t.campaignsLoadFailed} />}
      {!campaigns.data && !campaigns.isError && <LoadStatus kind="loading" />}
      {campaigns.data && campaigns.data.length === 0 && <p className="admin-muted">{t.campaignNone}</p>}
      {campaigns.data && campaigns.data.length > 0 && (
        <ul className="admin-campaign-list" aria-label={t.campaignList}>
          {campaigns.data.map((campaign) => (
            <li key={campaign.name} className="admin-campaign-row">
              <span className="admin-campaign-main">
                <strong className="admin-campaign-name">{campaign.name}</strong>
                <span className="admin-muted">{t.campaignRegistered(campaign.createdBy, formatDateTime(campaign.createdAt))}</span>
              </span>
              <button
                type="button"
                className="admin-button admin-button--small admin-button--ghost"
                aria-label={t.campaignRemoveLabel(campaign.name)}
                disabled={remove.isPending}
                onClick={() => void removeOne(campaign)}
              >
                {t.campaignRemove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
