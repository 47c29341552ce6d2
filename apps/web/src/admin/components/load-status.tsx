import { adminTexts } from '@admin/admin-texts';

/** Loading spinner or the load-failure text of admin screens. */
export function LoadStatus({ kind, text }: { kind: 'loading' | 'error'; text?: string }) {
  if (kind === 'loading')
    return (
      <p className="admin-status" role="status">
        <span className="admin-spinner" aria-hidden="true" />
        {text ?? adminTexts.loading}
      </p>
    );
  return (
    <p className="admin-status admin-status--error" role="alert">
      {text ?? adminTexts.loadFailed}
    </p>
  );
}
