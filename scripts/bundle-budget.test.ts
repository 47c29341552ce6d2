import { describe, expect, it } from 'vitest';
import * as budgetModule from './bundle-budget.mjs';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
interface Result {
  route: string;
  files: string[];
  gzipBytes: number;
  ok: boolean;
  problems: string[];
  forbidden: { file: string; rule: string; module: string }[];
}
const budget = budgetModule as {
  PUBLIC_PAGE_BUDGET_BYTES: number;
  computeBudget: (input: {
    manifest: Record<string, Chunk>;
    routes: { route: string; module: string | undefined }[];
    gzipSize: (file: string) => number;
    chunkModules?: Record<string, string[]>;
    budget?: number;
  }) => Result[];
  gzipBytes: (buffer: Buffer) => number;
  formatTable: (results: Result[]) => string;
};

/** The public routes as the web build lists them (dist/.vite/public-routes.json). */
const routes = [
  { route: '/', module: undefined },
  { route: '/about', module: 'src/site/pages/about.tsx' },
  { route: '/artist/:urlName', module: 'src/site/pages/artist.tsx' },
];

/**
 * entry -> shared, and the site's app dynamically (decision 122); app -> entry, shared; about -> app + shared-ui;
 * artist -> app + gallery -> shared-ui; admin separate.
 */
const manifest: Record<string, Chunk> = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['_app.js'],
  },
  '_app.js': {
    file: 'assets/app.js',
    imports: ['index.html', '_shared.js'],
    dynamicImports: ['src/site/pages/about.tsx', 'src/site/pages/artist.tsx'],
  },
  'admin.html': { file: 'assets/admin.js', isEntry: true, imports: ['_shared.js', '_shared-ui.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_shared-ui.js': { file: 'assets/shared-ui.js', imports: ['_shared.js'] },
  '_gallery.js': { file: 'assets/gallery.js', imports: ['_shared-ui.js', 'index.html'] },
  '_gallery.css': { file: 'assets/gallery.css' },
  'src/site/pages/about.tsx': {
    file: 'assets/about-page.js',
    src: 'src/site/pages/about.tsx',
    isDynamicEntry: true,
    imports: ['_app.js', '_shared-ui.js'],
  },
  'src/site/pages/artist.tsx': {
    file: 'assets/artist-page.js',
    src: 'src/site/pages/artist.tsx',
    isDynamicEntry: true,
    imports: ['_app.js', '_gallery.js', '_gallery.css'],
  },
  'src/admin/app/router.tsx': {
    file: 'assets/admin-routes.js',
    src: 'src/admin/app/router.tsx',
    imports: ['_shared-ui.js'],
  },
};

const sizes: Record<string, number> = {
  'assets/index.js': 2_000,
  'assets/app.js': 88_000,
  'assets/shared.js': 5_000,
  'assets/shared-ui.js': 3_000,
  'assets/gallery.js': 2_000,
  'assets/gallery.css': 50_000,
  'assets/about-page.js': 1_000,
  'assets/artist-page.js': 4_000,
  'assets/admin-routes.js': 30_000,
};
const gzipSize = (file: string) => {
  const size = sizes[file];
  if (size === undefined) throw new Error(`unexpected file ${file}`);
  return size;
};

describe('bundle budget', () => {
  it("measures the site's entry, never the admin's", () => {
    const results = budget.computeBudget({ manifest, routes, gzipSize });
    for (const result of results) expect(result.files).not.toContain('assets/admin.js');
    const noSiteEntry = structuredClone(manifest);
    delete noSiteEntry['index.html'];
    expect(() => budget.computeBudget({ manifest: noSiteEntry, routes, gzipSize })).toThrow(/no entry index\.html/);
  });

  it("sums the entry, the site's app, the route chunk and their static imports once each, JavaScript only", () => {
    const results = budget.computeBudget({ manifest, routes, gzipSize });
    const byRoute = Object.fromEntries(results.map((r) => [r.route, r]));
    expect(byRoute['/']!.files.sort()).toEqual(['assets/app.js', 'assets/index.js', 'assets/shared.js']);
    expect(byRoute['/']!.gzipBytes).toBe(95_000);
    expect(byRoute['/about']!.gzipBytes).toBe(95_000 + 3_000 + 1_000);
    // gallery.css is not JavaScript; shared-ui reached through the gallery counts once; admin is another entry.
    expect(byRoute['/artist/:urlName']!.files.sort()).toEqual([
      'assets/app.js',
      'assets/artist-page.js',
      'assets/gallery.js',
      'assets/index.js',
      'assets/shared-ui.js',
      'assets/shared.js',
    ]);
    expect(byRoute['/artist/:urlName']!.gzipBytes).toBe(95_000 + 3_000 + 2_000 + 4_000);
    expect(results.every((r) => r.ok)).toBe(true);
  });

  it('fails a page over 120 kB gzipped', () => {
    expect(budget.PUBLIC_PAGE_BUDGET_BYTES).toBe(120_000);
    const heavy = (file: string) => (file === 'assets/gallery.js' ? 30_000 : gzipSize(file));
    const results = budget.computeBudget({ manifest, routes, gzipSize: heavy });
    const artist = results.find((r) => r.route === '/artist/:urlName')!;
    expect(artist.gzipBytes).toBe(132_000);
    expect(artist.ok).toBe(false);
    expect(artist.problems[0]).toMatch(/132\.0 kB gzipped is over the 120\.0 kB budget/);
    expect(results.find((r) => r.route === '/about')!.ok).toBe(true);
  });

  it('fails a page whose chunks contain an admin module or recharts', () => {
    const chunkModules = {
      'assets/index.js': ['/repo/node_modules/react-dom/index.js', 'src/app/router.tsx'],
      'assets/shared.js': ['src/lib/i18n/language.ts'],
      'assets/shared-ui.js': ['src/shared/ui/button.tsx', 'src/admin/components/format.ts'],
      'assets/gallery.js': ['/repo/node_modules/recharts/es6/index.js'],
      'assets/about-page.js': ['src/site/pages/about.tsx'],
      'assets/artist-page.js': ['src/site/pages/artist.tsx'],
    };
    const results = budget.computeBudget({
      manifest,
      routes,
      gzipSize,
      chunkModules,
    });
    const byRoute = Object.fromEntries(results.map((r) => [r.route, r]));
    expect(byRoute['/']!.ok).toBe(true);
    expect(byRoute['/about']!.ok).toBe(false);
    expect(byRoute['/about']!.forbidden).toEqual([
      { file: 'assets/shared-ui.js', rule: 'admin code (src/admin/**)', module: 'src/admin/components/format.ts' },
    ]);
    expect(byRoute['/artist/:urlName']!.forbidden.map((f) => f.rule).sort()).toEqual([
      'admin code (src/admin/**)',
      'recharts',
    ]);
  });

  it("fails a page that carries the admin's libraries", () => {
    const chunkModules = { 'assets/about-page.js': ['/repo/node_modules/@tanstack/query-core/build/modern/index.js', '/repo/node_modules/react-hook-form/dist/index.esm.mjs'] };
    const about = budget.computeBudget({ manifest, routes, gzipSize, chunkModules }).find((r) => r.route === '/about')!;
    expect(about.forbidden.map((f) => f.rule)).toEqual(['@tanstack/react-query', 'react-hook-form']);
  });

  it("fails a page built with react-router's development build", () => {
    const chunkModules = {
      'assets/index.js': ['/repo/node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs', 'src/app/router.tsx'],
    };
    const results = budget.computeBudget({ manifest, routes, gzipSize, chunkModules });
    expect(results.every((r) => !r.ok && r.forbidden.some((f) => f.rule === "react-router's development build"))).toBe(true);
    const production = budget.computeBudget({
      manifest,
      routes,
      gzipSize,
      chunkModules: { 'assets/index.js': ['/repo/node_modules/react-router/dist/production/chunk-7RTFRKQW.mjs'] },
    });
    expect(production.every((r) => r.ok)).toBe(true);
  });

  it('flags an admin chunk pulled in statically even without the module list', () => {
    const leaky = structuredClone(manifest);
    leaky['src/site/pages/about.tsx']!.imports!.push('src/admin/app/router.tsx');
    const results = budget.computeBudget({ manifest: leaky, routes, gzipSize });
    const about = results.find((r) => r.route === '/about')!;
    expect(about.ok).toBe(false);
    expect(about.problems.join('\n')).toMatch(/assets\/admin-routes\.js contains admin code/);
  });

  it('fails loudly when a route module has no chunk in the manifest', () => {
    const missing = structuredClone(manifest);
    delete missing['src/site/pages/artist.tsx'];
    expect(() =>
      budget.computeBudget({ manifest: missing, routes, gzipSize }),
    ).toThrow(/no chunk for src\/site\/pages\/artist\.tsx/);
  });

  it('measures real gzip sizes and prints one row per route', () => {
    const text = Buffer.from('const a = 1;\n'.repeat(1000));
    expect(budget.gzipBytes(text)).toBeGreaterThan(0);
    expect(budget.gzipBytes(text)).toBeLessThan(text.length / 20);
    const table = budget.formatTable(
      budget.computeBudget({ manifest, routes, gzipSize }),
    );
    expect(table.split('\n')).toHaveLength(2 + 3);
    expect(table).toMatch(/\/artist\/:urlName\s+6\s+104\.0 kB\s+ok/);
  });
});
