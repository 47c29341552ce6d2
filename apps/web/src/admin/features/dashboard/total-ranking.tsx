import type { ViewsData } from '@agency/contract/view-stats';
import { ArtistThumb } from '@admin/components/artist-thumb';
import { formatCount, formatShare, sharePercent } from '@admin/lib/format';
import { useViewsTrend } from './api/views-queries';
import { rankTotal } from './dashboard-stats';
import { dashboardTexts as t } from './dashboard-texts';
import { TrendSparkline } from './trend-sparkline';

const PODIUM = 3;

/** All-time ranking: the top three as cards, bars for everyone, and the full table. */
export function TotalRanking({ ranking }: { ranking: ViewsData['totalRankingData'] }) {
  const ranked = rankTotal(ranking);
  const total = ranked.reduce((sum, artist) => sum + artist.totalViews, 0);
  const max = ranked[0]?.totalViews ?? 0;
  // The trend is an extra: without it (loading or failed) the ranking shows as before.
  const trend = useViewsTrend().data;
  const trendOf = (urlName: string) => trend?.artists.find((artist) => artist.urlName === urlName)?.views;
  if (ranked.length === 0)
    return (
      <section className="admin-card">
        <h2 className="admin-card-title">{t.totalRanking}</h2>
        <p className="admin-empty">{t.noData}</p>
      </section>
    );

  return (
    <section className="admin-card" aria-labelledby="total-ranking-title">
      <h2 className="admin-card-title" id="total-ranking-title">
        {t.totalRanking}
      </h2>
      <ol className="admin-podium">
        {ranked.slice(0, PODIUM).map((artist, index) => (
          <li key={artist.urlName} className="admin-podium-card">
            <span className="admin-podium-rank">{index + 1}</span>
            <ArtistThumb src={artist.mainImage} name={artist.korName} />
            <span className="admin-artist-names">
              <strong>{artist.korName}</strong>
              <span>{artist.engName}</span>
            </span>
            <span className="admin-podium-views">{formatCount(artist.totalViews)}</span>
          </li>
        ))}
      </ol>

      <ul className="admin-bars" aria-label={`${t.totalRanking} 막대`}>
        {ranked.map((artist) => (
          <li key={artist.urlName} className="admin-bar-row admin-bar-row--trend">
            <span className="admin-bar-label">{artist.korName}</span>
            <span className="admin-bar-track" aria-hidden="true">
              {artist.totalViews > 0 && <span className="admin-bar-fill" style={{ width: `${Math.max(2, sharePercent(artist.totalViews, max))}%` }} />}
            </span>
            <span className="admin-bar-value">{formatCount(artist.totalViews)}</span>
            <span className="admin-bar-trend">
              {trend && <TrendSparkline months={trend.months} views={trendOf(artist.urlName) ?? []} name={artist.korName} />}
            </span>
          </li>
        ))}
      </ul>

      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={`${t.totalRanking} 표`}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t.rank}</th>
              <th scope="col">{t.profile}</th>
              <th scope="col">{t.korName}</th>
              <th scope="col">{t.engName}</th>
              <th scope="col" className="num">
                {t.cumulative}
              </th>
              <th scope="col" className="num">
                {t.currentMonth}
              </th>
              <th scope="col" className="num">
                {t.share}
              </th>
            </tr>
          </thead>
          <tbody>
            {ranked.map((artist, index) => (
              <tr key={artist.urlName}>
                <td>{index + 1}</td>
                <td>
                  <ArtistThumb src={artist.mainImage} name={artist.korName} />
                </td>
                <td>{artist.korName}</td>
                <td>{artist.engName}</td>
                <td className="num">{formatCount(artist.totalViews)}</td>
                <td className="num">{formatCount(artist.currentMonthViews)}</td>
                <td className="num">{formatShare(artist.totalViews, total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
