import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_PRELOADS_ID } from '@agency/contract/boot-shell';

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
 * Preload links for the site's app and the route chunk of a page (dist/.vite/route-preloads.json, written by the web
 * build): the browser fetches them alongside the entry script instead of after it has run. On a page whose loading
 * frame draws a picture (`shellPictured`) they come in an inert `<template>` that the site's entry adds once that
 * picture is painted, so nothing competes with it (decision 122). Without the file (an older build) pages get none.
 */
export function loadRoutePreloads(distDir: string): (pathname: string, shellPictured: boolean) => string {
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
    return { pattern: routePattern(route), tags };
  });
  return (pathname, shellPictured) => {
    const tags = routes.find((r) => r.pattern.test(pathname))?.tags ?? [];
    if (tags.length === 0) return '';
    return shellPictured ? `<template id="${ROUTE_PRELOADS_ID}">${tags.join('')}</template>` : tags.join('\n    ');
  };
}
