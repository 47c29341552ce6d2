/**
 * Merging an edit with a newer stored version after a 409 (decision 101): field by field, three ways. `base` is the
 * content the form was based on, `mine` what the form holds, `latest` the content stored now. A field the admin
 * changed keeps the admin's value unless they choose otherwise; a field only another admin changed takes theirs.
 * Lists of stored rows (pictures, videos) merge row by row, keyed by their database id.
 */

/** One unit of the merge: a value at a path (a text, a picture slot, a link), or a list whose rows merge one by one. */
export type MergeField = {
  path: string;
  label: string;
  /** `rows`: a list of stored rows, merged row by row. */
  kind?: 'value' | 'rows';
  /**
   * What makes a row the same row in both versions (`rows` only). Without it, its database id (`storedId`): for lists
   * whose rows keep their ids when saved. Lists the server writes anew on each save (new ids) name their rows by
   * content instead (a picture's address); their ids are then not compared.
   */
  rowIdentity?: (row: Record<string, unknown>) => string;
  /** A row's name in the merge view (`rows` only); position counts from 1. */
  rowLabel?: (row: Record<string, unknown>, position: number) => string;
  /** How a value reads in the merge view, when it is not text, a picture or a list of pictures. */
  format?: (value: unknown) => string;
};

export type MergeSide = 'mine' | 'latest';

/** A field (or a row of a list) whose value in the form differs from the stored one. */
export type MergeItem = {
  key: string;
  field: MergeField;
  label: string;
  /** `undefined` for a row that is not there (never added, or deleted). */
  mine: unknown;
  latest: unknown;
  /** The row's value in the version the form was based on (rows: tells a deleted row from one never there). */
  base: unknown;
  changedByMe: boolean;
  changedByThem: boolean;
  /** What the merge takes unless the admin chooses otherwise. */
  proposed: MergeSide;
};

export type MergeInput<T> = {
  fields: MergeField[];
  /** The content the form was based on; undefined when unknown (then `defaults` stands in). */
  base: T | undefined;
  /** What the form last read (react-hook-form's default values): a field equal to it was not edited. */
  defaults: T | undefined;
  mine: T;
  latest: T;
};

type Row = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof Blob) && !Array.isArray(value);
}

/** Equal as far as the admin can see: a picked file by its name, size, type and date; preview addresses ignored. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Blob || b instanceof Blob) {
    if (!(a instanceof Blob) || !(b instanceof Blob)) return false;
    const nameOf = (blob: Blob) => (blob instanceof File ? `${blob.name}\n${blob.lastModified}` : '');
    return a.size === b.size && a.type === b.type && nameOf(a) === nameOf(b);
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValue(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    keys.delete('previewUrl');
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

export function getPath(value: unknown, path: string): unknown {
  let node = value;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** A copy of `value` with `path` set (arrays and objects along the path copied; files kept as they are). */
export function setPath<T>(value: T, path: string, next: unknown): T {
  const [head, ...rest] = path.split('.');
  const key = head ?? '';
  const container: unknown = value;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(container) ? [...(container as unknown[])] : { ...(container as Record<string, unknown>) };
  const current = (copy as Record<string, unknown>)[key];
  (copy as Record<string, unknown>)[key] = rest.length === 0 ? next : setPath(current ?? (/^\d+$/.test(rest[0] ?? '') ? [] : {}), rest.join('.'), next);
  return copy as T;
}

function rowsOf(value: unknown): Row[] {
  return Array.isArray(value) ? value.filter(isPlainObject) : [];
}

/** The rows of a list by their identity: the database id, or the field's `rowIdentity` (the n-th of equal ones). */
function keyed(field: MergeField, rows: Row[]): Map<string, Row> {
  const seen = new Map<string, number>();
  return new Map(
    rows.map((row, index) => {
      if (!field.rowIdentity) return [typeof row.storedId === 'number' ? `id:${row.storedId}` : `new:${index}`, row];
      const identity = field.rowIdentity(row);
      const nth = seen.get(identity) ?? 0;
      seen.set(identity, nth + 1);
      return [`row:${identity}#${nth}`, row];
    }),
  );
}

/** A row as compared: rows named by content are the same row whatever their (renewed) database id. */
function comparable(field: MergeField, row: Row | undefined): unknown {
  if (!row || !field.rowIdentity) return row;
  const { storedId: _id, ...rest } = row;
  return rest;
}

/** The rows of a list field, each key once: the stored list's order first, then the form's own rows. */
function rowKeys(mine: Map<string, Row>, latest: Map<string, Row>): string[] {
  return [...latest.keys(), ...[...mine.keys()].filter((key) => !latest.has(key))];
}

/** A row only the form has, never stored (so neither the base nor what the form read can hold it). */
const isUnsaved = (key: string) => key.startsWith('new:');

/** Changed in the form: different from the version it was based on and from what it last read. */
function edited(mine: unknown, base: unknown, defaults: unknown): boolean {
  return !sameValue(mine, base) && !sameValue(mine, defaults);
}

/**
 * The screen's fields, and one more for each top-level value of the form none of them covers (named by its key): a
 * value the screen forgot to name is still merged, never silently replaced.
 */
export function completeFields(fields: MergeField[], sample: unknown): MergeField[] {
  if (!isPlainObject(sample)) return fields;
  const missing = Object.keys(sample).filter((key) => !fields.some((field) => field.path === key || field.path.startsWith(`${key}.`)));
  return [...fields, ...missing.map((path) => ({ path, label: path }))];
}

/** Every field or row where the form and the stored content differ, with what the merge proposes. */
export function planMerge<T>({ fields, base, defaults, mine, latest }: MergeInput<T>): MergeItem[] {
  const baseline = base ?? defaults;
  const items: MergeItem[] = [];
  for (const field of completeFields(fields, mine)) {
    if (field.kind === 'rows') {
      const mineRows = keyed(field, rowsOf(getPath(mine, field.path)));
      const latestRows = keyed(field, rowsOf(getPath(latest, field.path)));
      const baseRows = keyed(field, rowsOf(getPath(baseline, field.path)));
      const defaultRows = keyed(field, rowsOf(getPath(defaults, field.path)));
      const mineList = [...mineRows.values()];
      const latestList = [...latestRows.values()];
      for (const key of rowKeys(mineRows, latestRows)) {
        const m = comparable(field, mineRows.get(key));
        const l = comparable(field, latestRows.get(key));
        if (sameValue(m, l)) continue;
        const b = isUnsaved(key) ? undefined : comparable(field, baseRows.get(key));
        const d = isUnsaved(key) ? undefined : comparable(field, defaultRows.get(key));
        const changedByMe = edited(m, b, d);
        const mineRow = mineRows.get(key);
        const latestRow = latestRows.get(key);
        const position = mineRow ? mineList.indexOf(mineRow) + 1 : latestList.indexOf(latestRow as Row) + 1;
        items.push({
          key: `${field.path}#${key}`,
          field,
          label: field.rowLabel ? field.rowLabel((mineRow ?? latestRow) as Row, position) : `${field.label} ${position}`,
          mine: mineRow,
          latest: latestRow,
          base: b,
          changedByMe,
          changedByThem: !sameValue(l, b),
          proposed: changedByMe ? 'mine' : 'latest',
        });
      }
      continue;
    }
    const m = getPath(mine, field.path);
    const l = getPath(latest, field.path);
    if (sameValue(m, l)) continue;
    const b = getPath(baseline, field.path);
    const changedByMe = edited(m, b, getPath(defaults, field.path));
    items.push({ key: field.path, field, label: field.label, mine: m, latest: l, base: b, changedByMe, changedByThem: !sameValue(l, b), proposed: changedByMe ? 'mine' : 'latest' });
  }
  return items;
}

export type MergeChoices = Record<string, MergeSide>;

/** The proposal of each item, overridden by the admin's choices. */
export function choiceOf(item: MergeItem, choices: MergeChoices): MergeSide {
  return choices[item.key] ?? item.proposed;
}

/** The items where the admin's own edit is given up for the stored content (asked for before it happens). */
export function discardedEdits(items: MergeItem[], choices: MergeChoices): MergeItem[] {
  return items.filter((item) => item.changedByMe && choiceOf(item, choices) === 'latest');
}

function priorityOf(row: Row): number {
  return typeof row.priority === 'number' ? row.priority : Number.MAX_SAFE_INTEGER;
}

/**
 * The form's new contents: the stored content, with the chosen side of every item. Rows keep the list's order by
 * priority; a row kept from the form that another admin deleted comes back as a new row.
 */
export function applyMerge<T>({ fields, mine, latest }: Pick<MergeInput<T>, 'fields' | 'mine' | 'latest'>, items: MergeItem[], choices: MergeChoices): T {
  const itemsByKey = new Map(items.map((item) => [item.key, item]));
  let result = latest;
  for (const field of completeFields(fields, mine)) {
    if (field.kind === 'rows') {
      const mineRows = keyed(field, rowsOf(getPath(mine, field.path)));
      const latestRows = keyed(field, rowsOf(getPath(latest, field.path)));
      const merged: Row[] = [];
      for (const key of rowKeys(mineRows, latestRows)) {
        const item = itemsByKey.get(`${field.path}#${key}`);
        const side = item ? choiceOf(item, choices) : latestRows.has(key) ? 'latest' : 'mine';
        const row = side === 'mine' ? mineRows.get(key) : latestRows.get(key);
        if (!row) continue;
        if (side === 'mine' && key.startsWith('id:') && !latestRows.has(key)) {
          const { storedId: _gone, ...asNew } = row;
          merged.push(asNew);
        } else merged.push(row);
      }
      // Stable: rows of equal priority keep the stored list's order.
      merged.sort((a, b) => priorityOf(a) - priorityOf(b));
      result = setPath(result, field.path, merged);
      continue;
    }
    const item = itemsByKey.get(field.path);
    if (item && choiceOf(item, choices) === 'mine') result = setPath(result, field.path, item.mine);
  }
  return result;
}

/** A field for each top-level value of a form, labelled by `labels` (a key without a label is left out). */
export function fieldsOf(labels: Record<string, string>, rows: Record<string, MergeField['rowLabel'] | true> = {}): MergeField[] {
  return Object.entries(labels).map(([path, label]) => {
    const rowLabel = rows[path];
    if (rowLabel === undefined) return { path, label };
    return rowLabel === true ? { path, label, kind: 'rows' } : { path, label, kind: 'rows', rowLabel };
  });
}
