import { useRef } from 'react';
import { useParams } from 'react-router';
import { MissingOrFailed } from '@site/components/missing-state/missing-state';
import { IMAGE_SIZES } from '@site/components/media/image-sources';
import { ResponsiveImage } from '@site/components/media/responsive-image';
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
import { ArtistPhotos } from './artist-photos';
import { CareerBox } from './career-box';
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

export function ArtistPage() {
  const urlName = useParams().urlName ?? '';
  const { language } = useLanguage();
  const t = useTexts(artistTexts);
  const common = useTexts(commonTexts);
  const { data: artist, error, isLoading } = useArtistDetails(urlName);
  const videoBoxRef = useRef<HTMLDivElement>(null);
  const videoBoxHeight = useElementHeight(videoBoxRef);
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

  const name = artistDisplayName(artist, language);
  const career = language === 'en' ? artist.careerENG : artist.career;
  const mainImage = artist.detailMainImage || artist.mainImage;

  return (
    <article className="page artist">
      <div className="artist-top">
        {mainImage ? (
          <div className="artist-main-image">
            <ResponsiveImage src={mainImage} alt={name} sizes={IMAGE_SIZES.sevenTwelfths} aspect="portrait" loading="priority" />
          </div>
        ) : (
          <NamePlate artist={artist} />
        )}
        <ArtistInfo artist={artist} name={name} />
      </div>
      <div className="artist-media">
        <VideoCarousel key={artist.id} videos={byPriority(artist.detailVideos)} name={name} posterUrl={mainImage} boxRef={videoBoxRef} />
        <CareerBox text={career} videoBoxHeight={videoBoxHeight} />
      </div>
      <ArtistPhotos key={artist.id} artist={artist} name={name} />
    </article>
  );
}
