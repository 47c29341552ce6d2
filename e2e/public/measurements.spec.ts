import { adminToken, authHeaders } from '../admin/admin-helpers';
import { expect, openIn, test } from '../support/fixtures';

/** Issue 17, measurements: ENG pages show cm with inches and shoe sizes; texts that are not numbers stay as typed. */

const URL_NAME = 'measured-e2e';

test('ENG pages show each measurement in cm and inches and the shoe in mm with EU and US sizes; KOR shows cm and mm', async ({ page, request }) => {
  const headers = authHeaders(await adminToken(request));
  await request.delete(`/api/admin/deleteArtist/${URL_NAME}`, { headers });
  const created = await request.post('/api/admin/createArtist', {
    headers,
    data: { urlName: URL_NAME, korName: '측정', engName: 'Measured', height: '178', bust: '84', waist: '24-25 inch', hips: '89', shoe: '245' },
  });
  expect(created.status()).toBe(200);
  try {
    const values = page.locator('.artist-measurements dd');
    await openIn(page, `/artist/${URL_NAME}`, 'en');
    await expect(values.nth(0)).toHaveText('178 cm5\'10"');
    await expect(values.nth(1)).toHaveText('84 cm33"');
    // Not a number in cm: shown as typed, without a conversion.
    await expect(values.nth(2)).toHaveText('24-25 inch');
    await expect(values.nth(4).locator('.artist-measure-alt')).toHaveText(['EU 38.5', 'US W7.5', 'US M6']);
    await openIn(page, `/artist/${URL_NAME}`, 'ko');
    await expect(values).toHaveText(['178 cm', '84 cm', '24-25 inch', '89 cm', '245 mm']);
  } finally {
    await request.delete(`/api/admin/deleteArtist/${URL_NAME}`, { headers });
  }
});
