import { ARTIST_FIELD_KEYS, ARTIST_FIELDS, type ArtistFieldKey, type ArtistFieldSpec } from '@agency/contract/artist-fields';
import type { ArtistDetail } from '@agency/contract/artists';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { castingPathFor, compCardPath } from '@agency/contract/public-pages';
import { Link } from 'react-router';
import { MOBILE_QUERY, useMediaQuery } from '@site/lib/use-media-query';
import { artistTexts } from '../artist-texts';
import { MEASUREMENTS, measurementEquivalents, withUnit, type MeasurementKey } from '@agency/contract/measurements';
import { useStuck } from '../use-stuck';

/**
 * SPEC section 9: while the info block is sticky, a 180 px spacer keeps its place. Below 768 px the block
 * stands in the page's column, so the spacer takes the block's own height: nothing below it moves when it
 * turns sticky (docs/decisions/068).
 */
const STICKY_SPACER_PX = 180;
const HEADER_HEIGHT_PX = 64;

type PublicField = { key: ArtistFieldKey; label: NonNullable<ArtistFieldSpec['publicLabel']>; unit: ArtistFieldSpec['unit'] };

/** The fields the page lists (those with a public label): links as links, the others as label and value. */
const PUBLIC_FIELDS = ARTIST_FIELD_KEYS.flatMap((key): PublicField[] => {
  const field: ArtistFieldSpec = ARTIST_FIELDS[key];
  return field.publicLabel ? [{ key, label: field.publicLabel, unit: field.unit }] : [];
});
const LINK_FIELDS = PUBLIC_FIELDS.filter(({ key }) => ARTIST_FIELDS[key].kind === 'link');
const VALUE_FIELDS = PUBLIC_FIELDS.filter(({ key }) => ARTIST_FIELDS[key].kind !== 'link');

type ArtistInfoProps = { artist: ArtistDetail; name: string };

/** Name, links and measurements; sticks under the header once scrolled past its position. */
export function ArtistInfo({ artist, name }: ArtistInfoProps) {
  const t = useTexts(artistTexts);
  const { language } = useLanguage();
  const { markerRef, blockRef, stuck, blockHeight } = useStuck<HTMLDivElement, HTMLDivElement>(HEADER_HEIGHT_PX);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const spacerHeight = isMobile && blockHeight > 0 ? blockHeight : STICKY_SPACER_PX;
  // COMPCARD opens the artist's own comp card when one is set, else the one the server makes (issue 17).
  const hrefOf = (key: (typeof LINK_FIELDS)[number]['key']) => artist[key] || (key === 'compCard' ? compCardPath(artist.urlName, language) : '');
  const links = LINK_FIELDS.map(({ key, label }) => ({ label: label[language], href: hrefOf(key) })).filter((link) => link.href);

  return (
    <div className="artist-info-slot">
      <div ref={markerRef} aria-hidden="true" />
      {stuck && <div className="artist-info-spacer" style={{ height: spacerHeight }} aria-hidden="true" />}
      <div ref={blockRef} className="artist-info" data-stuck={stuck}>
        <h1 className="artist-name">{name}</h1>
        <dl className="artist-measurements">
          {VALUE_FIELDS.map(({ key, label, unit }) => (
            <div key={key}>
              <dt>{label[language]}</dt>
              <dd>
                {withUnit(artist[key], unit)}
                {language === 'en' && key in MEASUREMENTS && <MeasurementEquivalents lines={measurementEquivalents(key as MeasurementKey, artist[key])} />}
              </dd>
            </div>
          ))}
        </dl>
        {links.length > 0 && (
          <ul className="artist-links">
            {links.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${link.label} (${t.newTab})`}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
        <Link className="artist-book" to={castingPathFor(name)}>
          {t.book}
        </Link>
      </div>
    </div>
  );
}

/** On ENG pages, a measurement's inches (feet and inches for the height) or a shoe's EU and US sizes (issue 17). */
function MeasurementEquivalents({ lines }: { lines: string[] }) {
  return lines.map((line) => (
    <span key={line} className="artist-measure-alt">
      {line}
    </span>
  ));
}
