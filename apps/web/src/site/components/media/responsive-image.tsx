import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { IMAGE_ASPECTS, imageSources, loadingAttributes, type ImageAspect, type ImageLoading } from './image-sources';

type ResponsiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading'> & {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Intrinsic shape for width and height. */
  aspect: ImageAspect;
  /** Default lazy; `priority` for the first large image of a page. */
  loading?: ImageLoading;
};

/**
 * An image of ours through the resizer (`/img/<width>/<key>` in srcset over its widths), with width
 * and height from the known aspect. Other URLs (YouTube thumbnails) are used as they are.
 */
export function ResponsiveImage({ src, alt, sizes, aspect, loading = 'lazy', ...rest }: ResponsiveImageProps) {
  const sources = imageSources(src);
  const attributes = loadingAttributes(loading);
  const { width, height } = IMAGE_ASPECTS[aspect];
  if (loading === 'priority') {
    preload(sources.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(sources.srcSet ? { imageSrcSet: sources.srcSet, imageSizes: sizes } : {}),
    });
  }
  return (
    <img
      {...rest}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      {...attributes}
    />
  );
}
