import { VIEWS_MONTH_EXISTS } from '@agency/contract/view-stats';
import { useState } from 'react';
import { AdminPage } from '../shared/admin-page';
import { useAdminDialogs } from '../shared/dialogs/dialog-context';
import { statusOf, withReason } from '../shared/error-message';
import { LoadStatus } from '../shared/load-status';
import { useViewsData } from './api/get-views-data';
import { updateViewsManually } from './api/update-views-manually';
import { summarize } from './dashboard-stats';
import { dashboardTexts as t } from './dashboard-texts';
import { MonthRanking } from './month-ranking';
import { SummaryCards } from './summary-cards';
import { TotalRanking } from './total-ranking';

export function DashboardPage() {
  const views = useViewsData();
  const dialogs = useAdminDialogs();
  const [updating, setUpdating] = useState(false);

  const runManualUpdate = async () => {
    if (!(await dialogs.confirm(t.manualConfirm))) return;
    setUpdating(true);
    try {
      const text = await updateViewsManually();
      await dialogs.alert(text);
      views.reload();
    } catch (error) {
      console.error('Manual views update failed', error);
      await dialogs.alert(statusOf(error) === 409 ? VIEWS_MONTH_EXISTS : withReason(t.manualFailed, error));
    } finally {
      setUpdating(false);
    }
  };

  return (
    <AdminPage
      title={t.title}
      actions={
        <button type="button" className="admin-button" disabled={updating} onClick={() => void runManualUpdate()}>
          {t.manualUpdate}
        </button>
      }
    >
      {views.status === 'loading' && <LoadStatus kind="loading" />}
      {views.status === 'error' && <LoadStatus kind="error" text={t.loadFailed} />}
      {views.status === 'ready' && (
        <div className="admin-stack">
          <SummaryCards summary={summarize(views.data.totalRankingData)} />
          <MonthRanking data={views.data} />
          <TotalRanking ranking={views.data.totalRankingData} />
        </div>
      )}
    </AdminPage>
  );
}
