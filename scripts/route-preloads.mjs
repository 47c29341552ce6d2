// What each public route loads besides the entry: the site's app (decision 122), then the route's lazy chunk with the
// chunk's static imports and their CSS. The web build writes it to dist/.vite/route-preloads.json; the server adds
// `modulepreload` and style `preload` links for the requested route, so these files load alongside the entry script
// instead of after it has run (on a page whose loading frame draws a picture, once that picture is on screen).
import { entryKey, firstLoadKeys, manifestKeyFor, staticClosure } from './bundle-budget.mjs';

/**
 * @param {Record<string, {file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} manifest
 * @param {{route: string, module: string | undefined}[]} routes the public routes and their lazy modules
 * @returns {Record<string, {js: string[], css: string[]}>} by route pattern ('/about', '/artist/:urlName')
 */
export function routePreloads(manifest, routes) {
  const inEntry = new Set(staticClosure(manifest, [entryKey(manifest)]));
  const firstLoad = firstLoadKeys(manifest);
  const loaded = new Set(firstLoad);
  const app = firstLoad.filter((key) => !inEntry.has(key)).map((key) => manifest[key].file);
  const result = {};
  for (const { route, module } of routes) {
    if (route === '/*') continue;
    const keys = module === undefined ? [] : staticClosure(manifest, [manifestKeyFor(module, manifest)]).filter((key) => !loaded.has(key));
    result[route] = {
      js: [...app, ...keys.map((key) => manifest[key].file).sort()],
      css: [...new Set(keys.flatMap((key) => manifest[key].css ?? []))].sort(),
    };
  }
  return result;
}
