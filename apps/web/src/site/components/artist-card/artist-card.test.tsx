// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ArtistCard as ArtistCardData } from '@agency/contract/artists';
import { LanguageProvider } from '@shared/i18n/language-provider';
import { ArtistCard } from './artist-card';

const artist = (names: Pick<ArtistCardData, 'korName' | 'engName'>): ArtistCardData => ({
  id: 1,
  urlName: 'probe',
  mainImage: '',
  priority: 1,
  boards: [],
  heightCm: null,
  ...names,
});

function nameOf(data: ArtistCardData): HTMLElement {
  render(
    <MemoryRouter>
      <LanguageProvider>
        <ul>
          <ArtistCard artist={data} loading="lazy" />
        </ul>
      </LanguageProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('link').querySelector('.artist-card-name')!;
}

describe('ArtistCard', () => {
  it('shows the English name, marked as English (its capitals are tracked)', () => {
    const name = nameOf(artist({ korName: '서윤', engName: 'Seo Yoon' }));
    expect(name.textContent).toBe('Seo Yoon');
    expect(name.getAttribute('lang')).toBe('en');
  });

  it('marks a Korean name shown for want of an English one as Korean (no Latin tracking on Hangul, decision 114)', () => {
    const name = nameOf(artist({ korName: '지원자', engName: '' }));
    expect(name.textContent).toBe('지원자');
    expect(name.getAttribute('lang')).toBe('ko');
  });
});
