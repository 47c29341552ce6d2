import { inquiryFilterSchema, type InquiryFilter } from '@agency/contract/inquiries';

const FILTER_KEYS = ['q', 'status', 'from', 'to'] as const;

/**
 * The inbox's filter as the address keeps it (?q&status&from&to): reload, back and a shared link keep it.
 * Checked by the contract's schema, the server's own; a value it refuses is dropped (a reversed range drops
 * its start), so a hand-edited address still shows a list.
 */
export function filterFromParams(params: URLSearchParams): InquiryFilter {
  const raw: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  for (;;) {
    const parsed = inquiryFilterSchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    const refused = parsed.error.issues.map((issue) => String(issue.path[0]));
    if (!refused.some((key) => key in raw)) return {};
    for (const key of refused) delete raw[key];
  }
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
