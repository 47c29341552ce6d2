import type { ArtistDetail } from '@agency/contract/artists';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { castingPathFor, compCardPath } from '@agency/contract/public-pages';
import { Link } from 'react-router';
import { MOBILE_QUERY, useMediaQuery } from '@site/lib/use-media-query';
import { artistTexts } from '../artist-texts';
import { LINK_FIELDS, MeasurementList, ProfileList, publicLabelOf } from '@site/components/measurements/measurement-list';
import { useStuck } from '../use-stuck';
import type { PhotoTab } from './artist-photos';
import { SectionNav, type ArtistSection } from './section-nav';

/**
 * SPEC section 9: while the info block is sticky, a 180 px spacer keeps its place. From 768 px the band is drawn
 * at least that tall (artist.css), so the spacer is 180 px where the band fits in it and the band's own height where
 * it is taller (a long name, a tablet's two rows); below 768 px it is always the band's own height. Either way
 * nothing below moves when the band turns sticky (docs/decisions/111).
 */
const STICKY_SPACER_PX = 180;
const HEADER_HEIGHT_PX = 64;


type ArtistInfoProps = { artist: ArtistDetail; name: string; sections: readonly ArtistSection[]; onTab: (tab: PhotoTab) => void };

/**
 * The info band: name (with the English name as a second line on KOR pages), measurements, profile, links, booking
 * and the links to the page's sections; sticks under the header once scrolled past its position.
 */
export function ArtistInfo({ artist, name, sections, onTab }: ArtistInfoProps) {
  const t = useTexts(artistTexts);
  const { language } = useLanguage();
  const { markerRef, blockRef, stuck, blockHeight } = useStuck<HTMLDivElement, HTMLDivElement>(HEADER_HEIGHT_PX);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const spacerHeight = blockHeight > 0 ? (isMobile ? blockHeight : Math.max(STICKY_SPACER_PX, blockHeight)) : STICKY_SPACER_PX;
  const english = artist.engName.trim();
  const secondName = language === 'ko' && english && english !== name ? english : '';
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
        <div className="artist-names">
          <h1 className="artist-name">{name}</h1>
          {secondName && (
            <p className="artist-name-second" lang="en">
              {secondName}
            </p>
          )}
          <ProfileList artist={artist} />
        </div>
        <MeasurementList artist={artist} />
        <div className="artist-actions">
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
        <SectionNav sections={sections} onTab={onTab} />
      </div>
    </div>
  );
}
