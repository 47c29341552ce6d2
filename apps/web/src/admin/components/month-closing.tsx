import { lastMonthClosure, type MonthClosures } from '@agency/contract/month-closures';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
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
          <button type="button" className={`admin-button${danger ? ' admin-button--danger' : ''}`} disabled={busy} onClick={onClose}>
            {buttonLabel}
          </button>
        </div>
      )}
    </section>
  );
}
