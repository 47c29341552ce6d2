import { publicPagePath } from '@agency/contract/public-pages';

/** Sidebar entries (SPEC section 2); labels are the same in both languages. */
export const MENU_ITEMS = [
  { label: 'ABOUT', path: publicPagePath('about') },
  { label: 'MANAGEMENT', path: publicPagePath('management') },
  { label: 'PRODUCTION', path: publicPagePath('production') },
  { label: 'NEWS', path: publicPagePath('news') },
  { label: 'CASTING', path: publicPagePath('casting') },
  { label: 'CONTACT', path: publicPagePath('contact') },
] as const;

/** Below the spec's six entries, apart from them: model applications (decision 082). */
export const SECONDARY_MENU_ITEMS = [{ label: { ko: '모델 지원하기 · APPLY', en: 'BECOME A MODEL · APPLY' }, path: publicPagePath('apply') }] as const;

/** SPEC section 9: a sidebar click navigates after this delay (the closing animation plays meanwhile). */
export const MENU_NAVIGATION_DELAY_MS = 850;
