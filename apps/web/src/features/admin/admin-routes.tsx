import { useLocation } from 'react-router';

/**
 * Placeholder for the admin area (owned by the admin engineer). The router renders this default
 * export, lazily, for `/login` and `/admin/*`, outside the public layout.
 */
export default function AdminArea() {
  const { pathname } = useLocation();
  return (
    <main style={{ padding: 48 }}>
      <h1>{pathname.startsWith('/login') ? 'LOGIN' : 'Admin'}</h1>
    </main>
  );
}
