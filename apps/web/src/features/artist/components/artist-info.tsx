import type { ArtistDetail } from '@agency/contract/artists';
import { useTexts } from '../../../lib/i18n/use-language';
import { artistTexts } from '../artist-texts';
import { useStuck } from '../use-stuck';

/** SPEC section 9: while the info block is sticky, a 180 px spacer keeps its place. */
const STICKY_SPACER_PX = 180;
const HEADER_HEIGHT_PX = 64;

const MEASUREMENTS = [
  ['HEIGHT', 'height'],
  ['BUST', 'bust'],
  ['WAIST', 'waist'],
  ['HIPS', 'hips'],
  ['SHOE', 'shoe'],
] as const;

type ArtistInfoProps = { artist: ArtistDetail; name: string };

/** Name, links and measurements; sticks under the header once scrolled past its position. */
export function ArtistInfo({ artist, name }: ArtistInfoProps) {
  const t = useTexts(artistTexts);
  const { markerRef, stuck } = useStuck<HTMLDivElement>(HEADER_HEIGHT_PX);
  const links = [
    { label: 'COMPCARD', href: artist.compCard },
    { label: 'INSTAGRAM', href: artist.instagram },
    { label: 'YOUTUBE', href: artist.youtube },
  ].filter((link) => link.href);

  return (
    <div className="artist-info-slot">
      <div ref={markerRef} aria-hidden="true" />
      {stuck && <div className="artist-info-spacer" style={{ height: STICKY_SPACER_PX }} aria-hidden="true" />}
      <div className="artist-info" data-stuck={stuck}>
        <h1 className="artist-name">{name}</h1>
        <dl className="artist-measurements">
          {MEASUREMENTS.map(([label, key]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{artist[key] || '—'}</dd>
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
      </div>
    </div>
  );
}
