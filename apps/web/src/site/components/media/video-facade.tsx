import { useState } from 'react';
import { useTexts } from '@shared/i18n/use-language';
import { toVideoEmbed, youtubeThumbnail } from '@shared/video/video-embed';
import { PlayIcon } from '@shared/ui/icons';
import { IMAGE_SIZES } from './image-sources';
import { mediaTexts } from './media-texts';
import { ResponsiveImage } from './responsive-image';
import { VideoFrame } from './video-frame';
import './video-frame.css';

type VideoFacadeProps = {
  videoUrl: string;
  isYoutube?: boolean;
  title: string;
  fallback: string;
  /** Shown when the platform has no static thumbnail (Vimeo): e.g. the artist's main picture. */
  posterUrl?: string;
  sizes?: string;
};

/**
 * A thumbnail with a labelled play button standing in for a YouTube or Vimeo player: nothing
 * from the platform loads until the visitor presses play, then the player mounts and starts.
 */
export function VideoFacade({ videoUrl, isYoutube, title, fallback, posterUrl, sizes = IMAGE_SIZES.sevenTwelfths }: VideoFacadeProps) {
  const texts = useTexts(mediaTexts);
  const [started, setStarted] = useState(false);
  // Thumbnails that fail to load (YouTube blocked, video removed) give way to the poster, then to the dark panel.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const embed = toVideoEmbed(videoUrl, isYoutube);
  if (!embed || started) {
    return <VideoFrame videoUrl={videoUrl} isYoutube={isYoutube} title={title} fallback={fallback} autoplay={started} />;
  }
  const poster = [embed.platform === 'youtube' ? youtubeThumbnail(videoUrl) : null, posterUrl].find((url) => url && !failed.has(url));
  return (
    <div className="video-frame">
      <button type="button" className="video-facade" data-platform={embed.platform} aria-label={texts.playVideo(title)} onClick={() => setStarted(true)}>
        {poster && (
          <ResponsiveImage
            key={poster}
            className="video-facade-poster"
            src={poster}
            alt=""
            sizes={sizes}
            aspect="hero"
            onError={() => setFailed((previous) => new Set(previous).add(poster))}
          />
        )}
        <span className="video-facade-play" aria-hidden="true">
          <PlayIcon size={28} />
        </span>
      </button>
    </div>
  );
}
