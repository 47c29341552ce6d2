import { useState } from 'react';
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
          <ResponsiveImage
            src={current.imageUrl}
            alt={altOf(openIndex)}
            className="image-gallery-full"
            sizes={IMAGE_SIZES.fullWidth}
            aspect="portrait"
            loading="eager"
          />
        )}
      </Dialog>
    </>
  );
}
