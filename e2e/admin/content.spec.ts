import AxeBuilder from '@axe-core/playwright';
import { artists, expect, openIn, test } from '../support/fixtures';
import { answerDialog, expectToast, getContent, openAdmin, pngBuffer, restoreContent, signIn, uniqueSuffix } from './admin-helpers';

test.describe('page content editing', () => {
  test('an about title edited in the admin shows on /about in both languages', async ({ page, request }) => {
    const token = await signIn(page, request);
    const before = await getContent(request, 'ABOUT_INFO');
    const suffix = uniqueSuffix();
    try {
      await openAdmin(page, '/admin/about/editPage');
      const korean = page.getByLabel('한국어 제목');
      const english = page.getByLabel('영문 제목');
      // Titles and subtitles are one line; the bodies keep the spec's 6-row areas (decision 075).
      await expect(korean).toHaveJSProperty('tagName', 'INPUT');
      await expect(page.getByLabel('섹션 2 부제 (한국어)')).toHaveJSProperty('tagName', 'INPUT');
      await expect(page.getByLabel('섹션 4 본문 (영문)')).toHaveAttribute('rows', '6');
      await expect(page.locator('textarea')).toHaveCount(8);
      // Each text shows its length, and the Korean and English versions sit side by side on a wide screen.
      await expect(page.getByText(/^\d+ \/ 10,000자$/).first()).toBeVisible();
      await page.setViewportSize({ width: 1440, height: 900 });
      const [koBox, enBox] = [await korean.boundingBox(), await english.boundingBox()];
      expect(Math.abs(koBox!.y - enBox!.y)).toBeLessThan(2);
      expect(enBox!.x).toBeGreaterThan(koBox!.x + koBox!.width);
      await korean.fill(`회사 소개 ${suffix}`);
      await english.fill(`ABOUT US ${suffix}`);
      await expect(page.getByText('저장하지 않은 변경 사항이 있습니다')).toBeVisible();
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expectToast(page, '저장되었습니다!');
      await expect(page.getByText('저장하지 않은 변경 사항이 있습니다')).toHaveCount(0);
      await expect(korean).toHaveValue(`회사 소개 ${suffix}`);

      await openIn(page, '/about', 'ko');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`회사 소개 ${suffix}`);
      await openIn(page, '/about', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`ABOUT US ${suffix}`);
    } finally {
      await restoreContent(request, token, before, ['texts']);
    }
  });

  test('the company information edited in the admin shows in every footer and on /privacy; an emptied line is hidden', async ({ page, request }) => {
    const token = await signIn(page, request);
    const before = await getContent(request, 'COMPANY_INFO');
    const suffix = uniqueSuffix();
    try {
      await openAdmin(page, '/admin/others/editCompany');
      await expect(page.getByRole('heading', { level: 1, name: '회사 정보 · 개인정보처리방침' })).toBeVisible();
      await page.getByLabel('상호 (한국어)').fill(`주식회사 테스트 ${suffix}`);
      await page.getByLabel('대표자 (한국어)').fill('');
      await page.getByLabel('개인정보 보호책임자 (이름 또는 부서) (한국어)').fill(`정보보호팀 ${suffix}`);
      await page.getByLabel('시행일 (YYYY-MM-DD)').fill('2026-13-40');
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expect(page.getByText('날짜는 YYYY-MM-DD 형식이어야 합니다.')).toBeVisible();
      await page.getByLabel('시행일 (YYYY-MM-DD)').fill('2026-12-01');
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expectToast(page, '저장되었습니다!');
      await expect(page.getByRole('link', { name: /사이트에서 보기/ })).toHaveAttribute('href', '/privacy');

      await openIn(page, '/about', 'ko');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`주식회사 테스트 ${suffix}`);
      await expect(footer.getByText('대표', { exact: true })).toHaveCount(0);
      await expect(footer.getByText('사업자등록번호', { exact: true })).toBeVisible();
      await openIn(page, '/privacy', 'ko');
      await expect(page.locator('.privacy')).toContainText(`보호책임자: 정보보호팀 ${suffix}`);
      await expect(page.locator('.privacy-intro')).toContainText(`주식회사 테스트 ${suffix}(이하 '회사')`);
      await expect(page.locator('.privacy-effective')).toHaveText('이 개인정보처리방침은 2026년 12월 1일부터 적용됩니다.');
    } finally {
      await restoreContent(request, token, before, ['texts']);
    }
  });

  test('the demo home shows artists and films; the sections set in the admin show below the video in both languages', async ({ page, request }) => {
    // The demo turns the featured artists and the latest films on (decision 113); the casting section stays off.
    await openIn(page, '/', 'ko');
    await expect(page.locator('.home-sections').getByRole('heading', { level: 2 })).toHaveText(['소속 아티스트', '최근 프로덕션']);
    const token = await signIn(page, request);
    const before = await getContent(request, 'HOME_SECTIONS');
    try {
      await openAdmin(page, '/admin/home/editSections');
      await expect(page.getByRole('heading', { level: 1, name: '홈 화면 섹션' })).toBeVisible();
      const featured = page.getByRole('checkbox', { name: '홈 화면에 소속 아티스트 보이기' });
      await expect(featured).toBeChecked();
      await page.getByRole('checkbox', { name: '홈 화면에 최근 프로덕션 영상 3개 보이기' }).check();
      await page.getByRole('checkbox', { name: '홈 화면에 캐스팅 문의 버튼 보이기' }).check();
      await page.getByLabel('보여 줄 아티스트 (영문 URL 이름)').fill('ha-rin, no-such-artist, seo-yoon');
      await page.getByLabel('제목 (영문)').nth(1).fill('Recent films');
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expectToast(page, '저장되었습니다!');
      await expect(page.getByRole('link', { name: /사이트에서 보기/ })).toHaveAttribute('href', '/');

      const roster = await artists(request);
      const name = (urlName: string) => roster.find((artist) => artist.urlName === urlName)!.engName;
      await openIn(page, '/', 'ko');
      const sections = page.locator('.home-sections');
      await expect(sections.getByRole('heading', { level: 2 })).toHaveText(['소속 아티스트', '최근 프로덕션', '캐스팅 문의']);
      // The named artists in the admin's order; a name not in the public roster is skipped.
      await expect(sections.locator('.artist-card-name')).toHaveText([name('ha-rin'), name('seo-yoon')]);
      // Each section reads its data when it comes near the screen.
      await sections.getByRole('heading', { name: '최근 프로덕션' }).scrollIntoViewIfNeeded();
      await expect(sections.locator('.video-card')).toHaveCount(3);
      // The sections keep the public pages' accessibility (no serious or critical axe findings).
      await sections.getByRole('link', { name: '캐스팅 문의하기' }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(900);
      const axe = await new AxeBuilder({ page }).include('.home-sections').analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      await openIn(page, '/', 'en');
      await expect(sections.getByRole('heading', { level: 2 })).toHaveText(['Artists', 'Recent films', 'Casting']);
      await sections.getByRole('link', { name: 'Send a casting inquiry' }).click();
      await expect(page).toHaveURL(/\/casting\?lang=en$/);
    } finally {
      await restoreContent(request, token, before, ['texts']);
    }
    await openIn(page, '/', 'ko');
    await expect(page.locator('.home-sections').getByRole('heading', { level: 2 })).toHaveText(['소속 아티스트', '최근 프로덕션']);
  });

  test('search engine verification codes entered in the admin are in the home page head; a pasted meta tag is refused', async ({ page, request }) => {
    const token = await signIn(page, request);
    const before = await getContent(request, 'SEARCH_INFO');
    try {
      await openAdmin(page, '/admin/others/editSearch');
      await expect(page.getByRole('heading', { level: 1, name: '검색 엔진 등록' })).toBeVisible();
      const naver = page.getByLabel('네이버 서치어드바이저 확인 코드');
      await naver.fill('<meta name="naver-site-verification" content="abc123">');
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expect(page.getByText('확인 코드는 영문, 숫자, -, _ 만 쓸 수 있습니다 (메타 태그의 content 값만 입력하세요).')).toBeVisible();
      await naver.fill('abc123naver');
      await page.getByLabel('Google Search Console 확인 코드').fill('Google_xyz-789');
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expectToast(page, '저장되었습니다!');
      const home = await (await request.get('/')).text();
      expect(home).toContain('<meta name="naver-site-verification" content="abc123naver">');
      expect(home).toContain('<meta name="google-site-verification" content="Google_xyz-789">');
      const robots = await (await request.get('/robots.txt')).text();
      expect(robots).toContain('User-agent: Yeti\nAllow: /');
      expect(robots).toMatch(/Sitemap: http:\/\/[^\s]+\/sitemap\.xml/);
    } finally {
      await restoreContent(request, token, before, ['texts']);
    }
  });

  test('the links editor says the icons sit in the menu of every public page, where they are', async ({ page, request }) => {
    await signIn(page, request);
    await openAdmin(page, '/admin/others/editLinks');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('메뉴 링크 편집');
    await expect(page.getByText('공개 페이지의 메뉴(☰ 버튼)를 열면 메뉴 아래쪽에 보이는 세 개의 아이콘 링크입니다.', { exact: false })).toBeVisible();
    const kakao = await page.getByLabel('카카오톡 링크').inputValue();

    await openIn(page, '/about', 'ko');
    // The footer links the KakaoTalk channel too, as text: the icon is the menu's.
    const kakaoIcon = page.locator(`.social-links a[href="${kakao}"]`);
    await expect(kakaoIcon).toBeHidden();
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await expect(kakaoIcon).toBeVisible();
  });

  test('an unsupported image (HEIC, BMP, SVG, TIFF) is refused when picked, naming the accepted types', async ({ page, request }) => {
    await signIn(page, request);
    await openAdmin(page, '/admin/about/editPage');
    const picker = page.getByLabel('섹션 1 이미지');
    await expect(picker).toHaveAttribute('accept', '.jpg,.jpeg,.png,.webp,.avif,.gif');
    for (const [name, mimeType] of [
      ['IMG_0001.HEIC', 'image/heic'],
      ['scan.bmp', 'image/bmp'],
    ] as const) {
      await picker.setInputFiles({ name, mimeType, buffer: Buffer.from('not an accepted image') });
      // The file's name, then why (decision 102).
      await answerDialog(page, new RegExp(`${name.replace('.', '\\.')}: 지원하지 않는 이미지 형식입니다\\. JPG, PNG, WEBP, AVIF, GIF`), '확인');
    }
    await expect(page.getByText('새 이미지 (저장 시 업로드)')).toHaveCount(0);
    await expect(page.getByText('저장하지 않은 변경 사항이 있습니다')).toHaveCount(0);
  });

  test('a save failure shows the server message', async ({ page, request }) => {
    await signIn(page, request);
    await openAdmin(page, '/admin/others/editLinks');
    await expect(page.getByLabel('카카오톡 링크')).toBeVisible();
    await page.route('**/api/admin/pageContent/upsert', (route) => route.fulfill({ status: 400, json: { message: 'LINK_INFO accepts at most 3 texts' } }));
    await page.getByLabel('이메일 링크').fill('mailto:someone@example.com');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await answerDialog(page, '저장에 실패했습니다: LINK_INFO accepts at most 3 texts', '확인');
  });

  test('a failed upload shows the upload text and saves nothing', async ({ page, request }) => {
    await signIn(page, request);
    await openAdmin(page, '/admin/production/editPage');
    await page.route('**/api/s3/getPreSignedUrl', (route) => route.fulfill({ status: 500, json: { message: 'storage down' } }));
    let upserts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/pageContent/upsert')) upserts += 1;
    });
    await page.getByLabel('상단 이미지').setInputFiles({ name: 'top.png', mimeType: 'image/png', buffer: pngBuffer(20, 10, [10, 10, 10]) });
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await answerDialog(page, '이미지 업로드에 실패했습니다.', '확인');
    expect(upserts).toBe(0);
  });

  test('a load failure shows the spec text', async ({ page, request }) => {
    await signIn(page, request);
    await page.route('**/api/pageContent/fetchByCode/CONTACT_INFO', (route) => route.fulfill({ status: 500, json: { message: 'x' } }));
    await page.goto('/admin/contact/editInfo');
    await expect(page.getByRole('alert')).toHaveText('데이터를 불러오는데 실패했습니다.');
  });
});

test.describe('video managers', () => {
  test('adding and deleting a production video changes /production', async ({ page, request }) => {
    const token = await signIn(page, request);
    const before = await getContent(request, 'PRODUCTION_CONTENT');
    const suffix = uniqueSuffix();
    const title = `E2E 영상 ${suffix}`;
    const englishTitle = `E2E video ${suffix}`;
    try {
      await openAdmin(page, '/admin/production/manageVideos');
      const rows = page.locator('.admin-rows > li');
      await expect(rows).toHaveCount(before.pageContentVideos.length);
      await page.getByRole('button', { name: '영상 추가' }).click();
      const row = rows.last();
      await expect(row.getByLabel('플랫폼')).toHaveValue('youtube');
      await row.getByLabel('우선순위').fill('0');
      await row.getByLabel('제목', { exact: true }).fill(title);
      await row.getByLabel('영문 제목 (ENG)').fill(englishTitle);
      await row.getByLabel('영상 URL').fill('https://vimeo.com/76979871');
      await row.getByLabel('플랫폼').selectOption('vimeo');
      await row.getByLabel('썸네일').setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: pngBuffer(64, 36, [250, 90, 10]) });
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expectToast(page, '저장되었습니다!');
      await expect(page.getByRole('progressbar', { name: 'thumb.png 완료' })).toBeVisible();

      // ENG pages show the English title, KOR pages the Korean one.
      await openIn(page, '/production', 'ko');
      await expect(page.locator('.video-grid a', { hasText: title })).toBeVisible();
      await openIn(page, '/production', 'en');
      const card = page.locator('.video-grid a', { hasText: englishTitle });
      await expect(card).toBeVisible();
      await card.click();
      await expect(page).toHaveURL(/\/production\/detail\/\d+\?lang=en$/);
      await expect(page.locator('iframe[src*="vimeo"]')).toBeAttached();
      await expect(page.getByRole('heading', { level: 2, name: englishTitle })).toBeVisible();

      await openAdmin(page, '/admin/production/manageVideos');
      await page.getByRole('button', { name: `${title} 삭제` }).click();
      await answerDialog(page, '이 항목을 삭제하시겠습니까?', '삭제');
      await expect(page.getByRole('button', { name: `${title} 삭제` })).toHaveCount(0);
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expectToast(page, '저장되었습니다!');

      await openIn(page, '/production', 'en');
      await expect(page.locator('.video-grid a')).toHaveCount(before.pageContentVideos.length);
      await expect(page.locator('.video-grid a', { hasText: title })).toHaveCount(0);
    } finally {
      await restoreContent(request, token, before, ['videos']);
    }
  });

  test('a news video row with a blank URL is not saved', async ({ page, request }) => {
    await signIn(page, request);
    const before = await getContent(request, 'NEWS_CONTENT');
    await openAdmin(page, '/admin/news/manageVideos');
    await expect(page.getByRole('heading', { level: 1, name: '뉴스 영상 관리' })).toBeVisible();
    await page.getByRole('button', { name: '영상 추가' }).click();
    // A new news row starts at today's date.
    await expect(page.locator('.admin-rows > li').last().getByLabel('게시일')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expectToast(page, '저장되었습니다!');
    const after = await getContent(request, 'NEWS_CONTENT');
    expect(after.pageContentVideos).toHaveLength(before.pageContentVideos.length);
    expect(after.pageContentImages).toHaveLength(before.pageContentImages.length);
  });
});
