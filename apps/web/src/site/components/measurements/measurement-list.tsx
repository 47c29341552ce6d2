import type { CSSProperties } from 'react';
import { ARTIST_FIELDS, artistFieldsShownIn, type ArtistFieldKey, type ArtistFieldSpec } from '@agency/contract/artist-fields';
import type { ArtistDetail } from '@agency/contract/artists';
import { MEASUREMENTS, measurementEquivalents, withUnit, type MeasurementKey } from '@agency/contract/measurements';
import { useLanguage } from '@shared/i18n/use-language';
import './measurement-list.css';

/** Where each field with a public label shows (the table's `public.place`): a new field needs no layout of its own. */
export const LINK_FIELDS = artistFieldsShownIn('links');
const MEASURED_FIELDS = artistFieldsShownIn('measurements');
const PROFILE_FIELDS = artistFieldsShownIn('profile');

const specOf = (key: ArtistFieldKey): ArtistFieldSpec => ARTIST_FIELDS[key];
/** The public label of a field listed by artistFieldsShownIn (which lists only fields that have one). */
export const publicLabelOf = (key: ArtistFieldKey) => specOf(key).public!.label;

/**
 * The measurements row, a column per field; on ENG pages with inches, feet and inches, or EU and US shoe sizes
 * (issue 17).
 */
export function MeasurementList({ artist }: { artist: ArtistDetail }) {
  const { language } = useLanguage();
  return (
    <dl className="artist-measurements" style={{ '--measurement-columns': MEASURED_FIELDS.length } as CSSProperties}>
      {MEASURED_FIELDS.map((key) => (
        <div key={key}>
          <dt>{publicLabelOf(key)[language]}</dt>
          <dd>
            {withUnit(artist[key], specOf(key).unit)}
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

/** The profile list under the measurements: a line of label and text per field the artist has filled in. */
export function ProfileList({ artist }: { artist: ArtistDetail }) {
  const { language } = useLanguage();
  const filled = PROFILE_FIELDS.filter((key) => artist[key].trim() !== '');
  if (filled.length === 0) return null;
  return (
    <dl className="artist-profile">
      {filled.map((key) => (
        <div key={key}>
          <dt>{publicLabelOf(key)[language]}</dt>
          <dd>{artist[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
