// @vitest-environment jsdom
import { PAGE_CONTENT_SLOTS } from '@agency/contract/page-content';
import { describe, expect, it } from 'vitest';
import { contactLayout } from '../contact/contact-slot-labels';
import { linkLayout } from '../links/link-slot-labels';
import { aboutLayout, newsLayout, productionLayout } from './page-slot-labels';

const layouts = [aboutLayout, productionLayout, newsLayout, contactLayout, linkLayout];

describe('slot label tables', () => {
  it.each(layouts.map((layout) => [layout.code, layout] as const))('%s labels every slot of the spec', (code, layout) => {
    expect(layout.texts).toHaveLength(PAGE_CONTENT_SLOTS[code].texts);
    expect(layout.images).toHaveLength(PAGE_CONTENT_SLOTS[code].images);
    expect(new Set(layout.texts).size).toBe(layout.texts.length);
  });

  it.each(layouts.map((layout) => [layout.code, layout] as const))('%s shows every slot exactly once', (_code, layout) => {
    const texts = layout.groups.flatMap((group) => group.texts).sort((a, b) => a - b);
    const images = layout.groups.flatMap((group) => group.images).sort((a, b) => a - b);
    expect(texts).toEqual(layout.texts.map((_, index) => index + 1));
    expect(images).toEqual(layout.images.map((_, index) => index + 1));
  });

  it('names the about slots as the spec orders them', () => {
    expect(aboutLayout.texts[0]).toBe('섹션 1 본문 (한국어)');
    expect(aboutLayout.texts[4]).toBe('섹션 1 본문 (영문)');
    expect(aboutLayout.texts[8]).toBe('한국어 제목');
    expect(aboutLayout.texts[9]).toBe('영문 제목');
    expect(aboutLayout.texts[10]).toBe('섹션 2 부제 (한국어)');
    expect(aboutLayout.texts[15]).toBe('섹션 4 부제 (영문)');
    expect(aboutLayout.images[0]).toBe('상단 대표 이미지');
  });

  it('names the info, contact and link slots', () => {
    expect(productionLayout.texts).toEqual(['한국어 설명', '영문 설명', '한국어 제목', '영문 제목']);
    expect(contactLayout.texts[4]).toBe('이메일');
    expect(contactLayout.texts[7]).toBe('주소 (영문)');
    expect(linkLayout.texts).toEqual(['카카오톡 링크', '이메일 링크', '인스타그램 링크']);
  });
});
