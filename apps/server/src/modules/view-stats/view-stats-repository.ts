import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { YearMonth } from '../../lib/year-month';

/** Every artist (hidden ones too) with its all-time views and its views in `month` (0 without a row). */
export function listArtistsWithMonthViews(db: DbOrTx, { year, month }: YearMonth) {
  return db
    .selectFrom('artists')
    .leftJoin('artist_monthly_views as m', (join) =>
      join.onRef('m.artist_id', '=', 'artists.id').on('m.year', '=', year).on('m.month', '=', month),
    )
    .select((eb) => [
      'artists.kor_name',
      'artists.eng_name',
      'artists.url_name',
      'artists.main_image',
      'artists.views',
      eb.fn.coalesce('m.views', eb.lit(0)).as('month_views'),
    ])
    .execute();
}

/** Months that have at least one counted view, newest first. */
export function listMonthsWithViews(db: DbOrTx) {
  return db
    .selectFrom('artist_monthly_views')
    .select(['year', 'month'])
    .where('views', '>', 0)
    .distinct()
    .orderBy('year', 'desc')
    .orderBy('month', 'desc')
    .execute();
}

export function listMonthViews(db: DbOrTx, { year, month }: YearMonth) {
  return db
    .selectFrom('artist_monthly_views as m')
    .innerJoin('artists', 'artists.id', 'm.artist_id')
    .select(['artists.id', 'artists.kor_name', 'artists.eng_name', 'm.views'])
    .where('m.year', '=', year)
    .where('m.month', '=', month)
    .where('m.views', '>', 0)
    .orderBy('m.views', 'desc')
    .orderBy('artists.kor_name')
    .orderBy('artists.id')
    .execute();
}

/** Every artist's monthly view rows from `from` on (hidden artists too). */
export function listMonthViewsSince(db: DbOrTx, from: YearMonth) {
  return db
    .selectFrom('artist_monthly_views as m')
    .innerJoin('artists', 'artists.id', 'm.artist_id')
    .select(['artists.url_name', 'm.year', 'm.month', 'm.views'])
    .where(sql<number>`m.year * 100 + m.month`, '>=', from.year * 100 + from.month)
    .execute();
}
