import { COMPANY_SLOTS, CONTACT_SLOTS, readSlots } from '@agency/contract/page-slots';
import { PRIVACY_TITLE } from '@agency/contract/public-pages';
import { expect, LANGS, openIn, pageContent, richArtist, test } from '../support/fixtures';

/** Issue 15: a footer on every public page, and the privacy policy it links to. */

for (const lang of LANGS) {
  test(`every public page has the footer with contact, business information and the privacy link (${lang})`, async ({ page, request }) => {
    const contact = readSlots(await pageContent(request, 'CONTACT_INFO'));
    const company = readSlots(await pageContent(request, 'COMPANY_INFO'));
    const artist = await richArtist(request);
    const paths = ['/', '/about', '/management', '/production', '/news', '/contact', '/casting', '/privacy', `/artist/${artist.urlName}`, '/no-such-page'];
    for (const path of paths) {
      await openIn(page, path, lang);
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer, path).toContainText(contact.localized(CONTACT_SLOTS.address, lang));
      await expect(footer.getByRole('link', { name: contact.text(CONTACT_SLOTS.email) }), path).toHaveAttribute('href', `mailto:${contact.text(CONTACT_SLOTS.email)}`);
      await expect(footer.getByRole('link', { name: contact.text(CONTACT_SLOTS.instagramId) }), path).toHaveAttribute('href', contact.text(CONTACT_SLOTS.instagramLink));
      await expect(footer, path).toContainText(company.localized(COMPANY_SLOTS.companyName, lang));
      await expect(footer, path).toContainText(company.localized(COMPANY_SLOTS.representative, lang));
      await expect(footer, path).toContainText(company.text(COMPANY_SLOTS.businessNumber));
      await expect(footer.getByRole('link', { name: PRIVACY_TITLE[lang] }), path).toHaveAttribute('href', lang === 'en' ? '/privacy?lang=en' : '/privacy');
    }
  });

  test(`/privacy states the officer, items, retention, processors, storage and rights (${lang})`, async ({ page, request }) => {
    const company = readSlots(await pageContent(request, 'COMPANY_INFO'));
    const response = await page.goto(`/privacy?lang=${lang}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${PRIVACY_TITLE[lang]} \\| `));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRIVACY_TITLE[lang]);
    const en = lang === 'en';
    for (const heading of en
      ? ['What we process', 'How long we keep it', 'Processors', 'Cookies and browser storage', 'Your rights and how to use them', 'Privacy officer']
      : ['처리하는 개인정보의 항목', '처리 및 보유 기간', '개인정보 처리의 위탁', '쿠키 및 브라우저 저장소', '정보주체의 권리와 행사 방법', '개인정보 보호책임자']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(en ? /up to 3 years/ : /최대 3년간/)).toBeVisible();
    await expect(page.getByText(company.localized(COMPANY_SLOTS.privacyOfficer, lang), { exact: false }).first()).toBeVisible();
    await expect(page.locator('.privacy')).toContainText(company.text(COMPANY_SLOTS.privacyContact));
    // The e2e server mails through SMTP on loopback and keeps media on its own disk.
    await expect(page.locator('.privacy')).toContainText(en ? 'the operator of 127.0.0.1' : '127.0.0.1 운영사');
    await expect(page.locator('.privacy-effective')).toContainText(en ? '1 November 2026' : '2026년 11월 1일');
  });
}

test('the casting consent names the officer and links to the full policy; the footer link opens it', async ({ page, request }) => {
  const company = readSlots(await pageContent(request, 'COMPANY_INFO'));
  await openIn(page, '/casting', 'ko');
  const consent = page.getByRole('group', { name: '개인정보 수집 및 이용 동의' });
  await expect(consent).toContainText(`개인정보 보호책임자: ${company.localized(COMPANY_SLOTS.privacyOfficer, 'ko')}`);
  await consent.getByRole('link', { name: '개인정보처리방침 전체 보기' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRIVACY_TITLE.ko);

  await openIn(page, '/about', 'en');
  await page.getByRole('contentinfo').getByRole('link', { name: PRIVACY_TITLE.en }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRIVACY_TITLE.en);
});
