import { useState } from 'react';
import { Dialog } from '../ui/dialog';
import { useTexts } from '../../lib/i18n/use-language';
import { commonTexts } from '../../lib/i18n/common-texts';
import './image-gallery.css';

export type GalleryImage = { id: number; imageUrl: string };

type ImageGalleryProps = { images: readonly GalleryImage[]; altPrefix: string; eagerCount?: number };

/** Lazy-loaded image grid; a click opens the full-size image in a dialog. */
export function ImageGallery({ images, altPrefix, eagerCount = 0 }: ImageGalleryProps) {
  const texts = useTexts(commonTexts);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const current = openIndex === null ? undefined : images[openIndex];
  const altOf = (index: number) => `${altPrefix} ${index + 1}`;

  return (
    <>
      <ul className="image-gallery">
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              className="image-gallery-item"
              onClick={() => setOpenIndex(index)}
              aria-label={`${altOf(index)} — ${texts.enlargeImage}`}
            >
              <img
                src={image.imageUrl}
                alt={altOf(index)}
                width={600}
                height={800}
                loading={index < eagerCount ? 'eager' : 'lazy'}
                decoding="async"
              />
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
        {current && openIndex !== null && <img src={current.imageUrl} alt={altOf(openIndex)} className="image-gallery-full" />}
      </Dialog>
    </>
  );
}
