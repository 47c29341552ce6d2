import type { Plugin } from 'vite';

/** The site's entry module: it draws nothing itself and imports the app once the loading frame is on screen. */
const SITE_ENTRY_MODULE = 'src/site/main.tsx';
/** The site's app, which the entry imports (decision 122). */
const SITE_APP_MODULE = 'src/site/app/start-site.tsx';

type ChunkGroup = { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean };

const endsWithModule = (id: string, module: string) => id.replace(/\\/g, '/').endsWith(`/${module}`);

/**
 * The site's app (imported by the entry once the loading frame is drawn, decision 122):
 *
 * - `group` keeps it one chunk with everything it imports that the entry does not, as when it was the entry, so the
 *   pages import from it instead of from a dozen shared chunks of a few hundred bytes each;
 * - the plugin links its CSS from index.html (the loading frame's header is styled by it), before the entry's, the
 *   order the rules had in one file when the app was the entry. Its scripts are preloaded by the server with the
 *   page's own (dist/.vite/route-preloads.json, scripts/route-preloads.mjs).
 */
export function siteApp(): { plugin: Plugin; group: ChunkGroup } {
  const appModules = new Set<string>();
  const plugin: Plugin = {
    name: 'agency:site-app',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (module: string) => {
        const id = ids.find((candidate) => endsWithModule(candidate, module));
        if (!id) throw new Error(`The build has no module ${module}`);
        return id;
      };
      const closure = (root: string) => {
        const seen = new Set<string>();
        const stack = [root];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const inEntry = closure(find(SITE_ENTRY_MODULE));
      for (const id of closure(find(SITE_APP_MODULE))) if (!inEntry.has(id)) appModules.add(id);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const app = chunks.find((chunk) => chunk.moduleIds.some((id) => endsWithModule(id, SITE_APP_MODULE)));
        if (!app) throw new Error(`The build has no chunk for ${SITE_APP_MODULE}`);
        const links = [...(app.viteMetadata?.importedCss ?? [])].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
        const at = html.indexOf('<link rel="stylesheet"');
        if (at < 0) throw new Error('index.html has no stylesheet link to put the app before');
        return `${html.slice(0, at)}${links.map((link) => `${link}\n    `).join('')}${html.slice(at)}`;
      },
    },
  };
  return { plugin, group: { name: 'start-site', test: (id) => appModules.has(id), includeDependenciesRecursively: false } };
}
