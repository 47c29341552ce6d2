import { Link } from 'react-router';
import { ADMIN_PATHS } from '@admin/lib/admin-paths';
import { AdminPage } from '@admin/components/admin-page';

export function AdminNotFound() {
  return (
    <AdminPage title="페이지를 찾을 수 없습니다">
      <p className="admin-empty">
        <Link to={ADMIN_PATHS.dashboard}>대시보드로 이동</Link>
      </p>
    </AdminPage>
  );
}
