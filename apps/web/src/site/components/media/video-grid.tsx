import type { PageContentVideo } from '@agency/contract/page-content';
import { Link } from 'react-router';
import { byPriority, videoTitleIn } from '@agency/contract/page-slots';
import { publicPagePath } from '@agency/contract/public-pages';
import { youtubeThumbnail } from '@shared/video/video-embed';
import { PlayIcon } from '@shared/ui/icons';
import { useLanguage } from '@shared/i18n/use-language';
import { formatDay } from '@site/lib/format-day';
import { IMAGE_SIZES } from './image-sources';
import { ResponsiveImage } from './responsive-image';
import './video-grid.css';

type VideoGridProps = {
  videos: readonly PageContentVideo[];
  /** The public page a video opens (its videoId filled in). */
  detailPage: 'productionVideo' | 'newsVideo';
  eagerCount?: number;
  /** Shows each video's date under its title (news). */
  dated?: boolean;
};

function thumbnailOf(video: PageContentVideo): string | null {
  if (video.thumbnailImageUrl) return video.thumbnailImageUrl;
  return video.isYoutube ? youtubeThumbnail(video.videoUrl) : null;
}

/** Grid of video thumbnails with titles in the page's language; each opens its `detailPage`. */
export function VideoGrid({ videos, detailPage, eagerCount = 2, dated = false }: VideoGridProps) {
  const { language } = useLanguage();
  return (
    <ul className="video-grid balanced-1-2-3">
      {byPriority(videos).map((video, index) => {
        const thumbnail = thumbnailOf(video);
        return (
          <li key={video.id}>
            <Link to={publicPagePath(detailPage, { videoId: video.id })} className="video-card">
              <span className="video-card-media">
                {thumbnail ? (
                  <ResponsiveImage
                    src={thumbnail}
                    alt=""
                    sizes={IMAGE_SIZES.videoGrid}
                    aspect="hero"
                    loading={index < eagerCount ? 'eager' : 'lazy'}
                  />
                ) : (
                  <span className="video-card-placeholder" />
                )}
                <span className="video-card-play" aria-hidden="true">
                  <PlayIcon size={20} />
                </span>
              </span>
              <span className="video-card-title">{videoTitleIn(video, language) || `#${video.id}`}</span>
              {dated && video.date && (
                <time className="video-card-date" dateTime={video.date}>
                  {formatDay(video.date, language)}
                </time>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
