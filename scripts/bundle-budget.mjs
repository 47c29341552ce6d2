// Bundle budget: the JavaScript a public page loads before it is interactive, gzipped, and no admin code in it.
// Pure functions over the Vite manifest (dist/.vite/manifest.json) and the per-chunk module list the web build
// writes (dist/.vite/chunk-modules.json); scripts/check-bundle-budget.mjs applies them to apps/web/dist.
import { gzipSync } from 'node:zlib';

/** 120 KB (decimal, like Vite's report) of gzipped JavaScript per public page. */
export const PUBLIC_PAGE_BUDGET_BYTES = 120_000;

/** Source modules that must never reach a public page. Paths as the build lists them (relative to apps/web). */
export const FORBIDDEN_MODULES = [
  { label: 'admin code (src/features/admin/**)', test: (id) => /(^|\/)src\/features\/admin\//.test(id) },
  { label: 'recharts', test: (id) => /(^|\/)node_modules\/recharts\//.test(id) },
  // The package exports its development build; apps/web/vite.config.ts builds with the production one.
  { label: "react-router's development build", test: (id) => /(^|\/)node_modules\/react-router\/dist\/development\//.test(id) },
];

/**
 * The public routes of apps/web/src/app/router.tsx with the module each one loads lazily (undefined: the
 * page is in the entry chunk). Reads the `publicRoutes` list: `{ index: true, ... }` and
 * `{ path: '...', lazy: () => import('...') }` entries.
 */
export function parsePublicRoutes(routerSource) {
  const start = routerSource.indexOf('const publicRoutes');
  if (start < 0) throw new Error('router.tsx: no `const publicRoutes` list found');
  const end = routerSource.indexOf('];', start);
  const list = routerSource.slice(start, end < 0 ? undefined : end);
  const routes = [];
  if (/index:\s*true/.test(list)) routes.push({ route: '/', module: undefined });
  const lazyRoute = /path:\s*'([^']+)',\s*lazy:\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
  for (const match of list.matchAll(lazyRoute)) {
    routes.push({ route: `/${match[1]}`, module: match[2] });
  }
  const withPath = [...list.matchAll(/path:\s*'([^']+)'/g)].length;
  if (withPath !== routes.filter((r) => r.module !== undefined).length) {
    throw new Error('router.tsx: a public route is not in the form `{ path: \'...\', lazy: () => import(\'...\') }`');
  }
  return routes;
}

/** Turns an import specifier of src/app/router.tsx ('../features/x/y') into the manifest key ('src/features/x/y.tsx'). */
export function manifestKeyFor(specifier, manifest, fromDir = 'src/app') {
  const parts = `${fromDir}/${specifier}`.split('/');
  const resolved = [];
  for (const part of parts) {
    if (part === '..') resolved.pop();
    else if (part !== '.' && part !== '') resolved.push(part);
  }
  const base = resolved.join('/');
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, `${base}.jsx`, `${base}.js`, `${base}/index.tsx`, `${base}/index.ts`]) {
    if (manifest[candidate]) return candidate;
  }
  throw new Error(`The build manifest has no chunk for ${specifier} (looked for ${base}.tsx and similar)`);
}

export function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}`);
  return entries[0];
}

/** Manifest keys of the chunks loaded with `keys`: each chunk and, transitively, its static imports. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) stack.push(imported);
  }
  return [...seen];
}

/**
 * For each public route: the JavaScript files it loads before it is interactive (entry + static imports,
 * plus the route's lazy chunk + its static imports), their gzipped total, and forbidden modules among them.
 *
 * @param {object} input
 * @param {Record<string, {file: string, isEntry?: boolean, imports?: string[]}>} input.manifest
 * @param {{route: string, module: string | undefined}[]} input.routes
 * @param {(file: string) => number} input.gzipSize gzipped size in bytes of a built file (e.g. 'assets/x.js')
 * @param {Record<string, string[]>} [input.chunkModules] source modules of each built file
 * @param {number} [input.budget]
 */
export function computeBudget({ manifest, routes, gzipSize, chunkModules, budget = PUBLIC_PAGE_BUDGET_BYTES }) {
  const entry = entryKey(manifest);
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(file));
    return sizes.get(file);
  };
  return routes.map(({ route, module }) => {
    const roots = module === undefined ? [entry] : [entry, manifestKeyFor(module, manifest)];
    const files = [...new Set(staticClosure(manifest, roots).map((key) => manifest[key].file))].filter((file) =>
      file.endsWith('.js'),
    );
    const gzipBytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    const forbidden = [];
    for (const file of files) {
      const key = Object.keys(manifest).find((k) => manifest[k].file === file);
      const modules = [...(chunkModules?.[file] ?? []), ...(manifest[key]?.src ? [manifest[key].src] : [])];
      for (const rule of FORBIDDEN_MODULES) {
        const hit = modules.find((id) => rule.test(id));
        if (hit) forbidden.push({ file, rule: rule.label, module: hit });
      }
    }
    const problems = [];
    if (gzipBytes > budget) problems.push(`${formatKb(gzipBytes)} gzipped is over the ${formatKb(budget)} budget`);
    for (const f of forbidden) problems.push(`${f.file} contains ${f.rule}: ${f.module}`);
    return { route, files, gzipBytes, forbidden, ok: problems.length === 0, problems };
  });
}

export function gzipBytes(buffer) {
  return gzipSync(buffer).length;
}

export function formatKb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

export function formatTable(results, budget = PUBLIC_PAGE_BUDGET_BYTES) {
  const rows = results.map((r) => [r.route, String(r.files.length), formatKb(r.gzipBytes), r.ok ? 'ok' : 'FAIL']);
  const header = ['route', 'js files', `gzipped (budget ${formatKb(budget)})`, 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
