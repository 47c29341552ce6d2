import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { PageContentVideo } from '@agency/contract/page-content';
import { expect, LANGS, openIn, pageContent, test, type Lang } from '../support/fixtures';

/**
 * Issue 36 item 10 (decision 115): the video pages keep the spec's embedded player, on the video's poster, and show a
 * designed fallback (poster, title, a link to the platform) when the player cannot load. YouTube and Vimeo are
 * outside the machine: the fixtures abort every external request (a blocked player), and the tests below hold the
 * player's address (a slow one) or answer it with a stand-in that speaks the platform's messages (a working one).
 */

// The tests are independent (they only read): they are spread over the workers, so that the run does not end on
// one worker going through them in turn (docs/performance.md).
test.describe.configure({ mode: 'parallel' });

const EMBEDS = ['https://www.youtube.com/embed/**', 'https://player.vimeo.com/video/**'] as const;
const FALLBACK_TEXTS: Record<Lang, { note: string; watch: (platform: string) => RegExp }> = {
  ko: { note: '플레이어를 불러오지 못했습니다.', watch: (platform) => new RegExp(`^${platform}에서 보기`) },
  en: { note: 'The player could not be loaded.', watch: (platform) => new RegExp(`^Watch on ${platform}`) },
};
/** Answers the page's hello as the platforms' players do (YouTube's widget channel, Vimeo's ping). */
const STAND_IN_PLAYER = `<!doctype html><body style="margin:0;background:#000"><script>
addEventListener('message', (event) => {
  const data = JSON.parse(event.data);
  if (data.event === 'listening') parent.postMessage(JSON.stringify({ event: 'onReady', id: data.id, channel: 'widget' }), '*');
  if (data.method === 'ping') parent.postMessage(JSON.stringify({ event: 'ready', player_id: '' }), '*');
});
</script></body>`;

async function productionVideos(page: Page): Promise<{ youtube: PageContentVideo; vimeo: PageContentVideo }> {
  const videos = [...(await pageContent(page.request, 'PRODUCTION_CONTENT')).pageContentVideos].sort((a, b) => a.priority - b.priority);
  const youtube = videos.find((video) => video.isYoutube);
  const vimeo = videos.find((video) => !video.isYoutube);
  expect(youtube && vimeo, 'the demo has YouTube and Vimeo production videos').toBeTruthy();
  return { youtube: youtube!, vimeo: vimeo! };
}

const titleIn = (video: PageContentVideo, lang: Lang) => (lang === 'en' ? video.titleENG.trim() || video.title : video.title);

for (const lang of LANGS) {
  test(`a blocked player leaves the poster, the title and a link to the platform (${lang})`, async ({ page }) => {
    const { youtube, vimeo } = await productionVideos(page);
    for (const [video, platform, watch] of [
      [youtube, 'YouTube', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/],
      [vimeo, 'Vimeo', /^https:\/\/vimeo\.com\/\d+$/],
    ] as const) {
      await openIn(page, `/production/detail/${video.id}`, lang);
      const stage = page.locator('.video-stage');
      // The spec's player stays in the page.
      await expect(stage.locator('iframe')).toHaveAttribute('src', video.isYoutube ? /^https:\/\/www\.youtube\.com\/embed\// : /^https:\/\/player\.vimeo\.com\/video\//);
      await expect(stage.locator('img.video-stage-poster')).toBeVisible();
      // The frame loads the browser's error page and never answers: the fallback comes after the wait.
      const link = stage.getByRole('link', { name: FALLBACK_TEXTS[lang].watch(platform) });
      await expect(link).toBeVisible({ timeout: 15_000 });
      await expect(link).toHaveAttribute('href', watch);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(stage.getByText(FALLBACK_TEXTS[lang].note)).toBeVisible();
      await expect(stage.locator('.video-stage-fallback-title')).toHaveText(titleIn(video, lang));
      await expect(stage.locator('iframe')).toBeHidden();
      // The poster is our stored thumbnail and it drew.
      const poster = stage.locator('img.video-stage-poster');
      await expect(poster).toBeVisible();
      expect(await poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await link.focus();
      await expect(link).toBeFocused();
    }
    const results = await new AxeBuilder({ page }).include('.video-stage').analyze();
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  });
}

test('a player that is still loading shows the poster behind it, and no fallback yet (news)', async ({ page }) => {
  const news = (await (await page.request.get('/api/pageContent/fetchVideosByCode/NEWS_CONTENT')).json()) as PageContentVideo[];
  expect(news.length).toBeGreaterThan(0);
  for (const embed of EMBEDS) await page.route(embed, () => undefined);
  await openIn(page, `/news/detail/${news[0]!.id}`, 'en');
  const stage = page.locator('.video-stage');
  await expect(stage).toHaveAttribute('data-status', 'loading');
  await expect(stage.locator('img.video-stage-poster')).toBeVisible();
  await expect(stage.locator('.video-stage-spinner')).toBeVisible();
  // The frame is in front of the poster and still see-through.
  const order = await stage.evaluate((element) => {
    const frame = element.querySelector('iframe')!;
    return { opacity: getComputedStyle(frame).opacity, frameAfterPoster: element.querySelector('img')!.compareDocumentPosition(frame) === Node.DOCUMENT_POSITION_FOLLOWING };
  });
  expect(order).toEqual({ opacity: '0', frameAfterPoster: true });
  await page.waitForTimeout(7_000);
  await expect(stage.locator('.video-stage-fallback')).toHaveCount(0);
});

for (const lang of LANGS) {
  test(`a player that answers is shown, without the fallback (${lang})`, async ({ page }) => {
    const { youtube, vimeo } = await productionVideos(page);
    for (const embed of EMBEDS) await page.route(embed, (route) => route.fulfill({ contentType: 'text/html', body: STAND_IN_PLAYER }));
    for (const video of [youtube, vimeo]) {
      await openIn(page, `/production/detail/${video.id}`, lang);
      const stage = page.locator('.video-stage');
      await expect(stage).toHaveAttribute('data-status', 'ready');
      await expect(stage.locator('iframe')).toHaveCSS('opacity', '1');
      await expect(stage.locator('.video-stage-spinner')).toHaveCount(0);
      await page.waitForTimeout(lang === 'ko' ? 6_500 : 0);
      await expect(stage.locator('.video-stage-fallback')).toHaveCount(0);
    }
  });
}
