import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { ENTRY_VIEW, isAdminAreaPath, NOT_FOUND_VIEW, PUBLIC_PAGES } from '../../packages/contract/src/public-pages.ts';
import { routePreloads } from '../../scripts/route-preloads.mjs';
import { siteApp } from './vite-plugins/site-app.ts';

/** The page module of a view (src/site/app/router.tsx loads `src/site/pages/<view>.tsx`). */
const pageModule = (view: string) => `src/site/pages/${view}.tsx`;

/**
 * Every public route with the module it loads lazily (undefined: drawn by the entry script), from the page
 * table of the contract: what the bundle budget and the route preloads measure.
 */
const PUBLIC_ROUTES = [
  ...Object.values(PUBLIC_PAGES).map((page) => ({ route: page.path, module: page.view === ENTRY_VIEW ? undefined : pageModule(page.view) })),
  { route: '/*', module: pageModule(NOT_FOUND_VIEW) },
];

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * Writes dist/.vite/chunk-modules.json (built file -> source modules) next to the Vite manifest, so that
 * scripts/check-bundle-budget.mjs can prove no admin module ends up in a public page's chunks, and
 * dist/.vite/public-routes.json (PUBLIC_ROUTES), the routes it measures.
 */
function chunkModules(): Plugin {
  let root = '';
  return {
    name: 'agency:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root.replace(/\\/g, '/');
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks[item.fileName] = item.moduleIds.map((id) => {
          const normalized = id.replace(/\\/g, '/');
          return normalized.startsWith(`${root}/`) ? normalized.slice(root.length + 1) : normalized;
        });
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks, null, 1) });
      this.emitFile({ type: 'asset', fileName: '.vite/public-routes.json', source: JSON.stringify(PUBLIC_ROUTES, null, 1) });
    },
  };
}

/**
 * Writes dist/.vite/route-preloads.json (public route -> the chunks and CSS it loads besides the entry),
 * from which the server adds preload links to each page (scripts/route-preloads.mjs).
 */
function routePreloadsFile(): Plugin {
  let outDir = '';
  return {
    name: 'agency:route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
      fs.writeFileSync(path.join(outDir, '.vite/route-preloads.json'), JSON.stringify(routePreloads(manifest, PUBLIC_ROUTES), null, 1));
    },
  };
}

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) next to every built script, stylesheet and SVG:
 * the server sends these as they are (smaller than what it could compress per request: the entry script
 * is ~15% smaller as brotli 11, and no CPU is spent on it per request).
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'agency:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const body = fs.readFileSync(file);
        const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } };
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, brotli));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
}

/** In development, /login and /admin/* get the admin's page as the server sends it in production. */
function adminEntryInDev(): Plugin {
  return {
    name: 'agency:admin-entry-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const pathname = (request.url ?? '/').split('?')[0] ?? '/';
        if (request.method === 'GET' && isAdminAreaPath(pathname) && !pathname.includes('.')) request.url = '/admin.html';
        next();
      });
    },
  };
}

/**
 * react-router's package exports only its development build (the same code with its development warnings
 * switched on); builds take the production build next to it, without those warnings and their code.
 */
function reactRouterProductionBuild(): string {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  return path.join(path.dirname(packageJson), 'dist/production/index.mjs');
}

/**
 * Two builds into one dist folder, so that no chunk is shared between the public site and the admin area:
 * `vite build` makes the site (index.html, its manifest and the budget files), then `vite build --mode admin`
 * adds the admin (admin.html, for /login and /admin/*, with .vite/admin-manifest.json).
 */
export default defineConfig(({ command, mode }) => {
  const admin = mode === 'admin';
  const app = siteApp();
  return {
    plugins: [react(), adminEntryInDev(), ...(admin ? [] : [app.plugin, chunkModules(), routePreloadsFile()]), precompressAssets()],
    resolve: {
      // @shared, @site and @admin (tsconfig.json paths).
      tsconfigPaths: true,
      ...(command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }] } : {}),
    },
    server: {
      proxy: {
        '/api': apiTarget,
        '/media': apiTarget,
        '/sitemap.xml': apiTarget,
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: !admin,
      sourcemap: false,
      manifest: admin ? '.vite/admin-manifest.json' : true,
      target: 'es2022',
      rolldownOptions: admin ? { input: 'admin.html' } : { input: 'index.html', output: { codeSplitting: { groups: [app.group] } } },
    },
  };
});
