import { artistDisplayName } from '@agency/contract/artist-names';
import type { PackageStatus } from '@agency/contract/package-limits';
import type { PublicPackage } from '@agency/contract/packages';
import type { CSSProperties } from 'react';
import { IMAGE_SIZES } from '@site/components/media/image-sources';
import { ResponsiveImage } from '@site/components/media/responsive-image';
import { MeasurementList, ProfileList } from '@site/components/measurements/measurement-list';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { packageTexts } from '../package-texts';
import { StatusButtons } from './status-buttons';

type PackageItem = PublicPackage['artists'][number];

/** Two to four artists side by side: picture, measurements and profile, and the answer on each. */
export function PackageCompare(props: {
  items: PackageItem[];
  statusOf: (item: PackageItem) => PackageStatus;
  onStatus: (item: PackageItem, next: PackageStatus) => void;
  onRemove: (item: PackageItem) => void;
  hintId: string;
}) {
  const t = useTexts(packageTexts);
  const { language } = useLanguage();
  if (props.items.length < 2) return <p className="package-empty">{t.compareHint}</p>;
  return (
    <div className="package-compare" style={{ '--compare-columns': props.items.length } as CSSProperties}>
      {props.items.map((item) => {
        const name = artistDisplayName(item.artist, language);
        return (
          <article key={item.artist.id} className="package-compare-column" aria-label={name}>
            <div className="package-artist-picture">
              {item.artist.mainImage && <ResponsiveImage src={item.artist.mainImage} alt={name} sizes={IMAGE_SIZES.grid} aspect="portrait" />}
            </div>
            <h2 className="package-card-name">{name}</h2>
            <StatusButtons status={props.statusOf(item)} onChange={(next) => props.onStatus(item, next)} describedBy={props.hintId} />
            <MeasurementList artist={item.artist} />
            <ProfileList artist={item.artist} />
            <button type="button" className="package-button" onClick={() => props.onRemove(item)}>
              {t.removeFromCompare(name)}
            </button>
          </article>
        );
      })}
    </div>
  );
}
