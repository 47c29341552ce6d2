import { useRouteError } from 'react-router';
import { adminTexts } from '@admin/admin-texts';

/** A screen whose code could not be loaded (offline, or a new release replaced the files), or crashed. */
export function AdminRouteError() {
  console.error('Admin screen failed', useRouteError());
  return (
    <div className="admin-wait" role="alert">
      {adminTexts.screenFailed}{' '}
      <button type="button" className="admin-button admin-button--small" onClick={() => window.location.reload()}>
        {adminTexts.reload}
      </button>
    </div>
  );
}
