import { ARTIST_FIELDS, artistFieldsShownIn, type ArtistFieldSpec } from '@agency/contract/artist-fields';
import type { ArtistDetail } from '@agency/contract/artists';
import { MEASUREMENTS, measurementEquivalents, withUnit, type MeasurementKey } from '@agency/contract/measurements';
import { useLanguage } from '@shared/i18n/use-language';

const MEASURED_FIELDS = artistFieldsShownIn('measurements');

/** The filled measurements in one line (a contact sheet's card): label and value, the height in feet too on ENG. */
export function KeyMeasurements({ artist }: { artist: ArtistDetail }) {
  const { language } = useLanguage();
  const parts = MEASURED_FIELDS.filter((key) => artist[key].trim() !== '').map((key) => {
    const spec = ARTIST_FIELDS[key] as ArtistFieldSpec;
    const value = withUnit(artist[key], spec.unit);
    const alt = language === 'en' && key === 'height' && key in MEASUREMENTS ? measurementEquivalents(key as MeasurementKey, artist[key])[0] : undefined;
    return { key, label: spec.public!.label[language], value: alt ? `${value} (${alt})` : value };
  });
  if (parts.length === 0) return null;
  return (
    <p className="package-card-measures">
      {parts.map((part, index) => (
        <span key={part.key}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          <abbr title={part.label}>{part.label}</abbr> {part.value}
        </span>
      ))}
    </p>
  );
}
