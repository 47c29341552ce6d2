import { HEIGHT_FILTER, isNarrowed, ROSTER_QUERY_MAX, type RosterFilter } from '@agency/contract/roster-filter';
import { feetAndInches } from '@agency/contract/measurements';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { managementTexts } from '../management-texts';

type RosterFiltersProps = {
  filter: RosterFilter;
  onChange: (next: Partial<RosterFilter>, options?: { replace?: boolean }) => void;
  onReset: () => void;
};

const HEIGHTS = Array.from({ length: (HEIGHT_FILTER.to - HEIGHT_FILTER.from) / HEIGHT_FILTER.step + 1 }, (_, i) => HEIGHT_FILTER.from + i * HEIGHT_FILTER.step);

/** A height choice: `170 cm`, with feet and inches on ENG pages. */
const heightLabel = (cm: number, english: boolean) => (english ? `${cm} cm (${feetAndInches(cm)})` : `${cm} cm`);

/** How many of the name, the lower and the upper height narrow the roster (the board is the page, not counted). */
const narrowings = (filter: RosterFilter) => [filter.query.trim() !== '', filter.minHeight !== null, filter.maxHeight !== null].filter(Boolean).length;

/**
 * The name search and the height range (decision 079). The name is applied as it is typed (the URL follows
 * without a history entry per letter). Below 768 px the fields are behind one button (decision 112): the panel
 * is a disclosure (aria-expanded), Escape in it closes it and gives the focus back to the button; the filter
 * itself stays in the URL either way, and the button says how many narrowings apply while it is closed.
 */
export function RosterFilters({ filter, onChange, onReset }: RosterFiltersProps) {
  const t = useTexts(managementTexts);
  const english = useLanguage().language === 'en';
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const narrowed = narrowings(filter);
  // The box keeps what is typed while the URL catches up, and follows the URL when it changes otherwise (reset, back).
  const [query, setQuery] = useState(filter.query);
  const [urlQuery, setUrlQuery] = useState(filter.query);
  if (filter.query !== urlQuery) {
    setUrlQuery(filter.query);
    setQuery(filter.query);
  }

  const heightSelect = (name: 'minHeight' | 'maxHeight', label: string) => (
    <div className="roster-filter roster-filter--height">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select
        id={`${id}-${name}`}
        value={filter[name] ?? ''}
        onChange={(event) => onChange({ [name]: event.target.value === '' ? null : Number(event.target.value) })}
      >
        <option value="">{t.anyHeight}</option>
        {HEIGHTS.map((cm) => (
          <option key={cm} value={cm}>
            {heightLabel(cm, english)}
          </option>
        ))}
      </select>
    </div>
  );

  // The button is only shown on phones; on wider screens the panel is always open and Escape is the field's own.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open || !toggle.current?.offsetParent) return;
    event.preventDefault();
    setOpen(false);
    toggle.current.focus();
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="roster-filter-toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((was) => !was)}
      >
        {narrowed > 0 ? t.filterToggleCount(narrowed) : t.filterToggle}
      </button>
      <form
        id={`${id}-panel`}
        role="search"
        className="roster-filters"
        aria-label={t.filters}
        data-open={open || undefined}
        onSubmit={(event) => event.preventDefault()}
        onKeyDown={closeOnEscape}
      >
        <div className="roster-filter roster-filter--name">
          <label htmlFor={`${id}-q`}>{t.search}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            maxLength={ROSTER_QUERY_MAX}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => {
              setQuery(event.target.value);
              onChange({ query: event.target.value }, { replace: true });
            }}
          />
        </div>
        {heightSelect('minHeight', t.heightFrom)}
        {heightSelect('maxHeight', t.heightTo)}
        <button type="button" className="roster-reset" onClick={onReset} disabled={!isNarrowed(filter)}>
          {t.reset}
        </button>
      </form>
    </>
  );
}

/** How many artists the filter finds, a polite live region; outside the filter panel, so phones see it closed. */
export function RosterCount({ found }: { found: number | undefined }) {
  const t = useTexts(managementTexts);
  return (
    <p className="roster-count" aria-live="polite" aria-atomic="true">
      {found === undefined ? '' : t.count(found)}
    </p>
  );
}
