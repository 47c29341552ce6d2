import { PACKAGE_STATUS_LABELS } from '@agency/contract/package-limits';
import { PACKAGE_ANSWERS_DAYS } from '@agency/contract/packages';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '@shared/api/api-client';
import { adminPath } from '@admin/lib/admin-paths';
import { formatDateTime } from '@admin/lib/format';
import { queryKeys } from '@admin/lib/query-keys';

/** The words of this card (the package screens' own texts live with them). */
const t = {
  title: '패키지 새 답변',
  lead: (days: number) => `최근 ${days}일 동안 클라이언트가 남긴 선택과 코멘트입니다.`,
  line: (who: string, artist: string, status: string) => `${who} · ${artist}: ${status}`,
} as const;

/** How often the dashboard asks again (clients answer at any time). */
const REFRESH_MS = 60_000;

/** The dashboard's newest client answers on packages, each linking to its package (nothing when there are none). */
export function NewPackageAnswers() {
  const answers = useQuery({ queryKey: queryKeys.packages.answers(), queryFn: () => call('listPackageAnswers'), refetchInterval: REFRESH_MS });
  if (!answers.isSuccess || answers.data.length === 0) return null;
  return (
    <section className="admin-card" aria-labelledby="package-answers-title">
      <h2 id="package-answers-title" className="admin-card-title">
        {t.title}
      </h2>
      <p className="admin-muted">{t.lead(PACKAGE_ANSWERS_DAYS)}</p>
      <ul className="admin-answer-log">
        {answers.data.map((answer) => (
          <li key={`${answer.packageId}-${answer.at}-${answer.artistName}-${answer.who}`}>
            <time dateTime={answer.at}>{formatDateTime(answer.at)}</time>
            <span>
              <Link to={adminPath('package', { id: answer.packageId })}>{answer.packageTitle}</Link> ·{' '}
              {t.line(answer.who, answer.artistName, PACKAGE_STATUS_LABELS[answer.status])}
            </span>
            {answer.comment && <q className="admin-answer-comment">{answer.comment}</q>}
          </li>
        ))}
      </ul>
    </section>
  );
}
