import { artistDisplayName } from '@agency/contract/artist-names';
import type { PackageStatus } from '@agency/contract/package-limits';
import type { PublicPackage } from '@agency/contract/packages';
import { useId } from 'react';
import { IMAGE_SIZES } from '@site/components/media/image-sources';
import { ResponsiveImage } from '@site/components/media/responsive-image';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { packageTexts } from '../package-texts';
import { KeyMeasurements } from './key-measurements';
import { StatusButtons } from './status-buttons';

type PackageItem = PublicPackage['artists'][number];

/** One artist on the contact sheet: picture, name, key measurements, the answer, and a place in the comparison. */
export function PackageCard(props: {
  item: PackageItem;
  status: PackageStatus;
  onStatus: (next: PackageStatus) => void;
  comparing: boolean;
  compareFull: boolean;
  onCompare: (on: boolean) => void;
  onOpen: () => void;
  hintId: string;
}) {
  const { item, status } = props;
  const t = useTexts(packageTexts);
  const { language } = useLanguage();
  const id = useId();
  const name = artistDisplayName(item.artist, language);
  return (
    <article className="package-card" aria-labelledby={`${id}-name`} data-status={status}>
      <button type="button" className="package-card-picture" tabIndex={-1} aria-hidden="true" onClick={props.onOpen}>
        {item.artist.mainImage && <ResponsiveImage src={item.artist.mainImage} alt="" sizes={IMAGE_SIZES.grid} aspect="portrait" />}
      </button>
      <h2 id={`${id}-name`} className="package-card-name">
        {name}
      </h2>
      <KeyMeasurements artist={item.artist} />
      <StatusButtons status={status} onChange={props.onStatus} describedBy={props.hintId} />
      <div className="package-card-actions">
        <button type="button" className="package-button" onClick={props.onOpen}>
          {t.showProfile}
        </button>
        <label className="package-compare-toggle">
          <input
            type="checkbox"
            aria-label={t.compare(name)}
            checked={props.comparing}
            disabled={!props.comparing && props.compareFull}
            onChange={(event) => props.onCompare(event.target.checked)}
          />
          <span aria-hidden="true">{t.compareShort}</span>
        </label>
      </div>
    </article>
  );
}
