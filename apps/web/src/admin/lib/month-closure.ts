import type { MonthClosure } from '@agency/contract/month-closures';
import { formatDateTime } from './format';

/** How a closed month came to be closed, for the month selectors of the dashboard and the traffic page. */
export function monthClosureNote(closure: MonthClosure): string {
  const when = formatDateTime(closure.closedAt);
  if (closure.closedBy === 'job') return `${when}에 자동으로 마감되었습니다 (달이 바뀐 뒤 서버가 지난달을 마감합니다).`;
  if (closure.closedBy === 'manual') return `${when}에 관리자가 수동으로 마감했습니다.`;
  return `${when}에 마감되었습니다.`;
}

/** `YYYY-MM` months of both lists, newest first, without repeats. */
export function mergeMonths(...lists: readonly (readonly string[])[]): string[] {
  return [...new Set(lists.flat())].sort((a, b) => b.localeCompare(a));
}
