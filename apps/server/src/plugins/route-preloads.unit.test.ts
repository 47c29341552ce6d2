import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRoutePreloads } from './route-preloads';

describe('route preload links', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-preloads-'));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("links the page's chunk files for the matching route, nothing for other paths", () => {
    fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
    fs.writeFileSync(
      path.join(dist, '.vite', 'route-preloads.json'),
      JSON.stringify({
        '/about': { js: ['assets/about-1.js'], css: ['assets/about-1.css'] },
        '/artist/:urlName': { js: ['assets/artist-1.js', 'assets/image-1.js'], css: [] },
        '/news': { js: ['../../etc/passwd', 'assets/ok" onload="x.js'], css: 'assets/x.css' },
      }),
    );
    const preloads = loadRoutePreloads(dist);
    expect(preloads('/about', false)).toBe(
      '<link rel="preload" as="style" crossorigin href="/assets/about-1.css">\n    <link rel="modulepreload" crossorigin href="/assets/about-1.js">',
    );
    expect(preloads('/about/', false)).toBe(preloads('/about', false));
    expect(preloads('/artist/seo-yoon', false)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/artist-1.js">\n    <link rel="modulepreload" crossorigin href="/assets/image-1.js">',
    );
    // Entries that are not plain asset file lists are ignored.
    expect(preloads('/news', false)).toBe('');
    for (const other of ['/', '/artist', '/artist/a/b', '/admin', '/aboutx']) expect(preloads(other, false), other).toBe('');
  });

  it('puts them in an inert template when the loading frame draws a picture (decision 122)', () => {
    const preloads = loadRoutePreloads(dist);
    expect(preloads('/artist/seo-yoon', true)).toBe(
      '<template id="route-preloads"><link rel="modulepreload" crossorigin href="/assets/artist-1.js"><link rel="modulepreload" crossorigin href="/assets/image-1.js"></template>',
    );
    expect(preloads('/admin', true)).toBe('');
  });

  it('adds nothing when the build has no route-preloads.json', () => {
    expect(loadRoutePreloads(path.join(dist, 'missing'))('/about', false)).toBe('');
  });
});
