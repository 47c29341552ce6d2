// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blankArtistFields } from '@agency/contract/artist-fields';
import type { ArtistDetail } from '@agency/contract/artists';
import { LANGUAGE_STORAGE_KEY } from '@shared/i18n/language';
import { LanguageProvider } from '@shared/i18n/language-provider';
import { MeasurementList, ProfileList } from './measurement-list';

// The table with one more text field placed in the profile, as a new field arrives (decision 099): its entry is all
// the page needs.
vi.mock('@agency/contract/artist-fields', async (importOriginal) => {
  const table = await importOriginal<typeof import('@agency/contract/artist-fields')>();
  const fields: Record<string, import('@agency/contract/artist-fields').ArtistFieldSpec> = {
    ...table.ARTIST_FIELDS,
    nationality: { column: 'nationality', kind: 'text', section: 'basic', adminLabel: '국적', public: { label: { ko: '국적', en: 'NATIONALITY' }, place: 'profile' }, max: 200 },
  };
  return {
    ...table,
    ARTIST_FIELDS: fields,
    artistFieldsShownIn: (place: string) => Object.keys(fields).filter((key) => fields[key]!.public?.place === place),
    blankArtistFields: () => ({ ...table.blankArtistFields(), nationality: '' }),
  };
});

const artist = (values: Record<string, string>): ArtistDetail =>
  ({ ...blankArtistFields(), id: 1, priority: 0, detailImages: [], detailVideos: [], polaroidCount: 0, polaroidsTakenOn: '', ...values }) as ArtistDetail;

function renderIn(language: 'ko' | 'en', subject: ArtistDetail) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  return render(
    <LanguageProvider>
      <MeasurementList artist={subject} />
      <ProfileList artist={subject} />
    </LanguageProvider>,
  );
}

const texts = (container: HTMLElement, selector: string) => [...container.querySelectorAll(selector)].map((node) => node.textContent);

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the artist fields of the public page', () => {
  it('draws a column per measurement of the table, with units, and a line per filled-in profile field', () => {
    const { container } = renderIn('ko', artist({ height: '178', shoe: '245', nationality: '대한민국' }));
    const row = container.querySelector<HTMLElement>('.artist-measurements')!;
    expect(row.style.getPropertyValue('--measurement-columns')).toBe('5');
    expect(texts(row, 'dt')).toEqual(['HEIGHT', 'BUST', 'WAIST', 'HIPS', 'SHOE']);
    expect(texts(row, 'dd')).toEqual(['178 cm', '—', '—', '—', '245 mm']);
    expect(texts(container, '.artist-profile dt')).toEqual(['국적']);
    expect(texts(container, '.artist-profile dd')).toEqual(['대한민국']);
  });

  it('labels the profile in English on ENG pages and shows its text as typed', () => {
    const { container } = renderIn('en', artist({ nationality: 'Republic of Korea / United States of America' }));
    expect(texts(container, '.artist-profile dt')).toEqual(['NATIONALITY']);
    expect(texts(container, '.artist-profile dd')).toEqual(['Republic of Korea / United States of America']);
  });

  it('leaves the profile out while no profile field is filled in', () => {
    const { container } = renderIn('en', artist({ nationality: '  ' }));
    expect(container.querySelector('.artist-profile')).toBeNull();
    expect(container.querySelector('.artist-measurements')).not.toBeNull();
  });
});
