import { useEffect, useRef, useState } from 'react';
import { getAppConfig } from '../../../lib/app-config';
import { useTexts } from '../../../lib/i18n/use-language';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { PauseIcon, PlayIcon } from '../../../components/ui/icons';
import { MOBILE_OR_TABLET_QUERY, pickBackgroundVideo } from '../device-class';
import { homeTexts } from '../home-texts';

/** Full-screen looping background video; no autoplay with prefers-reduced-motion; always pausable. */
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

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = true;
    if (reducedMotion) {
      video.pause();
      return;
    }
    video.play().catch(() => setPlaying(false));
  }, [src, reducedMotion]);

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
        src={src}
        poster={config.backgroundPosterUrl}
        muted
        loop
        playsInline
        autoPlay={!reducedMotion}
        preload="auto"
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
