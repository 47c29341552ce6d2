import { VIEWS_MONTH_EXISTS } from '@agency/contract/view-stats';
import { AdminPage } from '@admin/components/admin-page';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { LoadStatus } from '@admin/components/load-status';
import { MonthClosing } from '@admin/components/month-closing';
import { NewInquiriesNotice } from '@admin/components/new-inquiries';
import { statusOf, withReason } from '@admin/lib/error-message';
import { useCloseViewsMonth, useViewsData, useViewsMonthClosures } from './api/views-queries';
import { summarize } from './dashboard-stats';
import { dashboardTexts as t } from './dashboard-texts';
import { MonthRanking } from './month-ranking';
import { NewPackageAnswers } from '@admin/components/new-package-answers';
import { WeekJobs } from '@admin/components/week-jobs';
import { OpenDrafts } from './open-drafts';
import { SummaryCards } from './summary-cards';
import { TotalRanking } from './total-ranking';

export function DashboardPage() {
  const views = useViewsData();
  const closeMonth = useCloseViewsMonth();
  const closures = useViewsMonthClosures();
  const dialogs = useAdminDialogs();

  const runManualUpdate = async () => {
    if (!(await dialogs.confirm(t.manualConfirm))) return;
    try {
      await dialogs.alert(await closeMonth.mutateAsync());
    } catch (error) {
      console.error('Manual views update failed', error);
      await dialogs.alert(statusOf(error) === 409 ? VIEWS_MONTH_EXISTS : withReason(t.manualFailed, error));
    }
  };

  return (
    <AdminPage
      title={t.title}
    >
      <OpenDrafts />
      <NewInquiriesNotice />
      <WeekJobs />
      <NewPackageAnswers />
      {views.isPending && <LoadStatus kind="loading" />}
      {views.isError && <LoadStatus kind="error" text={t.loadFailed} />}
      {views.isSuccess && (
        <div className="admin-stack">
          <SummaryCards summary={summarize(views.data.totalRankingData)} />
          <MonthRanking data={views.data} />
          <TotalRanking ranking={views.data.totalRankingData} />
        </div>
      )}
      <MonthClosing
        closures={closures}
        explanation={t.manualExplanation}
        buttonLabel={t.manualUpdate}
        busy={closeMonth.isPending}
        onClose={() => void runManualUpdate()}
      />
    </AdminPage>
  );
}
import './dashboard.css';
