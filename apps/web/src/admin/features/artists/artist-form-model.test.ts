import { ARTIST_FIELD_KEYS, type ArtistFieldValues } from '@agency/contract/artist-fields';
import type { ArtistForEdit } from '@agency/contract/artists';
import { describe, expect, it } from 'vitest';
import { completeFields } from '@admin/lib/edit-form/merge-edits';
import { artistFormSchema, artistMergeFields, createArtistFormModel, toArtistForm, toArtistRequest, type ArtistForm } from './artist-form-model';

/** Every field of the table blank, then the values these tests read. */
const blankFields = Object.fromEntries(ARTIST_FIELD_KEYS.map((key) => [key, ''])) as ArtistFieldValues;

const artist = (overrides: Partial<ArtistForEdit> = {}): ArtistForEdit => ({
  ...blankFields,
  id: 1,
  version: 1,
  boardIds: [3, 7],
  polaroidCount: 1,
  polaroidsTakenOn: '2026-11-20',
  polaroids: [{ id: 9, priority: 0, imageUrl: '/media/p.jpg' }],
  compCardImages: ['/media/a.jpg', '/media/gone.jpg'],
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
const messages = (value: ArtistForm) => artistFormSchema().safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

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

  it('takes measurements as numbers in cm (shoe in mm) and names the problem', () => {
    expect(messages(form({ height: '178.5', bust: '84 cm', waist: '', shoe: '245' }))).toEqual([]);
    expect(messages(form({ height: '5\'10"', shoe: '24.5' }))).toEqual([
      ['height', '키는 cm 단위 숫자로 입력하세요 (예: 178).'],
      ['shoe', '신발 사이즈는 100–350 mm 사이로 입력하세요.'],
    ]);
  });

  it('lets a stored measurement that is not a number stay as it was, but checks it once changed', () => {
    const model = createArtistFormModel();
    const loaded = model.toForm(artist({ bust: '32-24-35', height: 'about 178' }));
    const check = (value: ArtistForm) => model.schema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(check(loaded)).toEqual([]);
    expect(check({ ...loaded, bust: '33-24-35' })).toEqual(['bust']);
    // A new artist has nothing stored: every measurement is checked.
    expect(createArtistFormModel().schema.safeParse({ ...toArtistForm(undefined), urlName: 'new', korName: '새', height: 'about 178' }).success).toBe(false);
  });

  it('refuses a urlName that is not URL safe and an unsafe link, and trims and lower-cases the urlName', () => {
    expect(messages(form({ urlName: 'jane doe' }))[0]?.[1]).toMatch(/URL 이름은/);
    expect(messages(form({ instagram: 'javascript:alert(1)' }))[0]?.[0]).toBe('instagram');
    expect(messages(form({ detailVideos: [{ priority: 0, videoUrl: 'ftp://x' }] }))[0]?.[0]).toBe('detailVideos.0.videoUrl');
    expect(artistFormSchema().parse(form({ urlName: ' Jane-Doe ', korName: ' 제인 ' }))).toMatchObject({ urlName: 'jane-doe', korName: '제인' });
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
    const request = toArtistRequest(value, { mainImage: '/media/m.jpg', detailMainImage: '', detailImages: ['/media/a.jpg', ''], polaroids: ['/media/p.jpg'] });
    expect(request.detailVideos).toEqual([{ id: 7, priority: 0, videoUrl: 'https://youtu.be/x' }]);
    expect(request.detailImages).toEqual([{ id: 4, priority: 1, imageUrl: '/media/a.jpg' }]);
    expect(request.mainImage).toBe('/media/m.jpg');
    expect(request.height).toBe('175');
    // The boards the artist is on go with the rest of the form (decision 079).
    expect(request.boardIds).toEqual([3, 7]);
    // The polaroids and their day likewise (issue 17).
    expect(request.polaroids).toEqual([{ id: 9, priority: 0, imageUrl: '/media/p.jpg' }]);
    expect(request.polaroidsTakenOn).toBe('2026-11-20');
    // Comp card picks keep only pictures still among the detail images.
    expect(request.compCardImages).toEqual(['/media/a.jpg']);
  });
});

describe('artistMergeFields', () => {
  it('names every value of the form for the merge, merges the lists row by row and the boards by name', () => {
    const fields = artistMergeFields((id) => (id === 3 ? '뉴페이스' : `보드 ${id}`));
    expect(completeFields(fields, form()).filter((field) => field.label === field.path)).toEqual([]);
    expect(fields.filter((field) => field.kind === 'rows').map((field) => field.path)).toEqual(['detailImages', 'detailVideos', 'polaroids']);
    expect(fields.find((field) => field.path === 'boardIds')?.format?.([3, 7])).toBe('뉴페이스, 보드 7');
    expect(fields.find((field) => field.path === 'korName')?.label).toBe('한글 이름');
  });
});
