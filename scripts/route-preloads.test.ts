import { describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads.mjs';

const routes = [
  { route: '/', module: undefined },
  { route: '/about', module: 'src/site/pages/about.tsx' },
  { route: '/artist/:urlName', module: 'src/site/pages/artist.tsx' },
  { route: '/*', module: 'src/site/pages/not-found.tsx' },
];

/** The entry imports the app, which imports the pages (decision 122). */
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, dynamicImports: ['_app.js'], css: ['assets/index-1.css'] },
  '_app.js': { file: 'assets/app-1.js', imports: ['_runtime.js', 'index.html'], css: ['assets/app-1.css'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_image.js': { file: 'assets/image-1.js', css: ['assets/image-1.css'] },
  'src/site/pages/about.tsx': {
    file: 'assets/about-1.js',
    imports: ['_app.js', '_runtime.js', '_image.js'],
    css: ['assets/about-1.css'],
  },
  'src/site/pages/artist.tsx': { file: 'assets/artist-1.js', imports: ['_image.js', '_app.js'] },
  'src/site/pages/not-found.tsx': { file: 'assets/nf-1.js' },
};

describe('routePreloads', () => {
  it("lists the app's chunks first, then each lazy route's chunk, its static imports and their CSS, without what the page has already", () => {
    expect(routePreloads(manifest, routes)).toEqual({
      '/': { js: ['assets/app-1.js', 'assets/runtime-1.js'], css: [] },
      '/about': { js: ['assets/app-1.js', 'assets/runtime-1.js', 'assets/about-1.js', 'assets/image-1.js'], css: ['assets/about-1.css', 'assets/image-1.css'] },
      '/artist/:urlName': { js: ['assets/app-1.js', 'assets/runtime-1.js', 'assets/artist-1.js', 'assets/image-1.js'], css: ['assets/image-1.css'] },
    });
  });
});
