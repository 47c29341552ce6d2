import type { Page } from '@playwright/test';
import { PAGE_CONTENT_CODES, PAGE_CONTENT_SLOTS, type PageContent, type PageContentCode } from '@agency/contract/page-content';
import { DAY_TEXT_SLOTS, LINK_TEXT_SLOTS, SWITCH_ON, SWITCH_TEXT_SLOTS, TOKEN_TEXT_SLOTS } from '@agency/contract/page-slots';
import { adminToken, authHeaders, getContent, openAdmin, signIn } from '../admin/admin-helpers';
import { expect, openIn, test, type Lang } from '../support/fixtures';

/**
 * Stored HTML and script in every text field (page texts of every code, artist names, career and measurements,
 * video titles, inquiry fields) never run on a public or admin page: `window.__xss` stays undefined and no
 * element carrying the payload as markup exists in the rendered DOM. `javascript:` links are refused by the API.
 */

const MARK = 'XSSMARK';
const PAYLOAD = `${MARK} <img src=x onerror=window.__xss=1> <script>window.__xss=1</script> "><svg onload=window.__xss=1> <a href="javascript:window.__xss=1">x</a>`;
/** Under 100 characters, for names. */
const SHORT = `${MARK}<img src=x onerror=window.__xss=1><script>window.__xss=1</script>`;
const JS_URL = 'javascript:window.__xss=1';
/** A valid link that tries to break out of the href attribute. */
const LINK_PAYLOAD = 'https://example.com/"><img/src=x/onerror=window.__xss=1>';
const URL_NAME = 'xss-probe';

/** Markup the payload would have created if it had been parsed as HTML rather than shown as text. */
async function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      if (el.tagName === 'SCRIPT' && (el.textContent ?? '').includes('__xss')) {
        // Structured data may carry the text as a JSON string: fine as long as it is still one whole JSON document.
        const type = (el.getAttribute('type') ?? '').toLowerCase();
        if (type === 'application/ld+json' || type === 'application/json') {
          try {
            JSON.parse(el.textContent ?? '');
          } catch {
            found.push(`script ${type} broken open`);
          }
        } else found.push(`script ${type}`);
      }
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on') && attr.value.includes('__xss')) found.push(`${el.tagName} ${name}`);
        // A link or source that would run the payload (React's own blocked-URL placeholder does not carry it).
        // Browsers ignore whitespace and control characters in a URL's scheme.
        const compact = [...attr.value].filter((c) => c.charCodeAt(0) > 0x20).join('').toLowerCase();
        const runs = compact.startsWith('javascript:') && attr.value.includes('__xss');
        if ((name === 'href' || name === 'src' || name === 'action' || name === 'formaction' || name === 'xlink:href') && runs) {
          found.push(`${el.tagName} ${name}=${attr.value}`);
        }
      }
    }
    return found;
  });
}

async function expectClean(page: Page, where: string): Promise<void> {
  // Let lazy parts, images and effects settle.
  await page.waitForLoadState('networkidle').catch(() => {});
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), where).toBeUndefined();
  expect(await injected(page), where).toEqual([]);
}

test.describe('stored HTML and script never run', () => {
  test('in every text field, on every public and admin page', async ({ page, request }) => {
    test.setTimeout(240_000);
    const token = await adminToken(request);
    const headers = authHeaders(token);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    // javascript: links are refused where the API takes a link.
    const badArtist = await request.post('/api/admin/createArtist', {
      headers,
      data: { urlName: `${URL_NAME}-bad`, korName: '나쁨', instagram: JS_URL },
    });
    expect(badArtist.status()).toBe(400);
    for (const data of [
      { code: 'NEWS_CONTENT', videos: [{ priority: 0, isYoutube: true, title: 't', thumbnailImageUrl: '', videoUrl: JS_URL }] },
      { code: 'NEWS_CONTENT', images: [{ priority: 0, imageUrl: JS_URL }] },
      { code: 'ABOUT_INFO', images: [{ priority: 1, imageUrl: ' JavaScript:window.__xss=1' }] },
      { code: 'LINK_INFO', texts: [{ priority: 1, description: JS_URL }] },
      // The 4th text in priority order is the Kakao Talk link, whatever its priority number.
      { code: 'CONTACT_INFO', texts: [10, 20, 30, 40].map((priority) => ({ priority, description: priority === 40 ? ' JavaScript:window.__xss=1' : 'x' })) },
    ]) {
      const res = await request.post('/api/admin/pageContent/upsert', { headers, data });
      expect(res.status(), JSON.stringify(data)).toBe(400);
      expect(((await res.json()) as { message: unknown }).message).toEqual(expect.any(String));
    }

    const snapshots = new Map<PageContentCode, PageContent>();
    for (const code of PAGE_CONTENT_CODES) snapshots.set(code, await getContent(request, code));
    try {
      // Every text slot of every code, and one more video with the payload as its title where videos are kept.
      for (const code of PAGE_CONTENT_CODES) {
        const slots = PAGE_CONTENT_SLOTS[code];
        const snapshot = snapshots.get(code)!;
        const data: Record<string, unknown> = { code };
        if (slots.texts > 0) {
          // Slots the site uses as links (contact Instagram and Kakao Talk, the three icon links) get an attribute
          // break-out; day, switch and verification-code slots only take their own values (the home sections are
          // switched on, so their titles and texts are shown).
          const kind = (slot: number) => {
            if (LINK_TEXT_SLOTS[code]?.includes(slot)) return LINK_PAYLOAD;
            if (DAY_TEXT_SLOTS[code]?.includes(slot)) return '2026-11-01';
            if (SWITCH_TEXT_SLOTS[code]?.includes(slot)) return SWITCH_ON;
            if (TOKEN_TEXT_SLOTS[code]?.includes(slot)) return `xss-probe-code-${slot}`;
            return undefined;
          };
          data.texts = Array.from({ length: slots.texts }, (_, i) => ({ priority: i + 1, description: kind(i + 1) ?? `${PAYLOAD} ${i + 1}` }));
        }
        if (slots.videos > 0) {
          data.videos = [
            { priority: 0, isYoutube: true, title: PAYLOAD, thumbnailImageUrl: '', videoUrl: 'https://www.youtube.com/watch?v=xss' },
            ...snapshot.pageContentVideos.map((v) => ({ ...v, title: `${PAYLOAD} ${v.title}` })),
          ];
        }
        const res = await request.post('/api/admin/pageContent/upsert', { headers, data });
        expect(res.status(), code).toBe(200);
      }

      const artist = await request.post('/api/admin/createArtist', {
        headers,
        data: {
          urlName: URL_NAME,
          korName: SHORT,
          engName: SHORT,
          priority: 0,
          career: PAYLOAD,
          careerENG: PAYLOAD,
          height: SHORT,
          bust: SHORT,
          waist: SHORT,
          hips: SHORT,
          shoe: SHORT,
          detailVideos: [{ priority: 0, videoUrl: 'https://www.youtube.com/watch?v=xss' }],
        },
      });
      expect(artist.status()).toBe(200);

      const inquiry = await request.post('/api/mail/submit', {
        data: { title: PAYLOAD, email: 'xss@example.com', phone: PAYLOAD.slice(0, 40), name: SHORT, message: PAYLOAD, privacyConsent: true },
      });
      expect(inquiry.status()).toBe(200);

      const videoIds = {
        production: (await getContent(request, 'PRODUCTION_CONTENT')).pageContentVideos[0]!.id,
        news: (await getContent(request, 'NEWS_CONTENT')).pageContentVideos[0]!.id,
      };

      // Public pages, in both languages (each shows its own texts).
      const publicPages: [string, boolean][] = [
        ['/', true],
        ['/about', true],
        ['/contact', true],
        ['/casting', false],
        ['/management', true],
        ['/production', true],
        ['/news', true],
        [`/artist/${URL_NAME}`, true],
        [`/production/detail/${videoIds.production}`, false],
        [`/news/detail/${videoIds.news}`, false],
      ];
      for (const lang of ['ko', 'en'] as Lang[]) {
        for (const [path, showsText] of publicPages) {
          await openIn(page, path, lang);
          // The payload is on the page, as text.
          if (showsText) await expect(page.locator('body'), `${path} ${lang} ${pageErrors.join(' | ')}`).toContainText(MARK);
          await page.mouse.wheel(0, 4000);
          await expectClean(page, `${path} (${lang})`);
        }
      }
      // The sidebar (link texts) and the news photo tab.
      await openIn(page, '/news', 'en');
      await page.getByRole('tab', { name: 'PHOTOS' }).click().catch(() => {});
      await expectClean(page, '/news photos');

      // Admin screens.
      await signIn(page, request);
      const inquiryId = ((await (await request.get('/api/admin/inquiries', { headers })).json()) as { items: { id: number }[] }).items[0]!.id;
      for (const path of [
        '/admin',
        '/admin/inquiries',
        `/admin/inquiries/${inquiryId}`,
        `/admin/management/editArtist/${URL_NAME}`,
        '/admin/management/editArtistChoose',
        '/admin/management/artistVisibilityManage',
        '/admin/about/editPage',
        '/admin/production/editPage',
        '/admin/production/manageVideos',
        '/admin/news/editPage',
        '/admin/news/manageVideos',
        '/admin/contact/editInfo',
        '/admin/others/editLinks',
        '/admin/others/editCompany',
        '/admin/home/editSections',
        '/admin/others/editSearch',
      ]) {
        await openAdmin(page, path);
        if (path === '/admin/inquiries' || path.startsWith('/admin/inquiries/')) {
          await expect(page.locator('#admin-main'), path).toContainText(MARK);
        }
        await expectClean(page, path);
      }
      expect(dialogs).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      for (const [code, snapshot] of snapshots) {
        const slots = PAGE_CONTENT_SLOTS[code];
        const data: Record<string, unknown> = { code };
        if (slots.texts > 0) data.texts = snapshot.pageContentTexts.map(({ priority, description }) => ({ priority, description }));
        if (slots.videos > 0) data.videos = snapshot.pageContentVideos;
        const res = await request.post('/api/admin/pageContent/upsert', { headers, data });
        expect(res.status(), `restore ${code}: ${await res.text()}`).toBe(200);
      }
      await request.delete(`/api/admin/deleteArtist/${URL_NAME}`, { headers });
    }
  });
});
