// @vitest-environment jsdom
import { ARTIST_FIELD_KEYS, type ArtistFieldValues } from '@agency/contract/artist-fields';
import type { ArtistForEdit } from '@agency/contract/artists';
import { describe, expect, it } from 'vitest';
import { artistFormSchema, toArtistForm, toArtistRequest, type ArtistForm } from './artist-form-model';

/** Every field of the table blank, then the values these tests read. */
const blankFields = Object.fromEntries(ARTIST_FIELD_KEYS.map((key) => [key, ''])) as ArtistFieldValues;

const artist = (overrides: Partial<ArtistForEdit> = {}): ArtistForEdit => ({
  ...blankFields,
  id: 1,
  version: 1,
  urlName: 'jane-doe',
  korName: '제인',
  engName: 'Jane Doe',
  priority: 2,
  instagram: 'https://instagram.com/jane',
  career: '2024 캠페인',
  careerENG: '2024 campaign',
  height: '175',
  bust: '80',
  waist: '60',
  hips: '88',
  shoe: '240',
  mainImage: '/media/artists/jane/main/0-1700000000000.jpg',
  detailImages: [
    { id: 5, priority: 2, imageUrl: '/media/b.jpg' },
    { id: 4, priority: 1, imageUrl: '/media/a.jpg' },
  ],
  detailVideos: [{ id: 7, priority: 0, videoUrl: 'https://youtu.be/x' }],
  views: 10,
  isHidden: false,
  ...overrides,
});

const form = (overrides: Partial<ArtistForm> = {}): ArtistForm => ({ ...toArtistForm(artist()), ...overrides });
const messages = (value: ArtistForm) => artistFormSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('artistFormSchema', () => {
  it('requires urlName and korName with the spec texts', () => {
    expect(messages(toArtistForm(undefined))).toEqual([
      ['urlName', 'URL 이름은 필수입니다.'],
      ['korName', '한글 이름은 필수입니다.'],
    ]);
    expect(messages(form({ urlName: '   ', korName: ' ' }))).toEqual([
      ['urlName', 'URL 이름은 필수입니다.'],
      ['korName', '한글 이름은 필수입니다.'],
    ]);
    expect(messages(form())).toEqual([]);
  });

  it('refuses a urlName that is not URL safe and an unsafe link, and trims and lower-cases the urlName', () => {
    expect(messages(form({ urlName: 'jane doe' }))[0]?.[1]).toMatch(/URL 이름은/);
    expect(messages(form({ instagram: 'javascript:alert(1)' }))[0]?.[0]).toBe('instagram');
    expect(messages(form({ detailVideos: [{ priority: 0, videoUrl: 'ftp://x' }] }))[0]?.[0]).toBe('detailVideos.0.videoUrl');
    expect(artistFormSchema.parse(form({ urlName: ' Jane-Doe ', korName: ' 제인 ' }))).toMatchObject({ urlName: 'jane-doe', korName: '제인' });
  });
});

describe('toArtistRequest', () => {
  it('sorts detail lists by priority when loading', () => {
    expect(form().detailImages.map((row) => row.storedId)).toEqual([4, 5]);
  });

  it('drops blank video URLs and image-less entries', () => {
    const value = form({
      detailVideos: [...form().detailVideos, { priority: 3, videoUrl: '  ' }],
      detailImages: [...form().detailImages, { priority: 9, image: { url: '' } }],
    });
    const request = toArtistRequest(value, { mainImage: '/media/m.jpg', detailMainImage: '', detailImages: ['/media/a.jpg', ''] });
    expect(request.detailVideos).toEqual([{ id: 7, priority: 0, videoUrl: 'https://youtu.be/x' }]);
    expect(request.detailImages).toEqual([{ id: 4, priority: 1, imageUrl: '/media/a.jpg' }]);
    expect(request.mainImage).toBe('/media/m.jpg');
    expect(request.height).toBe('175');
  });
});
