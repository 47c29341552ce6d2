import { useRef, useState } from 'react';
import type { PageContentVideo } from '@agency/contract/page-content';
import { IMAGE_SIZES } from '@site/components/media/image-sources';
import { ResponsiveImage } from '@site/components/media/responsive-image';
import { commonTexts } from '@shared/i18n/common-texts';
import { useTexts } from '@shared/i18n/use-language';
import { PLATFORM_NAMES, platformWatchUrl, withPlayerMessages } from '@shared/video/player-signals';
import { usePlayerStatus } from '@shared/video/use-player-status';
import { toVideoEmbed, youtubeThumbnail } from '@shared/video/video-embed';
import { videoTexts } from '../video-texts';

type VideoStageProps = {
  video: Pick<PageContentVideo, 'videoUrl' | 'isYoutube' | 'thumbnailImageUrl'>;
  /** The video's title in the page's language (empty when it has none). */
  title: string;
};

/**
 * The spec's embedded player on the video's poster (decision 115): the poster shows until the player answers,
 * and stays with the title and a link to the platform when the player cannot load (blocked, offline, too slow).
 */
export function VideoStage({ video, title }: VideoStageProps) {
  const t = useTexts(videoTexts);
  const common = useTexts(commonTexts);
  const embed = toVideoEmbed(video.videoUrl, video.isYoutube);
  const frame = useRef<HTMLIFrameElement>(null);
  const { status, onLoad } = usePlayerStatus(frame, embed);
  // Our stored thumbnail first; a YouTube still otherwise; none when it fails to load (the dark stage stays).
  const [posterFailed, setPosterFailed] = useState<string | null>(null);
  const candidate = video.thumbnailImageUrl.trim() || (embed?.platform === 'youtube' ? youtubeThumbnail(video.videoUrl) : null);
  const poster = candidate && candidate !== posterFailed ? candidate : null;
  const failed = !embed || status === 'failed';

  return (
    <div className="video-stage" data-status={embed ? status : 'unsupported'}>
      {poster && (
        <ResponsiveImage
          key={poster}
          className="video-stage-poster"
          src={poster}
          alt=""
          sizes={IMAGE_SIZES.pageWidth}
          aspect="hero"
          loading="priority"
          onError={() => setPosterFailed(poster)}
        />
      )}
      {embed && (
        <iframe
          ref={frame}
          src={withPlayerMessages(embed)}
          title={title || t.player}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={onLoad}
        />
      )}
      {status === 'loading' && embed && <span className="video-stage-spinner" aria-hidden="true" />}
      {failed && (
        <div className="video-stage-fallback">
          <p className="video-stage-fallback-note">{embed ? t.playerFailed : t.unsupported}</p>
          {title && <p className="video-stage-fallback-title">{title}</p>}
          {embed && (
            <a className="video-stage-watch" href={platformWatchUrl(embed)} target="_blank" rel="noopener noreferrer">
              {t.watchOn(PLATFORM_NAMES[embed.platform])}
              <span className="visually-hidden"> ({common.newTab})</span>
              <span aria-hidden="true">↗</span>
            </a>
          )}
        </div>
      )}
    </div>
  );
}
