// Bundle budget: the JavaScript a public page loads before it is interactive, gzipped, and no admin code in it.
// Pure functions over the Vite manifest (dist/.vite/manifest.json) and the per-chunk module list the web build
// writes (dist/.vite/chunk-modules.json); scripts/check-bundle-budget.mjs applies them to apps/web/dist.
import { gzipSync } from 'node:zlib';

/** 120 KB (decimal, like Vite's report) of gzipped JavaScript per public page. */
export const PUBLIC_PAGE_BUDGET_BYTES = 120_000;

/** Source modules that must never reach a public page. Paths as the build lists them (relative to apps/web). */
export const FORBIDDEN_MODULES = [
  { label: 'admin code (src/admin/**)', test: (id) => /(^|\/)src\/admin\//.test(id) },
  { label: 'recharts', test: (id) => /(^|\/)node_modules\/recharts\//.test(id) },
  // The admin's libraries: a public page that pulls one in has reached admin code or taken on its weight.
  { label: '@tanstack/react-query', test: (id) => /(^|\/)node_modules\/@tanstack\//.test(id) },
  { label: 'react-hook-form', test: (id) => /(^|\/)node_modules\/(react-hook-form|@hookform)\//.test(id) },
  // The package exports its development build; apps/web/vite.config.ts builds with the production one.
  { label: "react-router's development build", test: (id) => /(^|\/)node_modules\/react-router\/dist\/development\//.test(id) },
];

/** The manifest key of the public site's entry (apps/web/index.html; the admin's is admin.html). */
export const SITE_ENTRY = 'index.html';

/** The manifest key of a route module (`src/site/pages/about.tsx`); fails loudly when the build has no chunk for it. */
export function manifestKeyFor(module, manifest) {
  if (manifest[module]) return module;
  throw new Error(`The build manifest has no chunk for ${module}`);
}

export function entryKey(manifest) {
  if (!manifest[SITE_ENTRY]?.isEntry) throw new Error(`The build manifest has no entry ${SITE_ENTRY}`);
  return SITE_ENTRY;
}

/**
 * Manifest keys of what every public page loads: the entry and the site's app, which the entry imports once the
 * loading frame is drawn (decision 122), each with its static imports.
 */
export function firstLoadKeys(manifest) {
  const entry = entryKey(manifest);
  return staticClosure(manifest, [entry, ...(manifest[entry].dynamicImports ?? [])]);
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
 * @param {{route: string, module: string | undefined}[]} input.routes each public route and its lazy module (undefined: in
 *   the entry), as the web build lists them in dist/.vite/public-routes.json
 * @param {(file: string) => number} input.gzipSize gzipped size in bytes of a built file (e.g. 'assets/x.js')
 * @param {Record<string, string[]>} [input.chunkModules] source modules of each built file
 * @param {number} [input.budget]
 */
export function computeBudget({ manifest, routes, gzipSize, chunkModules, budget = PUBLIC_PAGE_BUDGET_BYTES }) {
  const firstLoad = firstLoadKeys(manifest);
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(file));
    return sizes.get(file);
  };
  return routes.map(({ route, module }) => {
    const keys = module === undefined ? firstLoad : [...firstLoad, ...staticClosure(manifest, [manifestKeyFor(module, manifest)])];
    const files = [...new Set(keys.map((key) => manifest[key].file))].filter((file) =>
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
