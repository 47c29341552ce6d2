import { Fragment } from 'react';
import type { DiffLine } from '@admin/lib/text-diff';
import { useNames } from './history-names';
import { historyTexts as t } from './history-texts';
import { isImageAddress, ITEM_LABELS, type RefKind } from './state-diff';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function Thumbnail({ url }: { url: string }) {
  return (
    <a className="admin-history-thumb" href={url} target="_blank" rel="noopener">
      <img src={url} alt="" loading="lazy" width={72} height={72} />
      <span className="visually-hidden">{url}</span>
    </a>
  );
}

/** One property of a list item, named as its edit screen names it: an artist by name, the platform by name. */
function ItemField({ name, value }: { name: string; value: unknown }) {
  const names = useNames();
  const shown =
    name === 'artistId' && typeof value === 'number' ? names.artist(value) : name === 'isYoutube' && typeof value === 'boolean' ? (value ? 'YouTube' : 'Vimeo') : undefined;
  return (
    <span className="admin-history-field">
      <span className="admin-muted">{ITEM_LABELS[name] ?? name}</span>{' '}
      {shown ?? (isImageAddress(value) ? <Thumbnail url={value} /> : typeof value === 'object' && value !== null ? <StateValue value={value} /> : value === null || value === '' ? t.none : String(value))}
    </span>
  );
}

/** One item of a list: its values under their labels (the priority is the list's order). */
function ListItem({ item }: { item: unknown }) {
  if (!isRecord(item)) return <StateValue value={item} />;
  const entries = Object.entries(item).filter(([key]) => key !== 'priority');
  // A picture alone (detail pictures, polaroids) is its thumbnail.
  if (entries.length === 1 && entries[0]![0] === 'imageUrl' && isImageAddress(entries[0]![1])) return <Thumbnail url={entries[0]![1]} />;
  return (
    <>
      {entries.map(([key, value]) => (
        <ItemField key={key} name={key} value={value} />
      ))}
    </>
  );
}

/**
 * A value of a state, readable: texts as they are, pictures as thumbnails, lists item by item, ids of artists and
 * boards (`refs`) by name.
 */
export function StateValue({ value, refs }: { value: unknown; refs?: RefKind }) {
  const names = useNames();
  if (value === undefined || value === null || value === '') return <span className="admin-muted">{t.none}</span>;
  if (typeof value === 'boolean') return <>{value ? '예' : '아니오'}</>;
  if (isImageAddress(value)) return <Thumbnail url={value} />;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="admin-muted">{t.none}</span>;
    if (value.every((item) => typeof item === 'number')) {
      const named = value.map((id) => (refs ? names[refs](id) : `#${id}`));
      return named.length > 5 ? (
        <ol className="admin-history-list admin-history-names">
          {named.map((name, index) => (
            <li key={index}>{name}</li>
          ))}
        </ol>
      ) : (
        <>{named.join(', ')}</>
      );
    }
    return (
      <ol className="admin-history-list">
        {value.map((item, index) => (
          <li key={index}>
            <ListItem item={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (isRecord(value)) return <ListItem item={value} />;
  return <span className="admin-history-text">{String(value)}</span>;
}

/**
 * One side of a text's difference, line by line: changed lines tinted, their changed words marked (`del` before,
 * `ins` after), so a one-word edit in a long text is found at a glance.
 */
export function TextSide({ lines, side }: { lines: DiffLine[]; side: 'before' | 'after' }) {
  if (lines.length === 0 || lines.every((line) => line.pieces.length === 0)) return <span className="admin-muted">{t.none}</span>;
  const Mark = side === 'before' ? 'del' : 'ins';
  return (
    <div className="admin-history-text admin-diff-text">
      {lines.map((line, index) => (
        <div key={index} className={line.changed ? `admin-diff-line is-${side}` : 'admin-diff-line'}>
          {line.pieces.length === 0
            ? '\u00a0'
            : line.pieces.map((piece, n) => (piece.changed ? <Mark key={n}>{piece.text}</Mark> : <Fragment key={n}>{piece.text}</Fragment>))}
        </div>
      ))}
    </div>
  );
}
