import type { PageContent } from '@agency/contract/page-content';
import { describe, expect, it } from 'vitest';
import { SWITCH_ON } from '@agency/contract/page-slots';
import { aboutLayout, companyLayout, contactLayout, homeLayout, linkLayout, newsLayout, productionLayout, searchLayout, slotCounts } from '@admin/lib/slot-layouts';
import { slotFormSchema, slotMergeFields, toSlotForm, toUpsertRequest } from './slot-form';

const content = (overrides: Partial<PageContent> = {}): PageContent => ({
  code: 'PRODUCTION_INFO',
  version: 1,
  pageContentTexts: [
    { id: 12, priority: 2, description: 'English' },
    { id: 11, priority: 1, description: '한국어' },
  ],
  pageContentImages: [],
  pageContentVideos: [],
  ...overrides,
});

describe('toSlotForm', () => {
  it('lays stored texts on slots by priority and fills missing slots after them', () => {
    const form = toSlotForm(content(), productionLayout);
    expect(form.texts).toEqual([
      { storedId: 11, priority: 1, description: '한국어' },
      { storedId: 12, priority: 2, description: 'English' },
      { storedId: undefined, priority: 3, description: '' },
      { storedId: undefined, priority: 4, description: '' },
    ]);
    expect(form.images).toEqual([{ storedId: undefined, priority: 1, image: { url: '' } }]);
  });
});

describe('toUpsertRequest', () => {
  it('sends every text and only images that have an address', () => {
    const form = toSlotForm(content(), productionLayout);
    expect(toUpsertRequest(productionLayout, form, [''])).toEqual({
      code: 'PRODUCTION_INFO',
      texts: [
        { id: 11, priority: 1, description: '한국어' },
        { id: 12, priority: 2, description: 'English' },
        { priority: 3, description: '' },
        { priority: 4, description: '' },
      ],
      images: [],
    });
    expect(toUpsertRequest(productionLayout, form, ['/media/pages/top.jpg']).images).toEqual([
      { priority: 1, imageUrl: '/media/pages/top.jpg' },
    ]);
  });
});

describe('slotFormSchema', () => {
  it('refuses an unsafe link in a link slot and accepts any text elsewhere', () => {
    const form = toSlotForm(undefined, contactLayout);
    form.texts[0]!.description = 'javascript:alert(1)';
    expect(slotFormSchema(contactLayout).safeParse(form).success).toBe(true);
    form.texts[3]!.description = 'javascript:alert(1)';
    const parsed = slotFormSchema(contactLayout).safeParse(form);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['texts', 3, 'description']);
  });
});

describe('slotMergeFields', () => {
  it.each([aboutLayout, productionLayout, newsLayout, contactLayout, linkLayout, companyLayout, homeLayout, searchLayout].map((layout) => [layout.code, layout] as const))(
    '%s: every slot is its own field of the merge, each with its own name',
    (_code, layout) => {
      const fields = slotMergeFields(layout);
      const counts = slotCounts(layout);
      expect(fields.filter((field) => field.path.startsWith('texts.'))).toHaveLength(counts.texts);
      expect(fields.filter((field) => field.path.startsWith('images.'))).toHaveLength(counts.images);
      expect(new Set(fields.map((field) => field.path)).size).toBe(fields.length);
      expect(new Set(fields.map((field) => field.label)).size).toBe(fields.length);
    },
  );

  it('names a slot with its block and reads switches as on or off', () => {
    const fields = slotMergeFields(homeLayout);
    const switchField = fields.find((field) => field.label.includes('소속 아티스트 보이기'));
    expect(switchField?.format?.(SWITCH_ON)).toBe('켜짐');
    expect(switchField?.format?.('')).toBe('꺼짐');
    expect(slotMergeFields(aboutLayout).map((field) => field.label)).toContain('상단 · 한국어 제목');
  });
});
