import { describe, expect, it } from 'vitest';
import { applyMerge, discardedEdits, fieldsOf, planMerge, sameValue, type MergeField } from './merge-edits';

type Video = { storedId?: number; priority: number; title: string; videoUrl: string };
type Form = {
  title: string;
  titleEn: string;
  career: string;
  mainImage: { url: string; file?: File; previewUrl?: string };
  videos: Video[];
};

const video = (storedId: number | undefined, priority: number, title: string): Video => ({ ...(storedId ? { storedId } : {}), priority, title, videoUrl: `https://youtu.be/${title}` });

const base: Form = {
  title: '원래 제목',
  titleEn: 'Original title',
  career: '2024 캠페인',
  mainImage: { url: '/media/main.jpg' },
  videos: [video(1, 0, 'one'), video(2, 1, 'two'), video(3, 2, 'three')],
};

const fields: MergeField[] = fieldsOf({ title: '한국어 제목', titleEn: '영어 제목', career: '활동 이력', mainImage: '대표 이미지', videos: '영상' }, { videos: true });

const keysOf = (items: { key: string }[]) => items.map((item) => item.key);

describe('planMerge', () => {
  it('lists only the fields where the form and the stored content differ, keeping the admin\'s edits and taking the others\'', () => {
    const mine = { ...base, title: '내 제목', career: '2025 화보' };
    const latest = { ...base, title: '다른 관리자의 제목', titleEn: 'Their title' };
    const items = planMerge({ fields, base, defaults: base, mine, latest });
    expect(items.map(({ key, changedByMe, changedByThem, proposed }) => ({ key, changedByMe, changedByThem, proposed }))).toEqual([
      { key: 'title', changedByMe: true, changedByThem: true, proposed: 'mine' },
      { key: 'titleEn', changedByMe: false, changedByThem: true, proposed: 'latest' },
      { key: 'career', changedByMe: true, changedByThem: false, proposed: 'mine' },
    ]);
    const merged = applyMerge({ fields, mine, latest }, items, {});
    expect(merged).toEqual({ ...base, title: '내 제목', titleEn: 'Their title', career: '2025 화보' });
    expect(discardedEdits(items, {})).toEqual([]);
  });

  it('lets the admin choose either side per field, and names the own edits given up', () => {
    const mine = { ...base, title: '내 제목', career: '2025 화보' };
    const latest = { ...base, title: '다른 관리자의 제목', titleEn: 'Their title' };
    const items = planMerge({ fields, base, defaults: base, mine, latest });
    const choices = { title: 'latest', titleEn: 'mine' } as const;
    expect(applyMerge({ fields, mine, latest }, items, choices)).toEqual({ ...base, title: '다른 관리자의 제목', titleEn: 'Original title', career: '2025 화보' });
    expect(keysOf(discardedEdits(items, choices))).toEqual(['title']);
  });

  it('does not count a value the form read after its base (a background read) as the admin\'s edit', () => {
    // The form read titleEn = 'Read later' while the admin typed elsewhere; the stored value moved on again since.
    const defaults = { ...base, titleEn: 'Read later' };
    const mine = { ...defaults, title: '내 제목' };
    const latest = { ...base, titleEn: 'Newest' };
    const items = planMerge({ fields, base, defaults, mine, latest });
    expect(items.find((item) => item.key === 'titleEn')?.proposed).toBe('latest');
    expect(applyMerge({ fields, mine, latest }, items, {}).titleEn).toBe('Newest');
  });

  it('treats a restored draft\'s untouched fields as untouched although the form read a newer version (base given)', () => {
    // The draft was typed on `base`; the form read `latest` at sign-in and the draft was put on top of it.
    const latest = { ...base, titleEn: 'Their title' };
    const mine = { ...base, title: '내 제목' };
    const items = planMerge({ fields, base, defaults: latest, mine, latest });
    expect(applyMerge({ fields, mine, latest }, items, {})).toEqual({ ...latest, title: '내 제목' });
  });

  it('compares pictures by what they show: a picked file by name, size and date, not by its preview address', () => {
    const file = new File(['abc'], 'new.png', { type: 'image/png', lastModified: 1 });
    const again = new File(['abc'], 'new.png', { type: 'image/png', lastModified: 1 });
    expect(sameValue({ url: '', file, previewUrl: 'blob:1' }, { url: '', file: again, previewUrl: 'blob:2' })).toBe(true);
    expect(sameValue({ url: '', file }, { url: '', file: new File(['abcd'], 'new.png', { type: 'image/png', lastModified: 1 }) })).toBe(false);

    const mine: Form = { ...base, mainImage: { url: '', file, previewUrl: 'blob:1' } };
    const latest: Form = { ...base, mainImage: { url: '/media/theirs.jpg' } };
    const items = planMerge({ fields, base, defaults: base, mine, latest });
    expect(items.map((item) => [item.key, item.proposed])).toEqual([['mainImage', 'mine']]);
    expect(applyMerge({ fields, mine, latest }, items, {}).mainImage.file).toBe(file);
    expect(applyMerge({ fields, mine, latest }, items, { mainImage: 'latest' }).mainImage).toEqual({ url: '/media/theirs.jpg' });
  });
});

describe('lists merge row by row', () => {
  it('keeps rows added, edited and deleted on either side, ordered by priority', () => {
    // Mine: edited "one", deleted "two", added "mine-new". Theirs: edited "three", added "theirs-new" (id 4).
    const mine = { ...base, videos: [{ ...video(1, 0, 'one'), title: 'one (mine)' }, video(3, 2, 'three'), video(undefined, 3, 'mine-new')] };
    const latest = { ...base, videos: [video(1, 0, 'one'), video(2, 1, 'two'), { ...video(3, 2, 'three'), title: 'three (theirs)' }, video(4, 3, 'theirs-new')] };
    const items = planMerge({ fields, base, defaults: base, mine, latest });
    expect(items.map(({ key, proposed, changedByMe }) => [key, proposed, changedByMe])).toEqual([
      ['videos#id:1', 'mine', true],
      ['videos#id:2', 'mine', true],
      ['videos#id:3', 'latest', false],
      ['videos#id:4', 'latest', false],
      ['videos#new:2', 'mine', true],
    ]);
    expect(items[1]).toMatchObject({ mine: undefined, label: '영상 2' });
    const merged = applyMerge({ fields, mine, latest }, items, {});
    expect(merged.videos.map((row) => row.title)).toEqual(['one (mine)', 'three (theirs)', 'theirs-new', 'mine-new']);

    // Choosing the stored side for the deleted row brings it back; for the edit, drops the edit.
    const restored = applyMerge({ fields, mine, latest }, items, { 'videos#id:2': 'latest', 'videos#id:1': 'latest' });
    expect(restored.videos.map((row) => row.title)).toEqual(['one', 'two', 'three (theirs)', 'theirs-new', 'mine-new']);
    expect(keysOf(discardedEdits(items, { 'videos#id:2': 'latest', 'videos#id:1': 'latest' }))).toEqual(['videos#id:1', 'videos#id:2']);
  });

  it('keeps a row the admin edited that another admin deleted as a new row (its id is gone)', () => {
    const mine = { ...base, videos: [video(1, 0, 'one'), { ...video(2, 1, 'two'), title: 'two (mine)' }, video(3, 2, 'three')] };
    const latest = { ...base, videos: [video(1, 0, 'one'), video(3, 2, 'three')] };
    const items = planMerge({ fields, base, defaults: base, mine, latest });
    expect(items.map(({ key, proposed, changedByThem }) => [key, proposed, changedByThem])).toEqual([['videos#id:2', 'mine', true]]);
    const merged = applyMerge({ fields, mine, latest }, items, {});
    expect(merged.videos).toEqual([video(1, 0, 'one'), { priority: 1, title: 'two (mine)', videoUrl: 'https://youtu.be/two' }, video(3, 2, 'three')]);
    // Following the other admin's delete.
    expect(applyMerge({ fields, mine, latest }, items, { 'videos#id:2': 'latest' }).videos).toEqual(latest.videos);
  });

  it('names rows by content where the server writes the list anew with new ids (an artist\'s pictures)', () => {
    type Pictures = { pictures: { storedId?: number; priority: number; image: { url: string } }[] };
    const picture = (storedId: number, priority: number, url: string) => ({ storedId, priority, image: { url } });
    const byAddress: MergeField[] = [{ path: 'pictures', label: '상세 이미지', kind: 'rows', rowIdentity: (row) => (row.image as { url: string }).url }];
    const pictureBase: Pictures = { pictures: [picture(1, 0, '/media/a.jpg'), picture(2, 1, '/media/b.jpg'), picture(3, 2, '/media/c.jpg')] };
    // Mine: deleted b. Theirs: saved with c moved first and d added, every row with a new id.
    const mine: Pictures = { pictures: [pictureBase.pictures[0]!, pictureBase.pictures[2]!] };
    const latest: Pictures = { pictures: [picture(7, 0, '/media/c.jpg'), picture(8, 1, '/media/a.jpg'), picture(9, 2, '/media/b.jpg'), picture(10, 3, '/media/d.jpg')] };
    const items = planMerge({ fields: byAddress, base: pictureBase, defaults: pictureBase, mine, latest });
    expect(items.map((item) => [item.key, item.proposed, item.changedByMe])).toEqual([
      ['pictures#row:/media/c.jpg#0', 'latest', false],
      ['pictures#row:/media/a.jpg#0', 'latest', false],
      ['pictures#row:/media/b.jpg#0', 'mine', true],
      ['pictures#row:/media/d.jpg#0', 'latest', false],
    ]);
    expect(applyMerge({ fields: byAddress, mine, latest }, items, {}).pictures.map((row) => row.image.url)).toEqual(['/media/c.jpg', '/media/a.jpg', '/media/d.jpg']);
    // Only renewed ids: nothing to merge.
    const renewed: Pictures = { pictures: pictureBase.pictures.map((row, index) => ({ ...row, storedId: 20 + index })) };
    expect(planMerge({ fields: byAddress, base: pictureBase, defaults: pictureBase, mine: pictureBase, latest: renewed })).toEqual([]);
  });

  it('names rows with the screen\'s row label', () => {
    const labelled: MergeField[] = [{ path: 'videos', label: '영상', kind: 'rows', rowLabel: (row, n) => `영상 ${n}: ${String(row.title)}` }];
    const latest = { ...base, videos: [video(1, 0, 'one'), video(2, 1, 'two (theirs)'), video(3, 2, 'three')] };
    expect(planMerge({ fields: labelled, base, defaults: base, mine: base, latest }).map((item) => item.label)).toEqual(['영상 2: two']);
  });
});

describe('fields the screen did not name', () => {
  it('are merged as whole values under their key, never replaced silently', () => {
    const onlyTitle: MergeField[] = [{ path: 'title', label: '한국어 제목' }];
    const mine = { ...base, career: '2025 화보' };
    const items = planMerge({ fields: onlyTitle, base, defaults: base, mine, latest: base });
    expect(items.map((item) => [item.key, item.label, item.proposed])).toEqual([['career', 'career', 'mine']]);
    expect(applyMerge({ fields: onlyTitle, mine, latest: base }, items, {}).career).toBe('2025 화보');
  });

  it('merges slots addressed inside a list (texts.2.description) and keeps the stored row around them', () => {
    type Slots = { texts: { storedId?: number; priority: number; description: string }[] };
    const slotFields: MergeField[] = [0, 1, 2].map((index) => ({ path: `texts.${index}.description`, label: `텍스트 ${index + 1}` }));
    const slotBase: Slots = { texts: [{ storedId: 1, priority: 1, description: 'a' }, { storedId: 2, priority: 2, description: 'b' }, { priority: 3, description: '' }] };
    const mine: Slots = { texts: [slotBase.texts[0]!, { ...slotBase.texts[1]!, description: 'b (mine)' }, { priority: 3, description: 'c (mine)' }] };
    // The other admin filled the third slot first: it is stored now (id 9).
    const latest: Slots = { texts: [{ ...slotBase.texts[0]!, description: 'a (theirs)' }, slotBase.texts[1]!, { storedId: 9, priority: 3, description: 'c (theirs)' }] };
    const items = planMerge({ fields: slotFields, base: slotBase, defaults: slotBase, mine, latest });
    expect(items.map((item) => [item.key, item.proposed])).toEqual([
      ['texts.0.description', 'latest'],
      ['texts.1.description', 'mine'],
      ['texts.2.description', 'mine'],
    ]);
    expect(applyMerge({ fields: slotFields, mine, latest }, items, {})).toEqual({
      texts: [
        { storedId: 1, priority: 1, description: 'a (theirs)' },
        { storedId: 2, priority: 2, description: 'b (mine)' },
        { storedId: 9, priority: 3, description: 'c (mine)' },
      ],
    });
  });
});
