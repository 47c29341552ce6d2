// @vitest-environment jsdom
import type { ArtistForEdit } from '@agency/contract/artists';
import { describe, expect, it } from 'vitest';
import { emptyArtistForm, keptDetailImages, toArtistForm, toArtistRequest, validateArtist, type ArtistForm } from './artist-form-model';

const artist = (overrides: Partial<ArtistForEdit> = {}): ArtistForEdit => ({
  id: 1,
  urlName: 'jane-doe',
  korName: '제인',
  engName: 'Jane Doe',
  priority: 2,
  compCard: '',
  instagram: 'https://instagram.com/jane',
  youtube: '',
  career: '2024 캠페인',
  careerENG: '2024 campaign',
  height: '175',
  bust: '80',
  waist: '60',
  hips: '88',
  shoe: '240',
  mainImage: '/media/artists/jane/main/0-1700000000000.jpg',
  detailMainImage: '',
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

describe('validateArtist', () => {
  it('requires urlName and korName with the spec texts', () => {
    expect(validateArtist(emptyArtistForm())).toEqual({ urlName: 'URL 이름은 필수입니다.', korName: '한글 이름은 필수입니다.' });
    expect(validateArtist(form({ urlName: '   ', korName: ' ' }))).toEqual({ urlName: 'URL 이름은 필수입니다.', korName: '한글 이름은 필수입니다.' });
    expect(validateArtist(form())).toEqual({});
  });

  it('rejects a urlName that is not URL safe', () => {
    expect(validateArtist(form({ urlName: 'jane doe' })).urlName).toMatch(/URL 이름은/);
    expect(validateArtist(form({ urlName: ' Jane-Doe ' }))).toEqual({});
  });
});

describe('toArtistRequest', () => {
  it('sorts detail lists by priority when loading', () => {
    expect(form().detailImages.map((row) => row.id)).toEqual([4, 5]);
  });

  it('drops blank video URLs and image-less entries', () => {
    const value = form({
      detailVideos: [...form().detailVideos, { key: 'n1', priority: 3, videoUrl: '  ' }],
      detailImages: [...form().detailImages, { key: 'n2', priority: 9, image: { url: '' } }],
    });
    const kept = keptDetailImages(value);
    expect(kept).toHaveLength(2);
    const request = toArtistRequest(value, { mainImage: '/media/m.jpg', detailMainImage: '', detailImages: ['/media/a.jpg', ''] });
    expect(request.detailVideos).toEqual([{ id: 7, priority: 0, videoUrl: 'https://youtu.be/x' }]);
    expect(request.detailImages).toEqual([{ id: 4, priority: 1, imageUrl: '/media/a.jpg' }]);
    expect(request.mainImage).toBe('/media/m.jpg');
  });

  it('trims and lower-cases the urlName', () => {
    const request = toArtistRequest(form({ urlName: ' Jane-Doe ', korName: ' 제인 ' }), { mainImage: '', detailMainImage: '', detailImages: [] });
    expect(request.urlName).toBe('jane-doe');
    expect(request.korName).toBe('제인');
  });
});
