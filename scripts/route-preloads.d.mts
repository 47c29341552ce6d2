export interface RoutePreload {
  js: string[];
  css: string[];
}
export function routePreloads(
  manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>,
  routes: { route: string; module: string | undefined }[],
): Record<string, RoutePreload>;
