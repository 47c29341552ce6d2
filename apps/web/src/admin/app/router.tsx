import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH } from '@agency/contract/public-pages';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadStatus } from '../components/load-status';
import { AdminGuard } from '../features/auth/admin-guard';
import { LoginPage } from '../features/auth/login-page';
import { ADMIN_PATHS, type AdminScreen } from '../lib/admin-paths';
import { AdminLayout } from './layout/admin-layout';
import { AdminNotFound } from './layout/admin-not-found';
import { AdminRouteError } from './layout/admin-route-error';

/** Each screen is its own chunk; charts (recharts) load only with the dashboard. */
const SCREENS: Record<Exclude<AdminScreen, 'artists'>, () => Promise<ComponentType>> = {
  dashboard: () => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage),
  trafficStats: () => import('../features/traffic/traffic-stats-page').then((m) => m.TrafficStatsPage),
  homeSections: () => import('../features/page-content/page-edit-screens').then((m) => m.HomeSectionsEditPage),
  aboutPage: () => import('../features/page-content/page-edit-screens').then((m) => m.AboutEditPage),
  productionPage: () => import('../features/page-content/page-edit-screens').then((m) => m.ProductionEditPage),
  productionVideos: () => import('../features/page-content/media-list-screens').then((m) => m.ProductionVideosPage),
  newsPage: () => import('../features/page-content/page-edit-screens').then((m) => m.NewsEditPage),
  newsVideos: () => import('../features/page-content/media-list-screens').then((m) => m.NewsVideosPage),
  newsImages: () => import('../features/page-content/media-list-screens').then((m) => m.NewsImagesPage),
  contact: () => import('../features/page-content/page-edit-screens').then((m) => m.ContactEditPage),
  links: () => import('../features/page-content/page-edit-screens').then((m) => m.LinksEditPage),
  company: () => import('../features/page-content/page-edit-screens').then((m) => m.CompanyEditPage),
  search: () => import('../features/page-content/page-edit-screens').then((m) => m.SearchEditPage),
  createArtist: () => import('../features/artists/create-artist-page').then((m) => m.CreateArtistPage),
  chooseArtist: () => import('../features/artists/edit-artist-choose-page').then((m) => m.EditArtistChoosePage),
  editArtist: () => import('../features/artists/edit-artist-page').then((m) => m.EditArtistPage),
  artistVisibility: () => import('../features/artists/artist-visibility-page').then((m) => m.ArtistVisibilityPage),
  boards: () => import('../features/artists/boards-page').then((m) => m.BoardsPage),
  artistOrder: () => import('../features/artists/artist-order-page').then((m) => m.ArtistOrderPage),
  packages: () => import('../features/packages/packages-page').then((m) => m.PackagesPage),
  package: () => import('../features/packages/package-editor-page').then((m) => m.PackageEditorPage),
  inquiries: () => import('../features/inbox/inbox-page').then((m) => m.InboxPage),
  inquiry: () => import('../features/inbox/inquiry-page').then((m) => m.InquiryPage),
  accounts: () => import('../features/accounts/accounts-page').then((m) => m.AccountsPage),
  myAccount: () => import('../features/accounts/my-account-page').then((m) => m.MyAccountPage),
  applications: () => import('../features/applications/applications-page').then((m) => m.ApplicationsPage),
  application: () => import('../features/applications/application-page').then((m) => m.ApplicationPage),
  history: () => import('../features/history/history-page').then((m) => m.HistoryPage),
  // FullCalendar loads only with the calendar screens.
  jobs: () => import('../features/jobs/jobs-week-page').then((m) => m.JobsWeekPage),
  newJob: () => import('../features/jobs/job-editor-page').then((m) => m.NewJobPage),
  job: () => import('../features/jobs/job-editor-page').then((m) => m.JobEditorPage),
  artistCalendar: () => import('../features/calendars/artist-calendar-page').then((m) => m.ArtistCalendarPage),
  calendarFeeds: () => import('../features/calendars/calendar-feeds-page').then((m) => m.CalendarFeedsPage),
  historyEntry: () => import('../features/history/history-entry-page').then((m) => m.HistoryEntryPage),
};

function screenRoute([screen, load]: [string, () => Promise<ComponentType>]): RouteObject {
  const path = ADMIN_PATHS[screen as AdminScreen];
  const lazy = async () => ({ Component: await load() });
  return path === ADMIN_HOME_PATH ? { index: true, lazy } : { path: path.slice(ADMIN_HOME_PATH.length + 1), lazy };
}

const adminRoutes: RouteObject[] = [
  { path: ADMIN_LOGIN_PATH, element: <LoginPage />, errorElement: <AdminRouteError /> },
  {
    path: ADMIN_HOME_PATH,
    element: (
      <AdminGuard>
        <AdminLayout />
      </AdminGuard>
    ),
    errorElement: <AdminRouteError />,
    hydrateFallbackElement: <LoadStatus kind="loading" />,
    children: [
      ...Object.entries(SCREENS).map(screenRoute),
      // The spec's edit page goes to /admin/artists, which it never defines: it is the artist list.
      { path: ADMIN_PATHS.artists.slice(ADMIN_HOME_PATH.length + 1), element: <Navigate to={ADMIN_PATHS.chooseArtist} replace /> },
      { path: '*', element: <AdminNotFound /> },
    ],
  },
];

/**
 * react-router's data router: screens load as route modules, and `useBlocker` holds back navigations while a
 * form has unsaved changes (lib/edit-form/use-unsaved-changes.ts).
 */
export function createAdminRouter() {
  return createBrowserRouter(adminRoutes);
}
