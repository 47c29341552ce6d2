import { POSTER_SOURCES } from '@agency/contract/images';
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { imageSources } from '@site/components/media/image-sources';
import { getAppConfig } from '@shared/app-config';
import { useTexts } from '@shared/i18n/use-language';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@site/lib/use-media-query';
import { PauseIcon, PlayIcon } from '@shared/ui/icons';
import { MOBILE_OR_TABLET_QUERY, pickBackgroundVideo } from '../device-class';
import { homeTexts } from '../home-texts';
import { useImageLoaded } from '../use-image-loaded';

/** The video waits for its poster at most this long. */
const POSTER_WAIT_MS = 2500;

/**
 * Full-screen looping background video; no autoplay with prefers-reduced-motion; always pausable.
 * The poster (resized, preloaded with high priority) shows at once; the video file is only set
 * once the poster has loaded, so it does not compete with it.
 */
export function BackgroundVideo() {
  const texts = useTexts(homeTexts);
  const config = getAppConfig();
  const isMobileOrTablet = useMediaQuery(MOBILE_OR_TABLET_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const src = pickBackgroundVideo(isMobileOrTablet, {
    desktop: config.backgroundVideoDesktopUrl,
    mobile: config.backgroundVideoMobileUrl,
  });
  // The same width the server-rendered head preloads for this viewport.
  const [narrowPoster, widePoster] = POSTER_SOURCES;
  const isNarrow = useMediaQuery(narrowPoster.media);
  const posterUrl = imageSources(config.backgroundPosterUrl, { fallbackWidth: (isNarrow ? narrowPoster : widePoster).width }).src;
  preload(posterUrl, { as: 'image', fetchPriority: 'high' });
  const posterLoaded = useImageLoaded(posterUrl, POSTER_WAIT_MS);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !posterLoaded) return;
    video.muted = true;
    if (reducedMotion) {
      video.pause();
      return;
    }
    video.play().catch(() => setPlaying(false));
  }, [src, reducedMotion, posterLoaded]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch((error: unknown) => console.error('Background video did not play', error));
    else video.pause();
  };

  return (
    <div className="home-video">
      <video
        ref={videoRef}
        key={src}
        className="home-video-media"
        src={posterLoaded ? src : undefined}
        poster={posterUrl}
        muted
        loop
        playsInline
        autoPlay={!reducedMotion}
        preload={posterLoaded ? 'auto' : 'none'}
        aria-label={texts.videoLabel}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      <button
        type="button"
        className="home-video-toggle"
        aria-label={playing ? texts.pause : texts.play}
        onClick={toggle}
      >
        {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
      </button>
    </div>
  );
}
