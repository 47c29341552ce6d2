import { HEIGHT_FILTER, isNarrowed, ROSTER_QUERY_MAX, type RosterFilter } from '@agency/contract/roster-filter';
import { feetAndInches } from '@agency/contract/measurements';
import { useId, useState } from 'react';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { managementTexts } from '../management-texts';

type RosterFiltersProps = {
  filter: RosterFilter;
  /** How many artists the filter finds (announced to screen readers); undefined while unknown. */
  found: number | undefined;
  onChange: (next: Partial<RosterFilter>, options?: { replace?: boolean }) => void;
  onReset: () => void;
};

const HEIGHTS = Array.from({ length: (HEIGHT_FILTER.to - HEIGHT_FILTER.from) / HEIGHT_FILTER.step + 1 }, (_, i) => HEIGHT_FILTER.from + i * HEIGHT_FILTER.step);

/** A height choice: `170 cm`, with feet and inches on ENG pages. */
const heightLabel = (cm: number, english: boolean) => (english ? `${cm} cm (${feetAndInches(cm)})` : `${cm} cm`);

/**
 * The name search and the height range (decision 079). The name is applied as it is typed (the URL follows
 * without a history entry per letter); the result count is a polite live region.
 */
export function RosterFilters({ filter, found, onChange, onReset }: RosterFiltersProps) {
  const t = useTexts(managementTexts);
  const english = useLanguage().language === 'en';
  const id = useId();
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

  return (
    <form role="search" className="roster-filters" aria-label={t.filters} onSubmit={(event) => event.preventDefault()}>
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
      <p className="roster-count" aria-live="polite" aria-atomic="true">
        {found === undefined ? '' : t.count(found)}
      </p>
    </form>
  );
}
