import { useId } from 'react';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { withReason } from '@admin/lib/error-message';
import { previewRetention, useHistorySettings } from './api/history-api';
import { historyTexts as t, RETENTION_CHOICES } from './history-texts';

/**
 * How long the history is kept (full admins): forever by default, or a number of years. A limit is asked first,
 * with how many entries and pictures it deletes (decision 102); going back to forever deletes nothing.
 */
export function RetentionSetting() {
  const id = useId();
  const dialogs = useAdminDialogs();
  const { settings, update } = useHistorySettings(true);
  if (!settings.isSuccess) return null;
  const change = async (value: string) => {
    const days = value === '' ? null : Number(value);
    if (days !== null) {
      let going;
      try {
        going = await previewRetention(days);
      } catch (error) {
        await dialogs.alert(withReason(t.previewFailed, error));
        return;
      }
      if (!(await dialogs.confirm(t.confirmRetention(t.retentionDays(days), going), { confirmLabel: t.retentionConfirm, danger: true }))) return;
    }
    try {
      await update.mutateAsync(days);
      dialogs.notify(t.retentionSaved);
    } catch (error) {
      await dialogs.alert(withReason(t.retentionFailed, error));
    }
  };
  return (
    <section className="admin-card admin-history-retention" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-card-title">
        {t.retentionTitle}
      </h2>
      <div className="admin-field">
        <label htmlFor={`${id}-days`} className="admin-label">
          {t.retentionLabel}
        </label>
        <select
          id={`${id}-days`}
          className="admin-input"
          aria-describedby={`${id}-hint`}
          value={settings.data.retentionDays ?? ''}
          disabled={update.isPending}
          onChange={(event) => void change(event.target.value)}
        >
          {RETENTION_CHOICES.map((days) => (
            <option key={days ?? 'forever'} value={days ?? ''}>
              {days === null ? t.retentionForever : t.retentionDays(days)}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="admin-hint">
          {t.retentionHint}
        </p>
      </div>
    </section>
  );
}
