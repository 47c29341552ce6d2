import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * What an admin had typed (and picked: files are kept too) when the session ended, and the edit version the
 * form was based on (decision 072): a restored draft is saved on that version, so a change another admin made
 * meanwhile is a conflict, not overwritten.
 */
export type Draft<T> = { savedAt: string; values: T; baseVersion?: number | undefined };

let store: UseStore | undefined;
/** IndexedDB, opened on first use: it holds picked files, which sessionStorage cannot. */
function draftStore(): UseStore {
  store ??= createStore('agency-admin', 'drafts');
  return store;
}

/** Drafts belong to one account and one screen. */
export function draftKey(username: string, pathname: string): string {
  return `${username}\n${pathname}`;
}

export function saveDraft<T>(key: string, values: T, baseVersion: number | undefined): Promise<void> {
  const draft: Draft<T> = { savedAt: new Date().toISOString(), values, baseVersion };
  return set(key, draft, draftStore());
}

export async function readDraft<T>(key: string): Promise<Draft<T> | undefined> {
  try {
    return await get<Draft<T>>(key, draftStore());
  } catch (error) {
    console.error('Reading a kept draft failed', error);
    return undefined;
  }
}

export function removeDraft(key: string): Promise<void> {
  return del(key, draftStore());
}

/** Picked files come back from storage without their preview address: make new ones. */
export function withFreshPreviews<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withFreshPreviews(item)) as T;
  if (value === null || typeof value !== 'object' || value instanceof Blob) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = withFreshPreviews(item);
  if (copy.file instanceof Blob) copy.previewUrl = URL.createObjectURL(copy.file);
  return copy as T;
}
