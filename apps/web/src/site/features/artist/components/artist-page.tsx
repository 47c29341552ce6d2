import { useRef } from 'react';
import { useParams } from 'react-router';
import type { ArtistDetail } from '@agency/contract/artists';
import { MissingOrFailed } from '@site/components/missing-state/missing-state';
import { ApiError } from '@shared/api/api-client';
import { getAppConfig } from '@shared/app-config';
import { commonTexts } from '@shared/i18n/common-texts';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { artistDisplayName } from '@agency/contract/artist-names';
import { byPriority } from '@agency/contract/page-slots';
import { publicPagePath } from '@agency/contract/public-pages';
import { useDocumentTitle } from '@shared/use-document-title';
import { useLogError } from '@site/lib/use-log-error';
import { useArtistDetails } from '../api/get-artist-details';
import { useArtistViewBeacon } from '../api/use-artist-view-beacon';
import { artistTexts } from '../artist-texts';
import { useElementHeight } from '../use-element-height';
import { ArtistInfo } from './artist-info';
import { ArtistPhotos, PHOTOS_SECTION_ID, usePhotoTabs } from './artist-photos';
import { CareerBox } from './career-box';
import { PortfolioStrip } from './portfolio-strip';
import type { ArtistSection } from './section-nav';
import { VideoCarousel } from './video-carousel';
import { PagePlaceholder } from '@site/components/loading/page-placeholder';
import '../artist.css';

/**
 * An artist without pictures (decision 110): the names set in type where the portrait would be, not an empty grey
 * frame. Decorative: the page's heading already names the artist.
 */
function NamePlate({ artist }: { artist: { korName: string; engName: string; urlName: string } }) {
  const english = artistDisplayName(artist, 'en');
  const korean = artist.korName.trim();
  return (
    <div className="artist-name-plate" aria-hidden="true">
      <span className="artist-name-plate-en" lang="en">
        {english}
      </span>
      {korean && korean !== english && <span className="artist-name-plate-ko" lang="ko">{korean}</span>}
    </div>
  );
}

const VIDEOS_SECTION_ID = 'artist-videos';
const CAREER_SECTION_ID = 'artist-career';

/** The first screen's pictures: the detail main picture (or the main one), then the detail pictures by priority. */
function portfolioPictures(artist: ArtistDetail) {
  const main = artist.detailMainImage || artist.mainImage;
  return [...(main ? [{ id: 0, imageUrl: main }] : []), ...byPriority(artist.detailImages).map((image) => ({ id: image.id, imageUrl: image.imageUrl }))];
}

export function ArtistPage() {
  const urlName = useParams().urlName ?? '';
  const t = useTexts(artistTexts);
  const common = useTexts(commonTexts);
  const { data: artist, error, isLoading } = useArtistDetails(urlName);
  useLogError(error, `artist ${urlName}`);
  useArtistViewBeacon(urlName, artist !== undefined);
  const siteName = getAppConfig().siteName;
  // SPEC: the page title is the English name followed by the site suffix, in both languages.
  useDocumentTitle(artist ? `${artistDisplayName(artist, 'en')} | ${siteName}` : siteName);

  if (isLoading)
    return (
      <div className="page artist">
        <PagePlaceholder label={common.loading} top="portrait" lines={6} />
      </div>
    );
  if (!artist) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <section className="page">
        <MissingOrFailed notFound={notFound} texts={t} link={{ to: publicPagePath('management'), label: `← ${t.backToList}` }} />
      </section>
    );
  }

  return <ArtistView key={artist.id} artist={artist} />;
}

/**
 * The artist's page (docs/decisions/111): the portfolio at the screen's height, the info band under it, then videos
 * and career, then the picture grid. Drawn afresh for each artist (its tab and carousel start over).
 */
function ArtistView({ artist }: { artist: ArtistDetail }) {
  const { language } = useLanguage();
  const t = useTexts(artistTexts);
  const videoBoxRef = useRef<HTMLDivElement>(null);
  const videoBoxHeight = useElementHeight(videoBoxRef);
  const photoTabs = usePhotoTabs(artist);
  const name = artistDisplayName(artist, language);
  const career = language === 'en' ? artist.careerENG : artist.career;
  const mainImage = artist.detailMainImage || artist.mainImage;
  const pictures = mainImage ? portfolioPictures(artist) : [];
  const hasPolaroids = artist.polaroidCount > 0;
  const sections: ArtistSection[] = [
    ...(artist.detailImages.length > 0 ? [{ key: 'portfolio', label: t.portfolio, targetId: PHOTOS_SECTION_ID, tab: hasPolaroids ? ('portfolio' as const) : undefined }] : []),
    ...(hasPolaroids ? [{ key: 'polaroids', label: t.polaroids, targetId: PHOTOS_SECTION_ID, tab: 'polaroids' as const }] : []),
    ...(artist.detailVideos.length > 0 ? [{ key: 'videos', label: t.videosLink, targetId: VIDEOS_SECTION_ID }] : []),
    ...(career.trim() ? [{ key: 'career', label: t.career, targetId: CAREER_SECTION_ID }] : []),
  ];

  return (
    <article className="page artist">
      <div className="artist-top">
        {pictures.length > 0 ? <PortfolioStrip pictures={pictures} name={name} /> : <NamePlate artist={artist} />}
        <ArtistInfo artist={artist} name={name} sections={sections} onTab={photoTabs.open} />
      </div>
      <div className="artist-media">
        <VideoCarousel id={VIDEOS_SECTION_ID} videos={byPriority(artist.detailVideos)} name={name} posterUrl={mainImage} boxRef={videoBoxRef} />
        <CareerBox id={CAREER_SECTION_ID} text={career} videoBoxHeight={videoBoxHeight} />
      </div>
      <ArtistPhotos artist={artist} name={name} tabs={photoTabs} />
    </article>
  );
}
