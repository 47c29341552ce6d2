import { describe, expect, it } from 'vitest';
import { LINK_TEXT_INVALID, SWITCH_TEXT_INVALID, TOKEN_TEXT_INVALID, pageContentUpsertSchema } from './page-content';

const texts = (...descriptions: string[]) => descriptions.map((description, i) => ({ priority: i + 1, description }));

describe('page-content upsert: link slots', () => {
  it('accepts http(s), mailto and tel links and empty slots in LINK_INFO', () => {
    const parsed = pageContentUpsertSchema.safeParse({
      code: 'LINK_INFO',
      texts: texts('https://pf.kakao.com/_x', 'mailto:casting@agency.example', ''),
    });
    expect(parsed.success).toBe(true);
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x', '//evil.example'])(
    'refuses %s in a LINK_INFO slot',
    (link) => {
      const parsed = pageContentUpsertSchema.safeParse({ code: 'LINK_INFO', texts: texts('https://ok.example', link) });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(LINK_TEXT_INVALID);
    },
  );

  it('checks only the link slots of CONTACT_INFO (3 Instagram link, 4 Kakao Talk link)', () => {
    const contact = texts('서울시', '3층', 'https://instagram.com/a', 'https://pf.kakao.com/_x', 'a@b.co', 'kakao', '@a', 'Seoul', '3F');
    expect(pageContentUpsertSchema.safeParse({ code: 'CONTACT_INFO', texts: contact }).success).toBe(true);
    const bad = contact.map((t) => (t.priority === 4 ? { ...t, description: 'javascript:alert(1)' } : t));
    expect(pageContentUpsertSchema.safeParse({ code: 'CONTACT_INFO', texts: bad }).success).toBe(false);
    // Free text slots may hold any text, even one that looks like a script URL.
    const free = contact.map((t) => (t.priority === 1 ? { ...t, description: 'javascript:alert(1)' } : t));
    expect(pageContentUpsertSchema.safeParse({ code: 'CONTACT_INFO', texts: free }).success).toBe(true);
  });

  it('checks the slots by the position the pages read them from, whatever the priority numbers are', () => {
    // Priorities 10, 20, ... 90: the 4th text in priority order is the Kakao Talk link the pages show.
    const contact = texts('서울시', '3층', 'https://instagram.com/a', 'data:text/html,<script>1</script>', 'a@b.co', 'kakao', '@a', 'Seoul', '3F').map(
      (text) => ({ ...text, priority: text.priority * 10 }),
    );
    const parsed = pageContentUpsertSchema.safeParse({ code: 'CONTACT_INFO', texts: contact });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['texts.3.description', LINK_TEXT_INVALID]]);
    // Listed out of order: the position comes from the priority, the error names the text as sent.
    const shuffled = [contact[3]!, ...contact.slice(0, 3), ...contact.slice(4)];
    expect(pageContentUpsertSchema.safeParse({ code: 'CONTACT_INFO', texts: shuffled }).error?.issues[0]?.path).toEqual(['texts', 0, 'description']);
  });
});

describe('page-content upsert: switch slots', () => {
  const home = (featured: string) => texts(featured, '추천', 'Featured', 'seo-yoon, ha-rin', '', '', '', 'on', '', '', '', '');

  it.each(['on', '', ' on '])('accepts %j in a HOME_SECTIONS switch', (value) => {
    expect(pageContentUpsertSchema.safeParse({ code: 'HOME_SECTIONS', texts: home(value) }).success).toBe(true);
  });

  it.each(['yes', 'true', '1', 'off'])('refuses %j in a HOME_SECTIONS switch and names the slot', (value) => {
    const parsed = pageContentUpsertSchema.safeParse({ code: 'HOME_SECTIONS', texts: home(value) });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['texts.0.description', SWITCH_TEXT_INVALID]]);
  });
});

describe('page-content upsert: verification code slots', () => {
  it.each([['', ''], ['aBc-123_XYZ', 'Zy9-_x']])('accepts %j and %j', (naver, google) => {
    expect(pageContentUpsertSchema.safeParse({ code: 'SEARCH_INFO', texts: texts(naver, google) }).success).toBe(true);
  });

  it.each(['<meta name="naver-site-verification" content="abc">', 'abc def', '"><script>'])('refuses %j, asking for the content value only', (value) => {
    const parsed = pageContentUpsertSchema.safeParse({ code: 'SEARCH_INFO', texts: texts('ok-code', value) });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['texts.1.description', TOKEN_TEXT_INVALID]]);
  });
});
