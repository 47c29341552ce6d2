import { useRef, useState, type KeyboardEvent } from 'react';
import { AdminPage } from '@admin/components/admin-page';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { MonthClosing } from '@admin/components/month-closing';
import { useResetTraffic, useTrafficMonthClosures } from './api/traffic-queries';
import { CurrentTrafficPanel } from './current-traffic-panel';
import { MonthlyTrafficPanel } from './monthly-traffic-panel';
import { resetFailureText } from './reset-outcome';
import { TrafficCampaigns } from './traffic-campaigns';
import { trafficTexts as t } from './traffic-texts';

const TABS = [
  { id: 'current', label: t.current },
  { id: 'monthly', label: t.monthly },
] as const;
type TabId = (typeof TABS)[number]['id'];

export function TrafficStatsPage() {
  const [tab, setTab] = useState<TabId>('current');
  const reset = useResetTraffic();
  const closures = useTrafficMonthClosures();
  const dialogs = useAdminDialogs();
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ current: null, monthly: null });

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next: TabId = tab === 'current' ? 'monthly' : 'current';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const runReset = async () => {
    if (!(await dialogs.confirm(t.resetConfirm, { confirmLabel: t.reset, danger: true }))) return;
    try {
      await reset.mutateAsync();
      await dialogs.alert(t.resetSuccess);
    } catch (error) {
      console.error('Traffic update and reset failed', error);
      await dialogs.alert(resetFailureText(error));
    }
  };

  return (
    <AdminPage
      title={t.title}
      description={t.description}
    >
      <section className="admin-card">
        <div role="tablist" aria-label={t.tabs} className="admin-tabs" onKeyDown={onTabKey}>
          {TABS.map((item) => (
            <button
              key={item.id}
              ref={(node) => {
                tabRefs.current[item.id] = node;
              }}
              type="button"
              role="tab"
              id={`traffic-tab-${item.id}`}
              aria-selected={tab === item.id}
              aria-controls={`traffic-panel-${item.id}`}
              tabIndex={tab === item.id ? 0 : -1}
              className="admin-tab"
              onClick={() => setTab(item.id)}
            >
              {item.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`traffic-panel-${tab}`} aria-labelledby={`traffic-tab-${tab}`} className="admin-tab-panel">
          {tab === 'current' ? <CurrentTrafficPanel /> : <MonthlyTrafficPanel />}
        </div>
      </section>
      <MonthClosing closures={closures} explanation={t.resetExplanation} buttonLabel={t.reset} danger busy={reset.isPending} onClose={() => void runReset()} />
      <TrafficCampaigns />
    </AdminPage>
  );
}
import './traffic.css';
