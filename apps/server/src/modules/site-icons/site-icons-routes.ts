import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { createSiteIcons, type PngIconSize } from './site-icons';

/** Where the icons are served; index.html and admin.html link them (apps/web). */
export const SITE_ICON_PATHS = {
  svg: '/favicon.svg',
  /** Asked for by browsers, feed readers and crawlers whatever the page links (decision 109). */
  ico: '/favicon.ico',
  png: { 32: '/icon-32.png', 180: '/apple-touch-icon.png', 192: '/icon-192.png', 512: '/icon-512.png' } satisfies Record<PngIconSize, string>,
  manifest: '/manifest.webmanifest',
} as const;

const ICON_CACHE = 'public, max-age=86400';

/** The favicon, touch and manifest icons and the web app manifest (docs/decisions/077). */
export async function registerSiteIcons(app: FastifyInstance, { config, site }: AppContext): Promise<void> {
  const icons = createSiteIcons({ siteName: site.siteName, iconFile: config.site.iconFile });
  app.get(SITE_ICON_PATHS.svg, async (_request, reply) =>
    reply.type('image/svg+xml; charset=utf-8').header('cache-control', ICON_CACHE).send(await icons.svg()),
  );
  app.get(SITE_ICON_PATHS.ico, async (_request, reply) =>
    reply.type('image/x-icon').header('cache-control', ICON_CACHE).send(await icons.ico()),
  );
  for (const [size, path] of Object.entries(SITE_ICON_PATHS.png)) {
    app.get(path, async (_request, reply) => reply.type('image/png').header('cache-control', ICON_CACHE).send(await icons.png(Number(size) as PngIconSize)));
  }
  const manifest = JSON.stringify({
    name: site.siteName,
    short_name: site.siteName,
    lang: 'ko',
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    background_color: '#ffffff',
    theme_color: '#0a0a0a',
    icons: [
      { src: SITE_ICON_PATHS.svg, type: 'image/svg+xml', sizes: 'any' },
      { src: SITE_ICON_PATHS.png[192], type: 'image/png', sizes: '192x192' },
      { src: SITE_ICON_PATHS.png[512], type: 'image/png', sizes: '512x512' },
    ],
  });
  app.get(SITE_ICON_PATHS.manifest, (_request, reply) =>
    reply.type('application/manifest+json; charset=utf-8').header('cache-control', ICON_CACHE).send(manifest),
  );
}
