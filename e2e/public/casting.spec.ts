import type { Page } from '@playwright/test';
import { expect, mailText, openIn, test, waitForMail } from '../support/fixtures';

/** Collects window.alert texts and accepts them. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

test.describe('casting form', () => {
  test('from empty to success in Korean, with the mail arriving at the SMTP server', async ({ page }) => {
    const alerts = collectAlerts(page);
    await openIn(page, '/casting', 'ko');
    const message = page.getByLabel('문의 내용', { exact: true });
    await expect(message).toHaveAttribute('rows', '12');
    const template = await message.inputValue();
    expect(template.split('\n')).toHaveLength(9);
    expect(template).toContain('브랜드명');
    await expect(page.getByRole('radio', { name: '동의하지 않습니다' })).toBeChecked();
    await expect(page.getByText(/최대 3년/)).toBeVisible();
    await expect(page.getByText(/개인정보 보호책임자/)).toBeVisible();

    const submit = page.getByRole('button', { name: '문의 보내기' });
    await submit.click();
    await expect.poll(() => alerts.at(-1)).toBe('모든 필드를 입력해주세요.');

    const title = `E2E casting ${Date.now()}`;
    await page.getByLabel('제목', { exact: true }).fill(title);
    await page.getByLabel('이름 / 회사명', { exact: true }).fill('E2E Brand');
    await page.getByLabel('이메일', { exact: true }).fill('not-an-email');
    await page.getByLabel('연락처', { exact: true }).fill('010-1234-5678');
    await submit.click();
    await expect.poll(() => alerts.at(-1)).toBe('개인정보 수집 및 이용에 동의해 주시기 바랍니다.');

    await page.getByRole('radio', { name: '동의합니다' }).check();
    await submit.click();
    await expect.poll(() => alerts.at(-1)).toBe('올바른 이메일 주소를 입력해주세요.');
    expect(alerts).toHaveLength(3);

    await page.getByLabel('이메일', { exact: true }).fill('brand@example.test');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/mail/submit'));
    await submit.click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ title, email: 'brand@example.test', phone: '010-1234-5678', name: 'E2E Brand', privacyConsent: true, language: 'ko' });
    expect(body).not.toHaveProperty('website');
    await expect(page.getByText('문의가 성공적으로 전송되었습니다!')).toBeVisible();

    await expect(page.getByLabel('제목', { exact: true })).toHaveValue('');
    await expect(message).toHaveValue(template);
    await expect(page.getByRole('radio', { name: '동의하지 않습니다' })).toBeChecked();

    const mail = await waitForMail((m) => mailText(m).includes(title));
    expect(mail.to).toContain('casting@example.test');
  });

  test('English alerts, template swap on language change, success message', async ({ page }) => {
    const alerts = collectAlerts(page);
    await openIn(page, '/casting', 'ko');
    const koTemplate = await page.getByLabel('문의 내용', { exact: true }).inputValue();
    await page.getByRole('button', { name: 'ENG' }).click();
    const message = page.getByLabel('Message', { exact: true });
    await expect(message).not.toHaveValue(koTemplate);
    const enTemplate = await message.inputValue();
    expect(enTemplate).toContain('Brand name');
    expect(enTemplate.split('\n')).toHaveLength(9);

    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await expect.poll(() => alerts.at(-1)).toBe('Please fill in all fields.');

    await page.getByLabel('Title', { exact: true }).fill(`E2E english ${Date.now()}`);
    await page.getByLabel('Name / Company', { exact: true }).fill('E2E Brand');
    await page.getByLabel('Email', { exact: true }).fill('brand@example.test');
    await page.getByLabel('Phone', { exact: true }).fill('+82 10 1234 5678');
    await page.getByRole('radio', { name: 'I agree' }).check();
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page.getByText('Your inquiry has been submitted successfully!')).toBeVisible();
    await expect(message).toHaveValue(enTemplate);

    await page.getByRole('button', { name: 'KOR' }).click();
    await expect(page.getByLabel('문의 내용', { exact: true })).toHaveValue(koTemplate);
  });

  test('the button is disabled while submitting and a failure shows the error message', async ({ page }) => {
    await page.route('**/api/mail/submit', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({ status: 500, json: { message: 'down' } });
    });
    await openIn(page, '/casting', 'en');
    await page.getByLabel('Title', { exact: true }).fill('Failing');
    await page.getByLabel('Name / Company', { exact: true }).fill('E2E Brand');
    await page.getByLabel('Email', { exact: true }).fill('brand@example.test');
    await page.getByLabel('Phone', { exact: true }).fill('010');
    await page.getByRole('radio', { name: 'I agree' }).check();
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByText('An error occurred. Please try again.')).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Failing');
    await page.getByRole('button', { name: 'KOR' }).click();
    await expect(page.getByText('오류가 발생했습니다. 다시 시도해주세요.')).toBeVisible();
  });

  test('the honeypot is hidden from people and sent only when filled', async ({ page }) => {
    await openIn(page, '/casting', 'ko');
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(page.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
    await expect(honeypot).not.toBeInViewport();
  });
});
