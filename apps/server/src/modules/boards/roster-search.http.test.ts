import { describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';

const app = useTestAppWithAdmin();

/** Issue 36 (decision 109): the name search also finds a romanized name written surname first. */
describe('roster name search, surname first', () => {
  it('finds "Seo-yoon Kim" by "kim seo" and the Korean name as written, on the public search', async () => {
    const created = await app.t.app.inject({
      method: 'POST',
      url: '/api/admin/createArtist',
      headers: app.auth,
      payload: artistInput({ urlName: 'surname-first', korName: '김서윤', engName: 'Seo-yoon Kim' }),
    });
    expect(created.statusCode).toBe(200);
    const found = async (q: string) => {
      const res = await app.t.app.inject({ method: 'GET', url: `/api/artist/search?q=${encodeURIComponent(q)}` });
      expect(res.statusCode).toBe(200);
      return (res.json() as { artists: { urlName: string }[] }).artists.map((a) => a.urlName);
    };
    for (const q of ['kim seo', 'Kim Seo-yoon', 'KIMSEOYOON', 'seo-yoon kim', 'seo yoon', '김서윤', '서윤']) {
      expect(await found(q), q).toEqual(['surname-first']);
    }
    for (const q of ['kim yoon', 'yoon seo', '윤서', '서윤 김']) {
      expect(await found(q), q).toEqual([]);
    }
  });
});
