import { lastMonthClosure, type MonthClosures } from '@agency/contract/month-closures';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useIsFullAdmin } from '@admin/lib/session-context';
import { formatYearMonth } from '../lib/format';
import { monthClosureNote } from '../lib/month-closure';

type MonthClosingProps = {
  closures: UseQueryResult<MonthClosures>;
  /** What closing does, shown next to the button. */
  explanation: string;
  buttonLabel: string;
  danger?: boolean;
  busy: boolean;
  onClose: () => void;
};

/**
 * Closing last month by hand, apart from the statistics it changes: the button shows only while last month is
 * open; once closed, the card says when and by whom (the monthly job or an admin). Without the closures (a
 * failed read) the button shows, and the server answers 409 if the month is closed.
 */
export function MonthClosing({ closures, explanation, buttonLabel, danger = false, busy, onClose }: MonthClosingProps) {
  const headingId = useId();
  // Editors may not reset statistics (the server answers 403, which would end their session).
  const fullAdmin = useIsFullAdmin();
  if (closures.isPending) return null;
  const closure = closures.data ? lastMonthClosure(closures.data) : undefined;
  const month = closures.data ? ` (${formatYearMonth(closures.data.lastMonth)})` : '';
  return (
    <section className="admin-card admin-month-closing" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-card-title">
        지난달 마감{month}
      </h2>
      {closure ? (
        <p className="admin-muted">{monthClosureNote(closure)}</p>
      ) : (
        <div className="admin-month-closing-body">
          <p className="admin-muted">{explanation}</p>
          {fullAdmin ? (
            <button type="button" className={`admin-button${danger ? ' admin-button--danger' : ''}`} disabled={busy} onClick={onClose}>
              {buttonLabel}
            </button>
          ) : (
            <p className="admin-muted">관리자 계정만 지난달을 마감할 수 있습니다.</p>
          )}
        </div>
      )}
    </section>
  );
}
