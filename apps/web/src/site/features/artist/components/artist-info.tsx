import type { ArtistDetail } from '@agency/contract/artists';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { castingPathFor, compCardPath } from '@agency/contract/public-pages';
import { Link } from 'react-router';
import { MOBILE_QUERY, useMediaQuery } from '@site/lib/use-media-query';
import { artistTexts } from '../artist-texts';
import { LINK_FIELDS, MeasurementList, ProfileList, publicLabelOf } from '@site/components/measurements/measurement-list';
import { useStuck } from '../use-stuck';

/**
 * SPEC section 9: while the info block is sticky, a 180 px spacer keeps its place. Below 768 px the block
 * stands in the page's column, so the spacer takes the block's own height: nothing below it moves when it
 * turns sticky (docs/decisions/068).
 */
const STICKY_SPACER_PX = 180;
const HEADER_HEIGHT_PX = 64;


type ArtistInfoProps = { artist: ArtistDetail; name: string };

/** Name, measurements, profile and links; sticks under the header once scrolled past its position. */
export function ArtistInfo({ artist, name }: ArtistInfoProps) {
  const t = useTexts(artistTexts);
  const { language } = useLanguage();
  const { markerRef, blockRef, stuck, blockHeight } = useStuck<HTMLDivElement, HTMLDivElement>(HEADER_HEIGHT_PX);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const spacerHeight = isMobile && blockHeight > 0 ? blockHeight : STICKY_SPACER_PX;
  // COMPCARD opens the artist's own comp card when one is set, else the one the server makes (issue 17), but only
  // from a picture: without one the made card would be blank, so the link waits for a photo (decision 110).
  const hasPhoto = Boolean(artist.mainImage || artist.detailMainImage || artist.detailImages.length > 0);
  const hrefOf = (key: (typeof LINK_FIELDS)[number]) => artist[key] || (key === 'compCard' && hasPhoto ? compCardPath(artist.urlName, language) : '');
  const links = LINK_FIELDS.map((key) => ({ label: publicLabelOf(key)[language], href: hrefOf(key) })).filter((link) => link.href);

  return (
    <div className="artist-info-slot">
      <div ref={markerRef} aria-hidden="true" />
      {stuck && <div className="artist-info-spacer" style={{ height: spacerHeight }} aria-hidden="true" />}
      <div ref={blockRef} className="artist-info" data-stuck={stuck}>
        <h1 className="artist-name">{name}</h1>
        <MeasurementList artist={artist} />
        <ProfileList artist={artist} />
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
