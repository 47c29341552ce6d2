import type { ArtistDetailVideo } from '@agency/contract/artists';
import type { RefObject } from 'react';
import { VideoFacade } from '@site/components/media/video-facade';
import { ChevronIcon } from '@shared/ui/icons';
import { useTexts } from '@shared/i18n/use-language';
import { artistTexts } from '../artist-texts';
import { useCarousel } from '../carousel-state';

type VideoCarouselProps = {
  videos: readonly ArtistDetailVideo[];
  name: string;
  /** Stands in for videos without a static thumbnail (Vimeo). */
  posterUrl?: string;
  boxRef: RefObject<HTMLDivElement | null>;
  /** The section's id, the target of the info band's VIDEOS link. */
  id?: string;
};

/**
 * One video at a time; previous/next wrap around and are disabled with one video or none. Each
 * video is a thumbnail with a play button until the visitor starts it (no player loads before).
 */
export function VideoCarousel({ videos, name, posterUrl, boxRef, id }: VideoCarouselProps) {
  const t = useTexts(artistTexts);
  const { index, counter, canNavigate, next, previous } = useCarousel(videos.length);
  const current = videos[index];

  return (
    <section id={id} className="artist-videos artist-anchor" tabIndex={-1} aria-roledescription="carousel" aria-label={`${name} — ${t.videos}`}>
      <div ref={boxRef} className="artist-videos-box">
        {current ? (
          <VideoFacade
            key={current.id}
            videoUrl={current.videoUrl}
            title={`${name} ${t.videoTitle} ${index + 1}`}
            fallback={t.unsupportedVideo}
            posterUrl={posterUrl}
          />
        ) : (
          <div className="artist-videos-empty">{t.noVideos}</div>
        )}
      </div>
      <div className="artist-videos-controls">
        <button type="button" onClick={previous} disabled={!canNavigate} aria-label={t.previousVideo}>
          <ChevronIcon direction="left" />
        </button>
        <span className="artist-videos-counter" aria-live="polite" aria-atomic="true">
          {counter}
        </span>
        <button type="button" onClick={next} disabled={!canNavigate} aria-label={t.nextVideo}>
          <ChevronIcon direction="right" />
        </button>
      </div>
    </section>
  );
}
