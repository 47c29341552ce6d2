// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LanguageProvider } from '@shared/i18n/language-provider';
import { LANGUAGE_STORAGE_KEY } from '@shared/i18n/language';
import { VideoFacade } from './video-facade';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const VIMEO = 'https://vimeo.com/76979871';

function renderFacade(props: Partial<Parameters<typeof VideoFacade>[0]> = {}) {
  return render(
    <LanguageProvider>
      <VideoFacade videoUrl={YOUTUBE} title="Seo Yoon video 1" fallback="cannot play" {...props} />
    </LanguageProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('VideoFacade', () => {
  it('shows a labelled play button over the YouTube thumbnail and no player until clicked', () => {
    const { container } = renderFacade();
    expect(container.querySelector('iframe')).toBeNull();
    const button = screen.getByRole('button', { name: 'Seo Yoon video 1 재생' });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');

    fireEvent.click(button);
    const iframe = container.querySelector('iframe');
    expect(iframe?.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0&playsinline=1&autoplay=1');
    expect(iframe?.getAttribute('title')).toBe('Seo Yoon video 1');
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.activeElement).toBe(iframe);
  });

  it('labels the button in English', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    renderFacade();
    expect(screen.getByRole('button', { name: 'Play Seo Yoon video 1' })).toBeTruthy();
  });

  it('Vimeo: the given poster (through the resizer) stands in, then the player starts', () => {
    const { container } = renderFacade({ videoUrl: VIMEO, posterUrl: '/media/demo/artists/a/detail-main.jpg' });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/img/640/demo/artists/a/detail-main.jpg');
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Seo Yoon video 1 재생' }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?dnt=1&autoplay=1');
  });

  it('a YouTube thumbnail that fails to load gives way to the poster, then to the dark panel', () => {
    const { container } = renderFacade({ posterUrl: '/media/demo/artists/a/detail-main.jpg' });
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/img/640/demo/artists/a/detail-main.jpg');
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Seo Yoon video 1 재생' })).toBeTruthy();
  });

  it('Vimeo without a poster: a dark panel with the play button', () => {
    const { container } = renderFacade({ videoUrl: VIMEO });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Seo Yoon video 1 재생' })).toBeTruthy();
  });

  it('an address it cannot play shows the fallback text and no button', () => {
    const { container } = renderFacade({ videoUrl: 'https://example.com/clip.mov' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toContain('cannot play');
  });
});
