import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { publicPagePath } from '@agency/contract/public-pages';
import { expect, pageContent, test, type Lang } from '../support/fixtures';

/**
 * Issue 36 item 6 (decision 114): a page opened by its address on a slow network shows the site's header and the page's
 * skeleton from the HTML, before any script has arrived, and the script then draws the page without a blank frame
 * and without moving the header or the page's frame.
 */

type Box = { x: number; y: number; width: number; height: number };

/** Holds every script of the site until `release()`: the page has only its HTML and stylesheet, as on a slow network. */
async function holdScripts(page: Page): Promise<{ release: () => void; held: () => number }> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let count = 0;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    count += 1;
    await gate;
    await route.continue();
  });
  return { release: () => open(), held: () => count };
}

/** Records, for every frame drawn after the first header, whether a header was on screen (a blank frame has none). */
async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: boolean[] = [];
    (window as unknown as { headerFrames: boolean[] }).headerFrames = frames;
    const tick = () => {
      const header = document.querySelector('.site-header');
      const shown = header !== null && header.getBoundingClientRect().height > 0;
      if (shown || frames.length > 0) frames.push(shown);
      if (frames.length < 600) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

function expectSameBox(actual: Box, expected: Box, what: string): void {
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(actual[key] - expected[key]), `${what} ${key}: ${actual[key]} vs ${expected[key]}`).toBeLessThanOrEqual(1);
  }
}

// The tests are independent (they only read): they are spread over the workers, so that the run does not end on
// one worker going through them in turn (docs/performance.md).
test.describe.configure({ mode: 'parallel' });

const HEADER_PARTS = ['.site-header', '.menu-toggle', '.site-logo', '.language-switch'] as const;

const cases: { name: string; path: string; lang: Lang; width: number }[] = [
  { name: 'management-ko-375', path: publicPagePath('management'), lang: 'ko', width: 375 },
  { name: 'management-ko-1440', path: publicPagePath('management'), lang: 'ko', width: 1440 },
  { name: 'about-en-375', path: publicPagePath('about'), lang: 'en', width: 375 },
  { name: 'about-en-1440', path: publicPagePath('about'), lang: 'en', width: 1440 },
  { name: 'casting-ko-768', path: publicPagePath('casting'), lang: 'ko', width: 768 },
  { name: 'news-en-1440', path: publicPagePath('news'), lang: 'en', width: 1440 },
  { name: 'home-ko-375', path: publicPagePath('home'), lang: 'ko', width: 375 },
];

for (const { name, path, lang, width } of cases) {
  test(`before its script arrives, ${path} (${lang}, ${width} px) shows the header and the page's skeleton, and the script moves neither`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await recordFrames(page);
    // The web font stays away: its swap (decision 077) is not what this compares, the shell against the page is.
    await page.route(/\.woff2$/, (route) => route.abort());
    const scripts = await holdScripts(page);
    await page.goto(`${path}?lang=${lang}`, { waitUntil: 'commit' });

    // The HTML alone: the header (hamburger, logo, KOR / ENG with the page's language marked) and sized shapes.
    const shell = page.locator('#boot-shell');
    await expect(shell.locator('.site-header')).toBeVisible();
    await expect(shell.locator('.site-logo')).toHaveText(/\S/);
    await expect(shell.locator('.language-switch button')).toHaveText(['KOR', 'ENG']);
    await expect(shell.locator(`.language-switch button[lang="${lang}"]`)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#root')).toBeEmpty();
    expect(scripts.held()).toBeGreaterThan(0);
    const home = path === publicPagePath('home');
    if (home) {
      await expect(shell.locator('.site-header')).toHaveClass(/site-header--overlay/);
      expect((await boxOf(shell.locator('.boot-landing'))).height).toBeGreaterThanOrEqual(480);
    } else {
      await expect(shell.locator('.boot-status')).toHaveText(lang === 'ko' ? '불러오는 중...' : 'Loading...');
      // Sized once the shell's styles are in (the script is still held, the root still empty).
      const sizedShapes = () => shell.locator('.boot-shape').evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect()).filter((r) => r.width > 20 && r.height > 10).length);
      await expect.poll(sizedShapes).toBeGreaterThan(0);
      await expect(page.locator('#root')).toBeEmpty();
    }
    // Nothing of the page is white: the frame's colours are drawn (the header's line or the landing's dark area).
    await page.screenshot({ path: `/tmp/shots/h4/slow-${name}-before.png` });
    const before = Object.fromEntries(await Promise.all(HEADER_PARTS.map(async (part) => [part, await boxOf(shell.locator(part).first())] as const)));
    const pageBefore = home ? undefined : await boxOf(shell.locator('.page'));

    scripts.release();
    const header = page.locator('#root .site-header');
    await expect(header).toBeVisible();
    await expect(shell).toHaveCount(0);
    await page.screenshot({ path: `/tmp/shots/h4/slow-${name}-after.png` });
    for (const part of HEADER_PARTS) expectSameBox(await boxOf(page.locator(`#root ${part}`).first()), before[part]!, part);
    if (pageBefore) {
      const pageAfter = await boxOf(page.locator('#root main > *:first-child').first());
      expect(Math.abs(pageAfter.x - pageBefore.x), 'page frame x').toBeLessThanOrEqual(1);
      expect(Math.abs(pageAfter.y - pageBefore.y), 'page frame y').toBeLessThanOrEqual(1);
      expect(Math.abs(pageAfter.width - pageBefore.width), 'page frame width').toBeLessThanOrEqual(1);
    }
    // From the first header on, no frame was drawn without one.
    await page.waitForTimeout(300);
    const frames = await page.evaluate(() => (window as unknown as { headerFrames: boolean[] }).headerFrames);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((shown) => !shown)).toHaveLength(0);
  });
}

test('a page whose script never arrives still shows its frame, and the server sends it for every public page', async ({ page, request }) => {
  // The HTML itself holds the frame (no script needed): checked on the raw answer.
  for (const path of [publicPagePath('home'), publicPagePath('management'), publicPagePath('contact'), '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<div id="boot-shell" class="boot-shell" inert><header class="site-header/);
    expect(html.indexOf('id="boot-shell"'), path).toBeLessThan(html.indexOf('<div id="root">'));
  }
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto(publicPagePath('contact'), { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#boot-shell .site-header')).toBeVisible();
  await expect(page.locator('#boot-shell .boot-status')).toHaveText('불러오는 중...');
});

type PaintEntry = { time: number; url: string };

/** The page of the first production video with a stored thumbnail (read when the test runs: other tests edit the list). */
async function videoWithPoster(request: APIRequestContext): Promise<string> {
  const video = (await pageContent(request, 'PRODUCTION_CONTENT')).pageContentVideos.find((v) => v.thumbnailImageUrl.startsWith('/media/'));
  expect(video, 'a production video with a stored thumbnail').toBeDefined();
  return publicPagePath('productionVideo', { videoId: video!.id });
}

/**
 * `path`: the page, or how to find it; `clip`: the element that bounds the picture as drawn, when it is not the
 * picture's own box (a zooming picture).
 */
const PICTURE_CASES: { path: string | ((request: APIRequestContext) => Promise<string>); name?: string; lang: Lang; width: number; picture: string; clip?: string }[] = [
  { path: publicPagePath('management'), lang: 'ko', width: 375, picture: '#root .artist-card-media img' },
  { path: publicPagePath('management'), lang: 'en', width: 1440, picture: '#root .artist-card-media img' },
  { path: publicPagePath('artist', { urlName: 'seo-yoon' }), lang: 'en', width: 375, picture: '#root .artist-main-image img' },
  { path: publicPagePath('artist', { urlName: 'seo-yoon' }), lang: 'ko', width: 1440, picture: '#root .artist-main-image img' },
  // On a phone the first video's still is the largest picture of production and news (wider, their top image is).
  { path: publicPagePath('news'), lang: 'ko', width: 375, picture: '#root .video-card-media img' },
  { path: publicPagePath('production'), lang: 'en', width: 375, picture: '#root .video-card-media img' },
  { path: videoWithPoster, name: 'a production video', lang: 'en', width: 375, picture: '#root .video-stage-poster' },
  { path: publicPagePath('about'), lang: 'en', width: 375, picture: '#root .about-hero-image', clip: '#root .about-hero' },
  { path: publicPagePath('about'), lang: 'ko', width: 1440, picture: '#root .about-hero-image', clip: '#root .about-hero' },
];

// Decision 121: the roster's and the artist's first pictures (and on a phone the first video's still) are in the frame
// the server sends, in the page's layout.
for (const { path: pathOrFind, name, lang, width, picture, clip } of PICTURE_CASES) {
  test(`before its script arrives, ${name ?? pathOrFind} (${lang}, ${width} px) shows its first picture, which the page then draws no larger`, async ({ page, request }) => {
    const path = typeof pathOrFind === 'string' ? pathOrFind : await pathOrFind(request);
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript(() => {
      const entries: PaintEntry[] = [];
      (window as unknown as { paints: typeof entries }).paints = entries;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[]) entries.push({ time: entry.startTime, url: entry.url });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.route(/\.woff2$/, (route) => route.abort());
    const scripts = await holdScripts(page);
    await page.goto(`${path}?lang=${lang}`, { waitUntil: 'commit' });

    const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;
    const framePicture = page.locator('#boot-shell img').first();
    await expect.poll(() => framePicture.evaluate(loaded)).toBe(true);
    await expect(page.locator('#root')).toBeEmpty();
    const frameBox = await boxOf(framePicture);
    const frameSrc = await framePicture.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(frameSrc).toMatch(/\/img\/\d+\//);
    const frameSrcs = await page.locator('#boot-shell img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
    const released = await page.evaluate(() => performance.now());

    scripts.release();
    await expect(page.locator('#boot-shell')).toHaveCount(0);
    const pagePicture = page.locator(picture).first();
    await expect.poll(() => pagePicture.evaluate(loaded)).toBe(true);
    // The same file (one download), drawn no larger than the frame drew it.
    expect(await pagePicture.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(frameSrc);
    const pageBox = await boxOf(clip ? page.locator(clip).first() : pagePicture);
    expect(pageBox.width).toBeLessThanOrEqual(frameBox.width);
    expect(pageBox.height).toBeLessThanOrEqual(frameBox.height);
    // So the browser keeps the frame's paint as the moment the pictures were seen (of equal ones, the first
    // decoded is the one reported), and no picture the page draws is a larger paint.
    await page.waitForTimeout(300);
    const paints = await page.evaluate(() => (window as unknown as { paints: PaintEntry[] }).paints);
    expect(paints.filter((p) => frameSrcs.includes(p.url) && p.time < released).length).toBeGreaterThan(0);
    expect(paints.filter((p) => p.time >= released && p.url.includes('/img/'))).toEqual([]);
  });
}
