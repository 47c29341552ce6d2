import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Dialog } from '@shared/ui/dialog';
import { useTexts } from '@shared/i18n/use-language';
import { useInView } from '@site/lib/use-in-view';
import { commonTexts } from '@shared/i18n/common-texts';
import { IMAGE_SIZES } from './image-sources';
import { ResponsiveImage } from './responsive-image';
import './image-gallery.css';

export type GalleryImage = { id: number; imageUrl: string };

type ImageGalleryProps = { images: readonly GalleryImage[]; altPrefix: string; eagerCount?: number };

/**
 * Image grid; a click opens the full-size image in a dialog. Pictures past `eagerCount` are only put in
 * once the grid comes near the screen: a browser's own lazy loading starts them far earlier (thousands of
 * pixels on a slow connection), where they compete with the page's first large image. The boxes keep
 * their size meanwhile.
 */
export function ImageGallery({ images, altPrefix, eagerCount = 0 }: ImageGalleryProps) {
  const texts = useTexts(commonTexts);
  const { ref, inView } = useInView<HTMLUListElement>({ threshold: 0, rootMargin: '400px 0px' });
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const current = openIndex === null ? undefined : images[openIndex];
  const altOf = (index: number) => `${altPrefix} ${index + 1}`;

  return (
    <>
      <ul className="image-gallery balanced-2-3-4" ref={ref}>
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              className="image-gallery-item"
              onClick={() => setOpenIndex(index)}
              aria-label={`${altOf(index)} — ${texts.enlargeImage}`}
            >
              {(inView || index < eagerCount) && (
                <ResponsiveImage
                  src={image.imageUrl}
                  alt={altOf(index)}
                  sizes={IMAGE_SIZES.grid}
                  aspect="portrait"
                  loading={index < eagerCount ? 'eager' : 'lazy'}
                />
              )}
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={current !== undefined}
        onClose={() => setOpenIndex(null)}
        label={texts.imageViewer}
        closeLabel={texts.close}
        className="image-gallery-dialog"
      >
        {current && openIndex !== null && (
          <GalleryViewer index={openIndex} total={images.length} onMove={setOpenIndex}>
            <ResponsiveImage
              key={current.id}
              src={current.imageUrl}
              alt={altOf(openIndex)}
              className="image-gallery-full"
              sizes={IMAGE_SIZES.fullWidth}
              aspect="portrait"
              loading="eager"
            />
          </GalleryViewer>
        )}
      </Dialog>
    </>
  );
}

/** A horizontal swipe longer than this (px) moves to the next or previous picture. */
const SWIPE_MIN = 48;

/**
 * The enlarged picture with previous and next: buttons, the arrow keys and a swipe on touch screens, wrapping
 * around at either end. The position ("3 of 12") is read out as it changes.
 */
function GalleryViewer({ index, total, onMove, children }: { index: number; total: number; onMove: (index: number) => void; children: ReactNode }) {
  const texts = useTexts(commonTexts);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const move = (by: number) => onMove((index + by + total) % total);
  // Arrow keys anywhere while the viewer is open (the focus starts on the dialog's close button).
  useEffect(() => {
    if (total < 2) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      onMove((index + (event.key === 'ArrowLeft' ? -1 : 1) + total) % total);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, total, onMove]);
  if (total < 2) return children;
  return (
    <div
      className="image-gallery-viewer"
      onTouchStart={(event) => {
        const touch = event.touches[0];
        swipeStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      }}
      onTouchEnd={(event) => {
        const start = swipeStart.current;
        const touch = event.changedTouches[0];
        swipeStart.current = null;
        if (!start || !touch) return;
        const dx = touch.clientX - start.x;
        if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(touch.clientY - start.y)) move(dx < 0 ? 1 : -1);
      }}
    >
      {children}
      <button type="button" className="image-gallery-step image-gallery-step--previous" aria-label={texts.previousImage} onClick={() => move(-1)}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="image-gallery-step image-gallery-step--next" aria-label={texts.nextImage} onClick={() => move(1)}>
        <span aria-hidden="true">›</span>
      </button>
      <p className="image-gallery-position" aria-live="polite" aria-atomic="true">
        <span aria-hidden="true">
          {index + 1} / {total}
        </span>
        <span className="visually-hidden">{texts.imagePosition(index + 1, total)}</span>
      </p>
    </div>
  );
}
