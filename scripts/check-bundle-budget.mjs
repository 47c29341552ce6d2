// Checks the built web app (apps/web/dist, run `npm run build` first): every public page's JavaScript loaded
// before it is interactive is at most 120 kB gzipped, and none of it is admin code. Part of `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeBudget, formatTable, gzipBytes, PUBLIC_PAGE_BUDGET_BYTES } from './bundle-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const distDir = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(webDir, 'dist');
const manifestPath = path.join(distDir, '.vite/manifest.json');
const chunkModulesPath = path.join(distDir, '.vite/chunk-modules.json');
const routesPath = path.join(distDir, '.vite/public-routes.json');

for (const file of [manifestPath, chunkModulesPath, routesPath]) {
  if (!fs.existsSync(file)) {
    console.error(`${path.relative(root, file)} is missing: run \`npm run build\` first (apps/web/vite.config.ts writes it).`);
    process.exit(1);
  }
}

const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const chunkModules = JSON.parse(fs.readFileSync(chunkModulesPath, 'utf8'));
const routes = JSON.parse(fs.readFileSync(routesPath, 'utf8'));
const results = computeBudget({
  manifest,
  routes,
  chunkModules,
  gzipSize: (file) => gzipBytes(fs.readFileSync(path.join(distDir, file))),
});

console.log(formatTable(results));
const failed = results.filter((r) => !r.ok);
for (const r of failed) for (const problem of r.problems) console.error(`${r.route}: ${problem}`);
if (failed.length > 0) process.exit(1);
console.log(`\nAll ${results.length} public routes are within ${PUBLIC_PAGE_BUDGET_BYTES / 1000} kB gzipped and free of admin code.`);
