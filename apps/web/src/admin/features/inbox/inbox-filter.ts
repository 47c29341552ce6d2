import { INQUIRY_FILTER_STATUSES, type InquiryFilter, type InquiryFilterStatus } from '@agency/contract/inquiries';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The inbox's filter as the address keeps it (?q&status&from&to): reload, back and a shared link keep it. */
export function filterFromParams(params: URLSearchParams): InquiryFilter {
  const q = params.get('q')?.trim() || undefined;
  const status = params.get('status');
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  let from = day('from');
  let to = day('to');
  if (from && to && from > to) [from, to] = [to, from];
  return {
    q,
    status: INQUIRY_FILTER_STATUSES.includes(status as InquiryFilterStatus) ? (status as InquiryFilterStatus) : undefined,
    from,
    to,
  };
}

/** The address parameters of a filter and page (empty values left out). */
export function paramsOf(filter: InquiryFilter, page = 1): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) if (value) params[key] = value;
  if (page > 1) params.page = String(page);
  return params;
}

export function isFiltered(filter: InquiryFilter): boolean {
  return Object.values(filter).some(Boolean);
}
