import { PAGE_CONTENT_CODES, PAGE_CONTENT_SLOTS } from '@agency/contract/page-content';
import { describe, expect, it } from 'vitest';
import { aboutLayout, contactLayout, labelledSlots, linkLayout, newsLayout, PAGE_NAMES, productionLayout } from './slot-layouts';

const layouts = [aboutLayout, productionLayout, newsLayout, contactLayout, linkLayout];
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('slot layouts', () => {
  it.each(layouts.map((layout) => [layout.code, layout] as const))('%s shows every slot of the spec exactly once, each with its own label', (code, layout) => {
    const texts = layout.groups.flatMap((group) => group.texts);
    const images = layout.groups.flatMap((group) => group.images);
    expect(texts.map((field) => field.slot).sort((a, b) => a - b)).toEqual(range(PAGE_CONTENT_SLOTS[code].texts));
    expect(images.map((field) => field.slot).sort((a, b) => a - b)).toEqual(range(PAGE_CONTENT_SLOTS[code].images));
    const labels = [...texts, ...images].map((field) => field.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('names the about slots as the spec orders them', () => {
    const label = (slot: number) => aboutLayout.groups.flatMap((group) => group.texts).find((field) => field.slot === slot)?.label;
    expect(label(1)).toBe('섹션 1 본문 (한국어)');
    expect(label(5)).toBe('섹션 1 본문 (영문)');
    expect(label(9)).toBe('한국어 제목');
    expect(label(10)).toBe('영문 제목');
    expect(label(11)).toBe('섹션 2 부제 (한국어)');
    expect(label(16)).toBe('섹션 4 부제 (영문)');
    expect(aboutLayout.groups[0]?.images).toEqual([{ slot: 1, label: '상단 대표 이미지' }]);
  });

  it('names the info, contact and link slots', () => {
    const labels = (layout: typeof productionLayout) =>
      layout.groups
        .flatMap((group) => group.texts)
        .sort((a, b) => a.slot - b.slot)
        .map((field) => field.label);
    expect(labels(productionLayout)).toEqual(['한국어 설명', '영문 설명', '한국어 제목', '영문 제목']);
    expect(labels(contactLayout)[4]).toBe('이메일');
    expect(labels(contactLayout)[7]).toBe('주소 (영문)');
    expect(labels(linkLayout)).toEqual(['카카오톡 링크', '이메일 링크', '인스타그램 링크']);
  });

  it('gives the history every slot of a code with its label, in the screen\'s order, and every code a Korean name', () => {
    expect(labelledSlots('PRODUCTION_INFO')).toEqual([
      { kind: 'image', slot: 1, label: '상단 이미지' },
      { kind: 'text', slot: 3, label: '한국어 제목' },
      { kind: 'text', slot: 4, label: '영문 제목' },
      { kind: 'text', slot: 1, label: '한국어 설명' },
      { kind: 'text', slot: 2, label: '영문 설명' },
    ]);
    for (const code of PAGE_CONTENT_CODES) {
      expect(labelledSlots(code).filter((field) => field.kind === 'text')).toHaveLength(code.endsWith('_CONTENT') ? 0 : PAGE_CONTENT_SLOTS[code].texts);
      expect(PAGE_NAMES[code]).toMatch(/[가-힣]/);
    }
  });
});
