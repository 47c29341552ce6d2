// What each public route loads besides the entry: its lazy chunk with the chunk's static imports and their CSS.
// The web build writes it to dist/.vite/route-preloads.json; the server adds `modulepreload` and style `preload`
// links for the requested route, so these files load alongside the entry script instead of after it has run.
import { entryKey, manifestKeyFor, staticClosure } from './bundle-budget.mjs';

/**
 * @param {Record<string, {file: string, isEntry?: boolean, imports?: string[], css?: string[]}>} manifest
 * @param {{route: string, module: string | undefined}[]} routes the public routes and their lazy modules
 * @returns {Record<string, {js: string[], css: string[]}>} by route pattern ('/about', '/artist/:urlName')
 */
export function routePreloads(manifest, routes) {
  const inEntry = new Set(staticClosure(manifest, [entryKey(manifest)]));
  const result = {};
  for (const { route, module } of routes) {
    if (module === undefined || route === '/*') continue;
    const keys = staticClosure(manifest, [manifestKeyFor(module, manifest)]).filter((key) => !inEntry.has(key));
    result[route] = {
      js: keys.map((key) => manifest[key].file).sort(),
      css: [...new Set(keys.flatMap((key) => manifest[key].css ?? []))].sort(),
    };
  }
  return result;
}
