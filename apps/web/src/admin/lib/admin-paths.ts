import { ADMIN_APPLICATION_PATH } from '@agency/contract/application-rules';
import { ADMIN_PACKAGE_PATH } from '@agency/contract/package-limits';
import { ADMIN_HOME_PATH } from '@agency/contract/public-pages';

/** Every screen of the admin area (SPEC section 2 and the inbox), by name: the router, the menu and the screens' links use these. */
export const ADMIN_PATHS = {
  dashboard: ADMIN_HOME_PATH,
  trafficStats: '/admin/trafficStats',
  homeSections: '/admin/home/editSections',
  aboutPage: '/admin/about/editPage',
  productionPage: '/admin/production/editPage',
  productionVideos: '/admin/production/manageVideos',
  newsPage: '/admin/news/editPage',
  newsVideos: '/admin/news/manageVideos',
  newsImages: '/admin/news/manageImages',
  contact: '/admin/contact/editInfo',
  links: '/admin/others/editLinks',
  company: '/admin/others/editCompany',
  search: '/admin/others/editSearch',
  createArtist: '/admin/management/createArtist',
  chooseArtist: '/admin/management/editArtistChoose',
  editArtist: '/admin/management/editArtist/:urlName',
  artistVisibility: '/admin/management/artistVisibilityManage',
  artistOrder: '/admin/management/order',
  boards: '/admin/management/boards',
  packages: '/admin/packages',
  package: ADMIN_PACKAGE_PATH,
  inquiries: '/admin/inquiries',
  inquiry: '/admin/inquiries/:id',
  accounts: '/admin/accounts',
  myAccount: '/admin/me',
  applications: '/admin/applications',
  history: '/admin/history',
  historyEntry: '/admin/history/:id',
  application: ADMIN_APPLICATION_PATH,
  /** Jobs, options and bookings (issue 38): the agency's week, a job, an artist's month, the private feeds. */
  jobs: '/admin/jobs',
  newJob: '/admin/jobs/new',
  job: '/admin/jobs/:id',
  artistCalendar: '/admin/calendar/artists/:id',
  calendarFeeds: '/admin/calendar/feeds',
  /** Where the spec's edit-artist page goes after a delete and on its back button; it redirects to the artist list. */
  artists: '/admin/artists',
} as const;

export type AdminScreen = keyof typeof ADMIN_PATHS;

/** The path of a screen with its parameters filled in. */
export function adminPath(screen: AdminScreen, params: Record<string, string | number> = {}): string {
  return ADMIN_PATHS[screen].replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
