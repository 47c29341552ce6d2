import type { ViewsData } from '@agency/contract/view-stats';

export type DashboardSummary = { artistCount: number; totalViews: number; averageViews: number; maxViews: number };

/** Summary cards: figures over the all-time ranking (one entry per artist). Average with one decimal. */
export function summarize(ranking: ViewsData['totalRankingData']): DashboardSummary {
  const totalViews = ranking.reduce((sum, artist) => sum + artist.totalViews, 0);
  return {
    artistCount: ranking.length,
    totalViews,
    averageViews: ranking.length > 0 ? Math.round((totalViews / ranking.length) * 10) / 10 : 0,
    maxViews: ranking.reduce((max, artist) => Math.max(max, artist.totalViews), 0),
  };
}

export type RankedBar = { name: string; engName: string; views: number };

/** A month's bars, most viewed first; an artist without views in the month gets no bar. */
export function rankBars(rows: RankedBar[]): RankedBar[] {
  return rows.filter((row) => row.views > 0).sort((a, b) => b.views - a.views);
}

/** The all-time ranking, most viewed first. */
export function rankTotal(ranking: ViewsData['totalRankingData']): ViewsData['totalRankingData'] {
  return [...ranking].sort((a, b) => b.totalViews - a.totalViews);
}
