import { describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads.mjs';

const routerSource = `
const publicRoutes: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'about', lazy: () => import('../features/about/components/about-page').then((m) => ({ Component: m.AboutPage })) },
  { path: 'artist/:urlName', lazy: () => import('../features/artist/components/artist-page').then((m) => ({ Component: m.ArtistPage })) },
  { path: '*', lazy: () => import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
];`;

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_title.js'], css: ['assets/index-1.css'] },
  '_title.js': { file: 'assets/title-1.js' },
  '_image.js': { file: 'assets/image-1.js', css: ['assets/image-1.css'] },
  'src/features/about/components/about-page.tsx': {
    file: 'assets/about-1.js',
    imports: ['index.html', '_title.js', '_image.js'],
    css: ['assets/about-1.css'],
  },
  'src/features/artist/components/artist-page.tsx': { file: 'assets/artist-1.js', imports: ['_image.js'] },
  'src/features/not-found/not-found-page.tsx': { file: 'assets/nf-1.js' },
};

describe('routePreloads', () => {
  it("lists each lazy route's chunk, its static imports and their CSS, without what the entry already loads", () => {
    expect(routePreloads(manifest, routerSource)).toEqual({
      '/about': { js: ['assets/about-1.js', 'assets/image-1.js'], css: ['assets/about-1.css', 'assets/image-1.css'] },
      '/artist/:urlName': { js: ['assets/artist-1.js', 'assets/image-1.js'], css: ['assets/image-1.css'] },
    });
  });
});
