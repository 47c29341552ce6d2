import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * Writes dist/.vite/chunk-modules.json (built file -> source modules) next to the Vite manifest, so that
 * scripts/check-bundle-budget.mjs can prove no admin module ends up in a public page's chunks.
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
    },
  };
}

export default defineConfig({
  plugins: [react(), chunkModules()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/sitemap.xml': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    target: 'es2022',
  },
});
