import './page-placeholder.css';

type Cards = {
  count: number;
  /** The cards' picture: a portrait (roster) or a 16:9 still (videos). */
  aspect: 'portrait' | 'video';
  /** The grid class of the page's own list, so the placeholders take its columns. */
  gridClassName: string;
};

type PagePlaceholderProps = {
  /** The loading text (SPEC: "Shows a loading text"): said to screen readers and shown small above the shapes. */
  label: string;
  /** A wide top picture (production, news, about) or the artist's portrait beside info lines. */
  top?: 'hero' | 'portrait';
  lines?: number;
  cards?: Cards;
};

const keys = (count: number) => Array.from({ length: count }, (_, index) => index);

/** The page's layout in grey while its data loads, instead of a spinner on white (issue 15). */
export function PagePlaceholder({ label, top, lines = 0, cards }: PagePlaceholderProps) {
  return (
    <div className="page-placeholder" aria-busy="true">
      <p className="page-placeholder-status" role="status">
        {label}
      </p>
      <div aria-hidden="true">
        {top === 'hero' && <span className="placeholder-shape placeholder-hero" />}
        {top === 'portrait' ? (
          <div className="placeholder-split">
            <span className="placeholder-shape placeholder-portrait" />
            <PlaceholderLines count={Math.max(lines, 4)} />
          </div>
        ) : (
          lines > 0 && <PlaceholderLines count={lines} />
        )}
        {cards && (
          <ul className={`placeholder-cards ${cards.gridClassName}`}>
            {keys(cards.count).map((key) => (
              <li key={key}>
                <span className={`placeholder-shape placeholder-${cards.aspect}`} />
                <span className="placeholder-shape placeholder-line placeholder-line--short" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function PlaceholderLines({ count }: { count: number }) {
  return (
    <div className="placeholder-lines">
      {keys(count).map((key) => (
        <span key={key} className="placeholder-shape placeholder-line" />
      ))}
    </div>
  );
}
