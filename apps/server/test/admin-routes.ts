import { API_ROUTES, type ApiName } from '@agency/contract/api-routes';

const names = Object.keys(API_ROUTES) as ApiName[];
const key = (method: string, url: string) => `${method} ${url}`;

/** The admin calls of the contract's API table (`admin: true`), as `METHOD /path/:param`. */
export const ADMIN_CALLS = new Set(names.filter((name) => 'admin' in API_ROUTES[name]).map((name) => key(API_ROUTES[name].method, API_ROUTES[name].path)));

/** The calls anyone may make, as `METHOD /path/:param`. */
export const PUBLIC_CALLS = new Set(names.filter((name) => !('admin' in API_ROUTES[name])).map((name) => key(API_ROUTES[name].method, API_ROUTES[name].path)));

export function isAdminRoute(method: string, url: string): boolean {
  return ADMIN_CALLS.has(key(method, url));
}
