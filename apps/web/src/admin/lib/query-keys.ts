import type { InquiryFilter } from '@agency/contract/inquiries';
import type { PageContentCode } from '@agency/contract/page-content';

/**
 * Keys of the admin's TanStack Query cache, in one place: a write in one area invalidates what another area
 * shows (an artist save changes the view statistics' names) without the features importing each other.
 */
export const queryKeys = {
  pageContent: (code: PageContentCode) => ['pageContent', code] as const,
  artists: {
    all: ['artists'] as const,
    management: () => [...queryKeys.artists.all, 'management'] as const,
    edit: (urlName: string) => [...queryKeys.artists.all, 'edit', urlName] as const,
  },
  boards: ['boards'] as const,
  packages: {
    all: ['packages'] as const,
    list: () => [...queryKeys.packages.all, 'list'] as const,
    detail: (id: number) => [...queryKeys.packages.all, 'detail', id] as const,
    answers: () => [...queryKeys.packages.all, 'answers'] as const,
    /** Not under `all`: a send or a package edit does not change it. */
    messageTemplate: () => ['package-message-template'] as const,
  },
  views: {
    all: ['views'] as const,
    data: () => [...queryKeys.views.all, 'data'] as const,
    month: (yearMonth: string) => [...queryKeys.views.all, 'month', yearMonth] as const,
    closures: () => [...queryKeys.views.all, 'closures'] as const,
    trend: () => [...queryKeys.views.all, 'trend'] as const,
  },
  traffic: {
    all: ['traffic'] as const,
    current: () => [...queryKeys.traffic.all, 'current'] as const,
    monthly: () => [...queryKeys.traffic.all, 'monthly'] as const,
    closures: () => [...queryKeys.traffic.all, 'closures'] as const,
  },
  applications: {
    all: ['applications'] as const,
    page: (status: string, page: number) => [...queryKeys.applications.all, 'page', status, page] as const,
    detail: (id: number) => [...queryKeys.applications.all, 'detail', id] as const,
  },
  inquiries: {
    all: ['inquiries'] as const,
    page: (filter: InquiryFilter, page: number) => [...queryKeys.inquiries.all, 'page', filter, page] as const,
    newCount: () => [...queryKeys.inquiries.all, 'new-count'] as const,
    detail: (id: number) => [...queryKeys.inquiries.all, 'detail', id] as const,
  },
  jobs: {
    all: ['jobs'] as const,
    list: (filter: Record<string, string | number | undefined>) => [...queryKeys.jobs.all, 'list', filter] as const,
    detail: (id: number) => [...queryKeys.jobs.all, 'detail', id] as const,
    artistCalendar: (artistId: number, from: string, to: string) => [...queryKeys.jobs.all, 'artist', artistId, from, to] as const,
    feeds: () => ['calendar-feeds'] as const,
  },
  /** The account's unsaved drafts in this browser (IndexedDB, lib/drafts). */
  drafts: (username: string) => ['drafts', username] as const,
};
