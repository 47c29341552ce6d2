import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@test/test-database';
import { down, up } from './2026-11-28-artist-measurement-numbers';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('migration 2026-11-28-artist-measurement-numbers', () => {
  it('fills in the numbers of the artists already there, leaving texts that are not numbers without one', async () => {
    const db = database.handle.db;
    await down(db);
    const now = new Date().toISOString();
    const row = { kor_name: '기존', eng_name: '', comp_card: '', instagram: '', youtube: '', career: '', career_eng: '', main_image: '', detail_main_image: '' };
    await db
      .insertInto('artists')
      .values([
        { ...row, url_name: 'numbers', height: '178', bust: '84 cm', waist: '61', hips: '89,5', shoe: '245mm', priority: 0, views: 0, is_hidden: 0, created_at: now, updated_at: now },
        { ...row, url_name: 'texts', height: '5\'10"', bust: '32', waist: '', hips: 'n/a', shoe: '39 EU', priority: 1, views: 0, is_hidden: 0, created_at: now, updated_at: now },
      ] as never)
      .execute();
    await up(db);
    const rows = await db.selectFrom('artists').select(['url_name', 'height_cm', 'bust_cm', 'waist_cm', 'hips_cm', 'shoe_mm']).orderBy('priority').execute();
    expect(rows).toEqual([
      { url_name: 'numbers', height_cm: 178, bust_cm: 84, waist_cm: 61, hips_cm: 89.5, shoe_mm: 245 },
      // '32' is a number (read as cm, though it may mean inches): the text stays as typed either way.
      { url_name: 'texts', height_cm: null, bust_cm: 32, waist_cm: null, hips_cm: null, shoe_mm: null },
    ]);
  });
});
