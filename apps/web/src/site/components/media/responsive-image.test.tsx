// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

const KEY = 'demo/artists/seo-yoon/detail-main.jpg';

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

function img(container: HTMLElement): HTMLImageElement {
  const element = container.querySelector('img');
  if (!element) throw new Error('no img');
  return element;
}

describe('ResponsiveImage', () => {
  it('renders srcset, sizes, width and height, lazy by default', () => {
    const { container } = render(<ResponsiveImage src={`/media/${KEY}`} alt="Seo Yoon" sizes="50vw" aspect="portrait" />);
    const image = img(container);
    expect(image.getAttribute('src')).toBe(`/img/640/${KEY}`);
    expect(image.getAttribute('srcset')).toContain(`/img/1920/${KEY} 1920w`);
    expect(image.getAttribute('sizes')).toBe('50vw');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1080', '1350']);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBeNull();
    expect(image.getAttribute('alt')).toBe('Seo Yoon');
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('the priority image is eager, fetchpriority=high and preloaded with its srcset and sizes', () => {
    const { container } = render(
      <ResponsiveImage src={`/media/${KEY}`} alt="" sizes="(min-width: 768px) 58vw, 100vw" aspect="hero" loading="priority" />,
    );
    const image = img(container);
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1920', '1080']);
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link).not.toBeNull();
    expect(link?.getAttribute('imagesrcset')).toBe(image.getAttribute('srcset'));
    expect(link?.getAttribute('imagesizes')).toBe('(min-width: 768px) 58vw, 100vw');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('eager images below the first one get no fetch priority and no preload', () => {
    const { container } = render(<ResponsiveImage src={`/media/${KEY}`} alt="" sizes="50vw" aspect="portrait" loading="eager" />);
    expect(img(container).getAttribute('loading')).toBe('eager');
    expect(img(container).getAttribute('fetchpriority')).toBeNull();
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('uses an external URL as it is, without srcset or sizes', () => {
    const { container } = render(<ResponsiveImage src="https://i.ytimg.com/vi/abc/hqdefault.jpg" alt="" sizes="50vw" aspect="hero" />);
    const image = img(container);
    expect(image.getAttribute('src')).toBe('https://i.ytimg.com/vi/abc/hqdefault.jpg');
    expect(image.getAttribute('srcset')).toBeNull();
    expect(image.getAttribute('sizes')).toBeNull();
  });
});
