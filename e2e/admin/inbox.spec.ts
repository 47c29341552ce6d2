import { expect, test } from '../support/fixtures';
import { expectToast, openAdmin, signIn, uniqueSuffix } from './admin-helpers';

test.describe('inquiries inbox', () => {
  test('shows a submitted inquiry, opens it and marks it handled', async ({ page, request }) => {
    await signIn(page, request);
    const title = `E2E inbox ${uniqueSuffix()}`;
    const submitted = await request.post('/api/mail/submit', {
      data: {
        title,
        email: 'brand@example.com',
        phone: '010-0000-0000',
        name: 'E2E Brand',
        message: '촬영 문의드립니다.\n두 번째 줄',
        privacyConsent: true,
        language: 'ko',
      },
    });
    expect(submitted.status()).toBe(200);

    await openAdmin(page, '/admin/inquiries');
    await expect(page.getByRole('link', { name: '캐스팅 문의함' })).toHaveAttribute('aria-current', 'page');
    const item = page.getByRole('link', { name: new RegExp(title) });
    await expect(item).toBeVisible();
    // Newest first.
    await expect(page.locator('.admin-inbox-title').first()).toHaveText(title);
    await expect(item).toContainText(/발송 (대기|완료|실패)/);
    await expect(item).toContainText('미처리');

    await item.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('010-0000-0000')).toBeVisible();
    await expect(page.locator('.admin-message')).toHaveText('촬영 문의드립니다.\n두 번째 줄');
    await page.getByRole('button', { name: '처리 완료로 표시' }).click();
    await expectToast(page, '처리 완료로 표시했습니다.');
    await expect(page.getByRole('button', { name: '미처리로 되돌리기' })).toBeVisible();

    await page.getByRole('link', { name: '목록으로' }).click();
    await expect(page.getByRole('link', { name: new RegExp(title) })).toContainText('처리 완료');
  });
});
