export interface RoutePreload {
  js: string[];
  css: string[];
}
export function routePreloads(
  manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>,
  routerSource: string,
): Record<string, RoutePreload>;
