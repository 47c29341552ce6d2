type VisibilityToggleProps = { label: string; checked: boolean; busy: boolean; onToggle: () => void };

/** An accessible switch: "공개" when on, "숨김" when off. */
export function VisibilityToggle({ label, checked, busy, onToggle }: VisibilityToggleProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={busy}
      className="admin-switch"
      onClick={onToggle}
    >
      <span className="admin-switch-track" aria-hidden="true">
        <span className="admin-switch-thumb" />
      </span>
      <span className="admin-switch-text">{checked ? '공개' : '숨김'}</span>
    </button>
  );
}
