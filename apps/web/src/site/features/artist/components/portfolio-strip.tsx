import { useCallback, useEffect, useRef, useState } from 'react';
import type { GalleryImage } from '@site/components/media/image-gallery';
import { IMAGE_SIZES } from '@site/components/media/image-sources';
import { ResponsiveImage } from '@site/components/media/responsive-image';
import { ChevronIcon } from '@shared/ui/icons';
import { useTexts } from '@shared/i18n/use-language';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@site/lib/use-media-query';
import { artistTexts } from '../artist-texts';

/** Pictures drawn at once by the widest layout: the rest wait until scrolled near. */
const EAGER_PICTURES = 3;

type Edges = { atStart: boolean; atEnd: boolean };

/**
 * The first screen's portfolio (docs/decisions/111): the detail main picture and the next ones side by side at the
 * screen's height, scrolled sideways (swipe, the arrow keys once focused, or the two buttons). The first picture
 * is the one the server preloads in the page's head and draws in its loading frame (same URL and `sizes`).
 */
export function PortfolioStrip({ pictures, name }: { pictures: readonly GalleryImage[]; name: string }) {
  const t = useTexts(artistTexts);
  const listRef = useRef<HTMLUListElement>(null);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const atStart = list.scrollLeft <= 1;
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((previous) => (previous.atStart === atStart && previous.atEnd === atEnd ? previous : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);

  /** One picture (and the gap after it) back or forward. */
  const step = (direction: 1 | -1) => {
    const list = listRef.current;
    const first = list?.querySelector('li');
    if (!list || !first) return;
    const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
    list.scrollBy({ left: direction * (first.getBoundingClientRect().width + gap), behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  const label = `${name} — ${t.portfolio}`;
  return (
    <div className="artist-strip">
      {/* Focusable so that a keyboard can scroll it (the pictures themselves are not controls). */}
      <ul ref={listRef} className="artist-strip-list" tabIndex={0} aria-label={label} onScroll={measure}>
        {pictures.map((picture, index) => (
          <li key={picture.id} className={index === 0 ? 'artist-strip-item artist-main-image' : 'artist-strip-item'}>
            <ResponsiveImage
              src={picture.imageUrl}
              alt={index === 0 ? name : `${name} ${t.photoAlt} ${index}`}
              sizes={IMAGE_SIZES.portfolio}
              aspect="portrait"
              loading={index === 0 ? 'priority' : index < EAGER_PICTURES ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
      {!(edges.atStart && edges.atEnd) && (
        <div className="artist-strip-controls">
          <button type="button" className="artist-strip-step" onClick={() => step(-1)} disabled={edges.atStart} aria-label={t.previousPictures}>
            <ChevronIcon direction="left" />
          </button>
          <button type="button" className="artist-strip-step" onClick={() => step(1)} disabled={edges.atEnd} aria-label={t.nextPictures}>
            <ChevronIcon direction="right" />
          </button>
        </div>
      )}
    </div>
  );
}
