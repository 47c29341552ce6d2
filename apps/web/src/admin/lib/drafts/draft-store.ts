import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/**
 * What an admin has typed (and picked: files are kept too) on a screen and not saved: kept while they type, so a
 * closed tab, a crash or an ended session loses nothing (decision 101). With it the edit version the form was based
 * on and that version's contents (decision 072): a restored draft is saved on that version, so a change another
 * admin made meanwhile is a conflict to merge, not overwritten. Drafts kept before these were recorded lack them.
 */
export type Draft<T> = {
  savedAt: string;
  values: T;
  baseVersion?: number | undefined;
  baseValues?: T | undefined;
  /** The screen's title, for the dashboard's list. */
  title?: string | undefined;
};

/** A draft as the dashboard lists it. */
export type DraftSummary = { key: string; path: string; title: string; savedAt: string };

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

/** The screen a draft belongs to. */
export function draftPath(key: string): string {
  return key.slice(key.indexOf('\n') + 1);
}

export function saveDraft<T>(key: string, draft: Omit<Draft<T>, 'savedAt'>): Promise<void> {
  return set(key, { ...draft, savedAt: new Date().toISOString() } satisfies Draft<T>, draftStore());
}

/** The account's drafts, newest first. */
export async function listDrafts(username: string): Promise<DraftSummary[]> {
  const prefix = draftKey(username, '');
  const all = await entries<IDBValidKey, Draft<unknown>>(draftStore());
  return all
    .filter((entry): entry is [string, Draft<unknown>] => typeof entry[0] === 'string' && entry[0].startsWith(prefix))
    .map(([key, draft]) => ({ key, path: draftPath(key), title: draft.title ?? draftPath(key), savedAt: draft.savedAt }))
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
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
