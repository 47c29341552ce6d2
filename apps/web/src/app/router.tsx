import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '../features/layout/components/public-layout';
import { StatusText } from '../components/ui/status-text';
import { HomeRoute } from './routes/home-route';

/** Admin code lives in its own chunks, loaded only on /login and /admin/*. */
const AdminArea = lazy(() => import('../features/admin/admin-routes'));

const adminElement = (
  <Suspense fallback={<StatusText kind="loading">Loading…</StatusText>}>
    <AdminArea />
  </Suspense>
);

const publicRoutes: RouteObject[] = [
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

export const routes: RouteObject[] = [
  { path: '/login', element: adminElement },
  { path: '/admin/*', element: adminElement },
  { path: '/', element: <PublicLayout />, children: publicRoutes },
];

export const router = createBrowserRouter(routes);
