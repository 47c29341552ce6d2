import { expect, pageContent, richArtist, test, textsOf } from '../support/fixtures';

/** Paths of the API calls and /img/ files the page requests while it loads. */
function recordRequests(page: import('@playwright/test').Page) {
  const api: string[] = [];
  const images: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/')) api.push(pathname);
    if (pathname.startsWith('/img/')) images.push(pathname);
  });
  return { api, images };
}

test('a page opened by its address draws from the data sent with it, without waiting for the API', async ({ page, request }) => {
  const about = await pageContent(request, 'ABOUT_INFO');
  const requests = recordRequests(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(textsOf(about)[8]!);
  await page.waitForLoadState('networkidle');
  expect(requests.api.filter((p) => p.startsWith('/api/pageContent/'))).toEqual([]);
});

test('the preloaded first image is the one the page draws: fetched once, at one width', async ({ page, request }) => {
  const hero = [...(await pageContent(request, 'ABOUT_INFO')).pageContentImages].sort((a, b) => a.priority - b.priority)[0]!;
  const key = hero.imageUrl.replace(/^\/media\//, '');
  for (const width of [375, 1440]) {
    const fresh = await page.context().browser()!.newContext({ viewport: { width, height: 900 } });
    const tab = await fresh.newPage();
    const requests = recordRequests(tab);
    const response = await tab.goto('/about');
    // The preload is in the HTML the server sent, before any script runs.
    expect(await response!.text()).toContain(`<link rel="preload" as="image" href="/img/640/${key}" imagesrcset="/img/320/${key} 320w`);
    const img = tab.locator('.about-hero-image');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await tab.waitForLoadState('networkidle');
    const heroRequests = requests.images.filter((p) => p.endsWith(`/${key}`));
    expect(heroRequests, `viewport ${width}`).toHaveLength(1);
    expect(await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname)).toBe(heroRequests[0]);
    await fresh.close();
  }
});

test('the artist page draws from the data sent with it and sends one view beacon after its first screen (decision 087)', async ({ page, request }) => {
  const artist = await richArtist(request);
  const beacons: number[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() === 'POST' && pathname === `/api/artist/view/${artist.urlName}`) beacons.push(response.status());
  });
  const requests = recordRequests(page);
  await page.goto(`/artist/${artist.urlName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(artist.korName);
  // Once the first screen is drawn (decision 077), exactly once; the artist's data is not read again.
  await expect.poll(() => beacons).toEqual([204]);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(beacons).toEqual([204]);
  expect(requests.api.filter((p) => p.startsWith('/api/artist/getDetails/'))).toEqual([]);
});

/** Holds every /img/ picture until `release()`, and records when the site's app chunk is requested. */
async function holdPictures(page: import('@playwright/test').Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const state = { appRequested: false, picturesReleased: false };
  await page.route(/\/img\//, async (route) => {
    await gate;
    await route.continue();
  });
  page.on('request', (r) => {
    if (/\/assets\/start-site-[\w-]+\.js$/.test(new URL(r.url()).pathname)) state.appRequested = true;
  });
  return {
    state,
    release: () => {
      state.picturesReleased = true;
      release();
    },
  };
}

const APP_PRELOAD = /<link rel="modulepreload" crossorigin href="\/assets\/start-site-[\w-]+\.js">/;

test("where the loading frame draws a picture, the site's app is fetched once it is painted (decision 122)", async ({ page }) => {
  const pictures = await holdPictures(page);
  const response = await page.goto('/management', { waitUntil: 'commit' });
  const html = await response!.text();
  // The app's and the page's preloads come inert, in the template the entry adds once the picture is painted.
  const template = /<template id="route-preloads">(.*?)<\/template>/.exec(html);
  expect(template?.[1]).toMatch(APP_PRELOAD);
  expect(html.replace(template![0], '')).not.toMatch(APP_PRELOAD);
  await expect(page.locator('#boot-shell img').first()).toBeAttached();
  await page.waitForTimeout(500);
  expect(pictures.state.appRequested).toBe(false);
  pictures.release();
  await expect.poll(() => pictures.state.appRequested).toBe(true);
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("where the loading frame has no picture, the site's app loads with the page", async ({ page }) => {
  const pictures = await holdPictures(page);
  const response = await page.goto('/casting', { waitUntil: 'commit' });
  const html = await response!.text();
  expect(html).not.toContain('<template id="route-preloads">');
  expect(html).toMatch(APP_PRELOAD);
  // Fetched at once, before any picture of the page has arrived.
  await expect.poll(() => pictures.state.appRequested).toBe(true);
  expect(pictures.state.picturesReleased).toBe(false);
  pictures.release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
