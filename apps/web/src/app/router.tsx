import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from '../features/layout/components/public-layout';
import { StatusText } from '../components/ui/status-text';
import { PageLoadBoundary } from './page-load-boundary';
import { HomeRoute } from './routes/home-route';

/** Admin code lives in its own chunks, loaded only on /login and /admin/*. */
const AdminArea = lazy(() => import('../features/admin/admin-routes'));

const adminElement = (
  <Suspense fallback={<StatusText kind="loading">Loading…</StatusText>}>
    <AdminArea />
  </Suspense>
);

/**
 * Public pages, each its own chunk. Kept in this form (path + lazy import) because the build's route
 * preloads and the bundle budget read this list (scripts/route-preloads.mjs, scripts/bundle-budget.mjs).
 */
type PublicRoute = {
  index?: true;
  path?: string;
  element?: ReactNode;
  lazy?: () => Promise<{ Component: ComponentType }>;
};

const publicRoutes: PublicRoute[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'about', lazy: () => import('../features/about/components/about-page').then((m) => ({ Component: m.AboutPage })) },
  { path: 'contact', lazy: () => import('../features/contact/components/contact-page').then((m) => ({ Component: m.ContactPage })) },
  { path: 'casting', lazy: () => import('../features/casting/components/casting-page').then((m) => ({ Component: m.CastingPage })) },
  {
    path: 'management',
    lazy: () => import('../features/management/components/management-page').then((m) => ({ Component: m.ManagementPage })),
  },
  {
    path: 'artist/:urlName',
    lazy: () => import('../features/artist/components/artist-page').then((m) => ({ Component: m.ArtistPage })),
  },
  {
    path: 'production',
    lazy: () => import('../features/production/components/production-page').then((m) => ({ Component: m.ProductionPage })),
  },
  { path: 'news', lazy: () => import('../features/news/components/news-page').then((m) => ({ Component: m.NewsPage })) },
  {
    path: 'production/detail/:videoId',
    lazy: () => import('../features/video/components/video-detail-page').then((m) => ({ Component: m.VideoDetailPage })),
  },
  {
    path: 'news/detail/:videoId',
    lazy: () => import('../features/video/components/video-detail-page').then((m) => ({ Component: m.VideoDetailPage })),
  },
  { path: '*', lazy: () => import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
];

/** A lazy route's page is created once per route (React.lazy keeps its loaded module). */
function routeObject({ index, path, element, lazy: load }: PublicRoute): RouteObject {
  const Page = load && lazy(() => load().then((module) => ({ default: module.Component })));
  const routeElement = Page ? <Page /> : element;
  return index ? { index: true, element: routeElement } : { path, element: routeElement };
}

export const routes: RouteObject[] = [
  { path: '/login', element: adminElement },
  { path: '/admin/*', element: adminElement },
  { path: '/', element: <PublicLayout />, children: publicRoutes.map(routeObject) },
];

/**
 * The whole app under react-router's declarative router (docs/decisions/063): its data router is twice the
 * size. Until a page's chunk has arrived nothing is drawn on first load; later navigations run in a
 * transition, so the current page stays until the next one is ready.
 */
export function AppRoutes() {
  return (
    <PageLoadBoundary>
      <Suspense fallback={null}>{useRoutes(routes)}</Suspense>
    </PageLoadBoundary>
  );
}
