/** Sidebar entries (SPEC section 2); labels are the same in both languages. */
export const MENU_ITEMS = [
  { label: 'ABOUT', path: '/about' },
  { label: 'MANAGEMENT', path: '/management' },
  { label: 'PRODUCTION', path: '/production' },
  { label: 'NEWS', path: '/news' },
  { label: 'CASTING', path: '/casting' },
  { label: 'CONTACT', path: '/contact' },
] as const;

/** Below the spec's six entries, apart from them: model applications (decision 082). */
export const SECONDARY_MENU_ITEMS = [{ label: { ko: '모델 지원하기 · APPLY', en: 'BECOME A MODEL · APPLY' }, path: '/apply' }] as const;

/** SPEC section 9: a sidebar click navigates after this delay (the closing animation plays meanwhile). */
export const MENU_NAVIGATION_DELAY_MS = 850;
