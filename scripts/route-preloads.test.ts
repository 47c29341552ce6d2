import { describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads.mjs';

const routes = [
  { route: '/', module: undefined },
  { route: '/about', module: 'src/site/pages/about.tsx' },
  { route: '/artist/:urlName', module: 'src/site/pages/artist.tsx' },
  { route: '/*', module: 'src/site/pages/not-found.tsx' },
];

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_title.js'], css: ['assets/index-1.css'] },
  '_title.js': { file: 'assets/title-1.js' },
  '_image.js': { file: 'assets/image-1.js', css: ['assets/image-1.css'] },
  'src/site/pages/about.tsx': {
    file: 'assets/about-1.js',
    imports: ['index.html', '_title.js', '_image.js'],
    css: ['assets/about-1.css'],
  },
  'src/site/pages/artist.tsx': { file: 'assets/artist-1.js', imports: ['_image.js'] },
  'src/site/pages/not-found.tsx': { file: 'assets/nf-1.js' },
};

describe('routePreloads', () => {
  it("lists each lazy route's chunk, its static imports and their CSS, without what the entry already loads", () => {
    expect(routePreloads(manifest, routes)).toEqual({
      '/about': { js: ['assets/about-1.js', 'assets/image-1.js'], css: ['assets/about-1.css', 'assets/image-1.css'] },
      '/artist/:urlName': { js: ['assets/artist-1.js', 'assets/image-1.js'], css: ['assets/image-1.css'] },
    });
  });
});
