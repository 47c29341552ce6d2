import type { InquiryFilter } from '@agency/contract/inquiries';
import { useId, useState, type FormEvent } from 'react';
import { DayField } from '@admin/components/fields/day-field';
import { isFiltered } from './inbox-filter';

const t = {
  label: '문의 검색과 필터',
  search: '검색',
  searchHint: '이름, 이메일, 제목, 내용',
  status: '상태',
  all: '전체',
  new: '미처리',
  handled: '처리 완료',
  from: '시작일',
  to: '종료일',
  apply: '검색',
  reset: '초기화',
};

type InboxFilterBarProps = { filter: InquiryFilter; onChange: (filter: InquiryFilter) => void };

/** Search (applied on Enter or the button), status and days (applied as they change), and a reset. */
export function InboxFilterBar({ filter, onChange }: InboxFilterBarProps) {
  const id = useId();
  const [text, setText] = useState(filter.q ?? '');
  const [shownQ, setShownQ] = useState(filter.q);
  // A new address (back, reset, a link) shows its own search text.
  if (shownQ !== filter.q) {
    setShownQ(filter.q);
    setText(filter.q ?? '');
  }
  const apply = (changes: Partial<InquiryFilter>) => onChange({ ...filter, ...changes });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ q: text.trim() || undefined });
  };

  return (
    <form className="admin-card admin-filter-bar" role="search" aria-label={t.label} onSubmit={submit}>
      <div className="admin-field admin-filter-search">
        <label htmlFor={`${id}-q`} className="admin-label">
          {t.search}
        </label>
        <input id={`${id}-q`} type="search" className="admin-input" placeholder={t.searchHint} value={text} maxLength={200} onChange={(event) => setText(event.target.value)} />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-status`} className="admin-label">
          {t.status}
        </label>
        <select
          id={`${id}-status`}
          className="admin-input"
          value={filter.status ?? ''}
          onChange={(event) => apply({ status: (event.target.value || undefined) as InquiryFilter['status'] })}
        >
          <option value="">{t.all}</option>
          <option value="new">{t.new}</option>
          <option value="handled">{t.handled}</option>
        </select>
      </div>
      <DayField label={t.from} value={filter.from} max={filter.to} onChange={(from) => apply({ from })} />
      <DayField label={t.to} value={filter.to} min={filter.from} onChange={(to) => apply({ to })} />
      <div className="admin-filter-actions">
        <button type="submit" className="admin-button admin-button--primary">
          {t.apply}
        </button>
        {isFiltered(filter) && (
          <button type="button" className="admin-button admin-button--ghost" onClick={() => onChange({})}>
            {t.reset}
          </button>
        )}
      </div>
    </form>
  );
}
