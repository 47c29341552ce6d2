import { INITIAL_DATA_ELEMENT_ID, type InitialData } from '@agency/contract/query-keys';

/** The answers the server put into the page (`<script id="initial-data">`); {} when there are none or they do not parse. */
export function readInitialData(doc: Document = document): InitialData {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const result: InitialData = {};
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof value !== 'object' || value === null || !('data' in value)) continue;
      const entry = value as { data: unknown; refresh?: unknown };
      result[key] = entry.refresh === true ? { data: entry.data, refresh: true } : { data: entry.data };
    }
    return result;
  } catch (error) {
    console.error('Invalid initial-data JSON', error);
    return {};
  }
}
