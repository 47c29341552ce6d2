import { Link } from 'react-router';
import { AdminPage } from '../shared/admin-page';

export function AdminNotFound() {
  return (
    <AdminPage title="페이지를 찾을 수 없습니다">
      <p className="admin-empty">
        <Link to="/admin">대시보드로 이동</Link>
      </p>
    </AdminPage>
  );
}
