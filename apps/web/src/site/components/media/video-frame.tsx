import { useEffect, useRef } from 'react';
import { toVideoEmbed } from '@shared/video/video-embed';
import './video-frame.css';

type VideoFrameProps = {
  videoUrl: string;
  isYoutube?: boolean;
  title: string;
  fallback: string;
  /** Starts playing at once and takes the focus (the visitor pressed play on a stand-in). */
  autoplay?: boolean;
};

export function withAutoplay(embedUrl: string): string {
  return `${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`;
}

/** A YouTube or Vimeo player in a 16:9 box; `fallback` shows when the URL is not understood. */
export function VideoFrame({ videoUrl, isYoutube, title, fallback, autoplay = false }: VideoFrameProps) {
  const embed = toVideoEmbed(videoUrl, isYoutube);
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (autoplay) frameRef.current?.focus();
  }, [autoplay]);
  return (
    <div className="video-frame">
      {embed ? (
        <iframe
          ref={frameRef}
          src={autoplay ? withAutoplay(embed.embedUrl) : embed.embedUrl}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          loading={autoplay ? 'eager' : 'lazy'}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <p className="video-frame-fallback">{fallback}</p>
      )}
    </div>
  );
}
