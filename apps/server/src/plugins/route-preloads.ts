import fs from 'node:fs';
import path from 'node:path';

type RoutePreloadFile = Record<string, { js?: unknown; css?: unknown }>;

const isFileList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((f) => typeof f === 'string' && /^assets\/[\w.-]+\.(js|css)$/.test(f));

/** '/artist/:urlName' -> /^\/artist\/[^/]+\/?$/ */
function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * Preload links for the route chunk of a page (dist/.vite/route-preloads.json, written by the web build):
 * the browser fetches the page's code alongside the entry script instead of after it has run. Without the
 * file (an older build) pages get no extra links.
 */
export function loadRoutePreloads(distDir: string): (pathname: string) => string {
  let file: RoutePreloadFile;
  try {
    file = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'route-preloads.json'), 'utf8')) as RoutePreloadFile;
  } catch {
    return () => '';
  }
  const routes = Object.entries(file).map(([route, { js, css }]) => {
    const tags = [
      // crossorigin like the stylesheet links Vite adds, so they use this preload.
      ...(isFileList(css) ? css : []).map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
      ...(isFileList(js) ? js : []).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ];
    return { pattern: routePattern(route), tags: tags.join('\n    ') };
  });
  return (pathname) => routes.find((r) => r.pattern.test(pathname))?.tags ?? '';
}
