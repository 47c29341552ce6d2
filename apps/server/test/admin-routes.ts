/** The admin calls of the issue: each needs a bearer token with role ROLE_ADMIN. */
const ADMIN_ROUTE_PATTERNS: RegExp[] = [
  /^\/api\/admin(\/|$)/,
  /^\/api\/s3(\/|$)/,
  /^\/api\/artist\/getAllForManagement$/,
  /^\/api\/artist\/:[^/]+\/visibility$/,
  /^\/api\/artist\/getDetailsForEdit\//,
  /^\/api\/traffic\/stats$/,
  /^\/api\/traffic\/monthly-stats$/,
];

export function isAdminRoute(url: string): boolean {
  return ADMIN_ROUTE_PATTERNS.some((p) => p.test(url));
}
