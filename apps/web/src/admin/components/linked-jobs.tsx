import { JOB_STATUS_LABELS } from '@agency/contract/jobs';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '@shared/api/api-client';
import { adminPath } from '@admin/lib/admin-paths';
import { queryKeys } from '@admin/lib/query-keys';

type Source = { inquiryId: number } | { packageId: number };

/** The jobs made from an inquiry or a package, and the way to make one (issue 38): on the inquiry's and the package's screens. */
export function LinkedJobs({ source }: { source: Source }) {
  const jobs = useQuery({ queryKey: queryKeys.jobs.list(source), queryFn: () => call('listJobs', { query: source }) });
  const from = 'inquiryId' in source ? `inquiryId=${source.inquiryId}` : `packageId=${source.packageId}`;
  return (
    <section className="admin-card" aria-labelledby="linked-jobs-title">
      <h2 id="linked-jobs-title" className="admin-card-title">
        잡 · 부킹
      </h2>
      {jobs.isSuccess && jobs.data.jobs.length > 0 && (
        <ul className="admin-linked-jobs">
          {jobs.data.jobs.map((job) => (
            <li key={job.id}>
              <Link to={adminPath('job', { id: job.id })}>{job.title}</Link> · {JOB_STATUS_LABELS[job.status].ko} · {job.days.map((d) => d.date).join(', ')}
            </li>
          ))}
        </ul>
      )}
      <Link to={`${adminPath('newJob')}?${from}`} className="admin-button">
        {'inquiryId' in source ? '이 문의로 잡 만들기' : '이 패키지로 잡 만들기'}
      </Link>
    </section>
  );
}
