import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { createContentVersion } from '../lib/content-version';
import { createVersionedCache } from '../lib/versioned-cache';
import { registerStaticSite, type PageHeadRenderer, type RenderedPage } from './static-site';

const BIG_SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word${i}`))};`;

describe('static site, fallback and security headers', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-dist-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dist, 'admin.html'), '<!doctype html><html><head><title>admin</title></head><body><div id="admin-root"></div></body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), BIG_SCRIPT);
    // What the web build writes next to each script: brotli 11 and gzip 9 (apps/web/vite.config.ts).
    fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js.br'), zlib.brotliCompressSync(BIG_SCRIPT));
    fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js.gz'), zlib.gzipSync(BIG_SCRIPT, { level: 9 }));
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist, SITE_NAME: 'MODELS</script>', TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for public pages and admin.html for the admin area, with the public configuration inlined', async () => {
    for (const url of ['/', '/about', '/management', '/casting', '/admin/management/editArtist/x', '/login']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const admin = url === '/login' || url.startsWith('/admin');
      // No SITE_URL here: the public heads hold URLs from the Host header; the admin area is never kept.
      expect(res.headers['cache-control'], url).toBe(admin ? 'private, no-store' : 'private, no-cache');
      expect(res.body.includes('admin-root'), url).toBe(admin);
      expect(res.body, url).toContain('id="app-config"');
    }
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const json = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    // The site name cannot close the script element early, here or in the page head.
    expect(json).not.toContain('</script>');
    expect(html).not.toContain('MODELS</script>');
    expect(html).toContain('<title>MODELS&lt;/script&gt; M</title>');
    expect(JSON.parse(json!)).toEqual({
      siteName: 'MODELS</script>',
      backgroundVideoDesktopUrl: '/media/demo/background-desktop.mp4',
      backgroundVideoMobileUrl: '/media/demo/background-mobile.mp4',
      backgroundPosterUrl: '/media/demo/background-poster.jpg',
      mediaPublicBaseUrl: '',
      mailHost: '',
      storageHost: '',
    });
  });

  it('answers unknown pages with the app and 404, unknown API paths with JSON 404', async () => {
    // Unknown paths, and artist or video pages naming nothing stored (this database is empty).
    for (const url of ['/no-such-page', '/artist/seo-yoon', '/news/detail/3']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<script id="app-config"');
    }
    for (const url of ['/api/nope', '/api', '/api/artist/getAll/extra/parts']) {
      const api = await t.app.inject({ method: 'GET', url });
      expect(api.statusCode, url).toBe(404);
      expect(api.json().message).toEqual(expect.any(String));
    }
    const post = await t.app.inject({ method: 'POST', url: '/about', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().message).toEqual(expect.any(String));
  });

  it('serves hashed assets with immutable caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed brotli or gzip file of an asset when the browser takes it', async () => {
    const get = (encoding: string) => t.app.inject({ method: 'GET', url: '/assets/big-abc123.js', headers: { 'accept-encoding': encoding } });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(fs.readFileSync(path.join(dist, 'assets', 'big-abc123.js.br')));
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    for (const res of [br, gz, plain]) {
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['vary']).toContain('accept-encoding');
    }
  });

  it('sends security headers and a CSP on pages and API answers; HSTS only over https', async () => {
    for (const url of ['/', '/api/health', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain('frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com');
      expect(csp).toContain("script-src 'self'");
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const https = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('answers health with the database state', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});

describe('static site with a page head renderer', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="ko"><head><meta charset="UTF-8"><meta name="description" content="shell"><title>shell</title></head><body></body></html>',
  );
  const site = { siteName: 'A&B', backgroundVideoDesktopUrl: '', backgroundVideoMobileUrl: '', backgroundPosterUrl: '', mediaPublicBaseUrl: '', mailHost: '', storageHost: '' };
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  async function appWith(pageHead: PageHeadRenderer) {
    const app = Fastify({ logger: false });
    await registerStaticSite(app, dist, site, { pageHead });
    await app.ready();
    return app;
  }

  it('replaces the shell title and description with the page head and sets <html lang>', async () => {
    const app = await appWith(async (_request, pathname, known) => ({ status: known ? 200 : 404, lang: 'en', head: `<title>${pathname}</title>` }));
    const res = await app.inject({ method: 'GET', url: '/about?lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<title>/about</title>');
    expect(res.body).not.toContain('shell');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/nope' })).statusCode).toBe(404);
    await app.close();
  });

  it('still sends the app, titled with the site name, when the head cannot be made', async () => {
    const app = await appWith(async () => {
      throw new Error('database down');
    });
    for (const [url, status] of [['/about', 200], ['/nope', 404]] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.body).toContain('<title>A&amp;B</title>');
      expect(res.body).toContain('<script id="app-config"');
    }
    await app.close();
  });

  it('renders a page once per URL and content version, and never keeps a page whose head failed (docs/decisions/087)', async () => {
    const version = createContentVersion();
    const renderedPages = createVersionedCache<RenderedPage>({ ttlMs: 60_000, version });
    const renders: string[] = [];
    let failing = false;
    const app = Fastify({ logger: false });
    await registerStaticSite(app, dist, site, {
      renderedPages,
      pageHead: async (request, pathname) => {
        renders.push(request.url);
        if (failing) throw new Error('database down');
        return { status: 200, lang: 'ko', head: `<title>${pathname} v${version.current()}</title>` };
      },
    });
    await app.ready();
    const first = await app.inject({ method: 'GET', url: '/about' });
    expect((await app.inject({ method: 'GET', url: '/about' })).body).toBe(first.body);
    await app.inject({ method: 'GET', url: '/about?lang=en' });
    expect(renders).toEqual(['/about', '/about?lang=en']);
    version.bump();
    failing = true;
    const fallback = await app.inject({ method: 'GET', url: '/about' });
    expect(fallback.headers['cache-control']).toBe('no-store');
    failing = false;
    const fresh = await app.inject({ method: 'GET', url: '/about' });
    expect(fresh.body).toContain('<title>/about v1</title>');
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
    expect(renders).toEqual(['/about', '/about?lang=en', '/about', '/about']);
    await app.close();
  });

  it('answers the admin area with a JSON 404 and logs why when the build has no admin.html, never with the public page', async () => {
    const logged: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } } });
    await registerStaticSite(app, dist, site, { pageHead: async () => ({ status: 200, lang: 'ko', head: '<title>t</title>' }) });
    await app.ready();
    for (const url of ['/login', '/admin', '/admin/trafficStats']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: expect.stringContaining('admin.html') });
    }
    expect((await app.inject({ method: 'GET', url: '/about' })).statusCode).toBe(200);
    expect(logged.join('')).toContain('admin.html is missing');
    await app.close();
  });
});
