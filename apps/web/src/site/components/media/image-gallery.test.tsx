// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '@shared/i18n/language-provider';
import { ImageGallery } from './image-gallery';

/** A controllable IntersectionObserver: `reveal()` reports every observed element as on screen. */
function installObserver() {
  const observed: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  class FakeObserver {
    elements: Element[] = [];
    callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback) {
      this.callback = callback;
      observed.push(this);
    }
    observe(element: Element) {
      this.elements.push(element);
    }
    disconnect() {
      this.elements = [];
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    reveal: () =>
      act(() => {
        for (const o of observed)
          o.callback(o.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), o as unknown as IntersectionObserver);
      }),
  };
}

const IMAGES = [1, 2, 3].map((id) => ({ id, imageUrl: `/media/demo/p${id}.jpg` }));

describe('ImageGallery', () => {
  let observer: ReturnType<typeof installObserver>;
  beforeEach(() => {
    observer = installObserver();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps the pictures out until the grid comes near the screen, the buttons there from the start', async () => {
    render(
      <LanguageProvider>
        <ImageGallery images={IMAGES} altPrefix="Photo" />
      </LanguageProvider>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    observer.reveal();
    expect((await screen.findAllByRole('img')).map((img) => img.getAttribute('alt'))).toEqual(['Photo 1', 'Photo 2', 'Photo 3']);
  });

  it('puts the first `eagerCount` pictures in at once', () => {
    render(
      <LanguageProvider>
        <ImageGallery images={IMAGES} altPrefix="Photo" eagerCount={1} />
      </LanguageProvider>,
    );
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Photo 1']);
  });
});
