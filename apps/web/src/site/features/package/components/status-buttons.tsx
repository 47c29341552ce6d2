import type { PackageStatus } from '@agency/contract/package-limits';
import { useTexts } from '@shared/i18n/use-language';
import { packageTexts } from '../package-texts';

/**
 * The client's answer on one artist: favourite (shortlist), request (select) or decline, each a toggle; pressing the
 * chosen one again takes it back (none).
 */
export function StatusButtons({ status, onChange, describedBy }: { status: PackageStatus; onChange: (next: PackageStatus) => void; describedBy?: string }) {
  const t = useTexts(packageTexts);
  const toggle = (chosen: PackageStatus) => onChange(status === chosen ? 'none' : chosen);
  return (
    <div className="package-statuses">
      <button type="button" className="package-favourite" aria-pressed={status === 'shortlist'} aria-describedby={describedBy} onClick={() => toggle('shortlist')}>
        <span aria-hidden="true">{status === 'shortlist' ? '♥' : '♡'}</span> {t.favourite}
      </button>
      <button type="button" className="package-status-button is-select" aria-pressed={status === 'select'} aria-describedby={describedBy} onClick={() => toggle('select')}>
        {t.request}
      </button>
      <button type="button" className="package-status-button is-decline" aria-pressed={status === 'decline'} aria-describedby={describedBy} onClick={() => toggle('decline')}>
        {t.decline}
      </button>
    </div>
  );
}
