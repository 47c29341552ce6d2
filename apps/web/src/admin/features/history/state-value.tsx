import { historyTexts as t } from './history-texts';
import { isImageAddress } from './state-diff';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function Thumbnail({ url }: { url: string }) {
  return (
    <a className="admin-history-thumb" href={url} target="_blank" rel="noopener">
      <img src={url} alt="" loading="lazy" width={72} height={72} />
      <span className="visually-hidden">{url}</span>
    </a>
  );
}

/** One item of a list: its picture as a thumbnail, its other values as short text (the priority is the list's order). */
function ListItem({ item }: { item: unknown }) {
  if (!isRecord(item)) return <StateValue value={item} />;
  const entries = Object.entries(item).filter(([key]) => key !== 'priority');
  return (
    <>
      {entries.map(([key, value]) =>
        isImageAddress(value) ? (
          <Thumbnail key={key} url={value} />
        ) : (
          <span key={key} className="admin-history-field">
            <span className="admin-muted">{key}</span> {value === null ? t.none : String(value)}
          </span>
        ),
      )}
    </>
  );
}

/** A value of a state, readable: texts as they are, pictures as thumbnails, lists item by item. */
export function StateValue({ value }: { value: unknown }) {
  if (value === undefined || value === null || value === '') return <span className="admin-muted">{t.none}</span>;
  if (typeof value === 'boolean') return <>{value ? '예' : '아니오'}</>;
  if (isImageAddress(value)) return <Thumbnail url={value} />;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="admin-muted">{t.none}</span>;
    if (value.every((item) => typeof item === 'number')) return <>{value.map((id) => `#${id}`).join(', ')}</>;
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
