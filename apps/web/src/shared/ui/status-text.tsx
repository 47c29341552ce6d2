import type { ReactNode } from 'react';
import './status-text.css';

type StatusTextProps = { kind: 'loading' | 'error' | 'empty'; children: ReactNode };

/** Loading, error and empty states of a page or block; errors are announced as alerts. */
export function StatusText({ kind, children }: StatusTextProps) {
  return (
    <div className={`ui-status ui-status--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {kind === 'loading' && <span className="ui-spinner" aria-hidden="true" />}
      <span>{children}</span>
    </div>
  );
}
