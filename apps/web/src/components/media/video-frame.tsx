import { toVideoEmbed } from '../../lib/video-embed';
import './video-frame.css';

type VideoFrameProps = { videoUrl: string; isYoutube?: boolean; title: string; fallback: string };

/** A YouTube or Vimeo player in a 16:9 box; `fallback` shows when the URL is not understood. */
export function VideoFrame({ videoUrl, isYoutube, title, fallback }: VideoFrameProps) {
  const embed = toVideoEmbed(videoUrl, isYoutube);
  return (
    <div className="video-frame">
      {embed ? (
        <iframe
          src={embed.embedUrl}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <p className="video-frame-fallback">{fallback}</p>
      )}
    </div>
  );
}
