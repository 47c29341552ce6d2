import { ARTIST_FIELD_KEYS, ARTIST_FIELDS, type ArtistFieldKey, type ArtistFieldSpec } from '@agency/contract/artist-fields';
import type { ArtistDetail } from '@agency/contract/artists';
import { MEASUREMENTS, measurementEquivalents, withUnit, type MeasurementKey } from '@agency/contract/measurements';
import { useLanguage } from '@shared/i18n/use-language';
import './measurement-list.css';

type PublicField = { key: ArtistFieldKey; label: NonNullable<ArtistFieldSpec['publicLabel']>; unit: ArtistFieldSpec['unit'] };

/** The fields an artist's page lists (those with a public label): links as links, the others as label and value. */
const PUBLIC_FIELDS = ARTIST_FIELD_KEYS.flatMap((key): PublicField[] => {
  const field: ArtistFieldSpec = ARTIST_FIELDS[key];
  return field.publicLabel ? [{ key, label: field.publicLabel, unit: field.unit }] : [];
});
export const LINK_FIELDS = PUBLIC_FIELDS.filter(({ key }) => ARTIST_FIELDS[key].kind === 'link');
const VALUE_FIELDS = PUBLIC_FIELDS.filter(({ key }) => ARTIST_FIELDS[key].kind !== 'link');

/** An artist's measurements as label and value; on ENG pages with inches, feet and inches, or EU and US shoe sizes (issue 17). */
export function MeasurementList({ artist }: { artist: ArtistDetail }) {
  const { language } = useLanguage();
  return (
    <dl className="artist-measurements">
      {VALUE_FIELDS.map(({ key, label, unit }) => (
        <div key={key}>
          <dt>{label[language]}</dt>
          <dd>
            {withUnit(artist[key], unit)}
            {language === 'en' &&
              key in MEASUREMENTS &&
              measurementEquivalents(key as MeasurementKey, artist[key]).map((line) => (
                <span key={line} className="artist-measure-alt">
                  {line}
                </span>
              ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
