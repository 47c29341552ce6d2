// No zod here: the public pages, the admin editors and the server-rendered heads all read page contents through these maps.
import type { PageContent, PageContentVideo } from './page-content';

/**
 * What each text and image slot of a page content means (SPEC section 3). A slot is a 1-based position in
 * the list ordered by priority: the public pages read "the text at list position by priority". These maps are
 * the only place where slot numbers are written.
 */

/** A text kept in both languages: its slot per language. */
export type BilingualSlot = { readonly ko: number; readonly en: number };

/** ABOUT_INFO: a hero image, a title and four sections (image and body; sections 2 to 4 also a subtitle). */
export const ABOUT_SLOTS = {
  heroImage: 1,
  title: { ko: 9, en: 10 },
  sections: [
    { image: 2, subtitle: null, body: { ko: 1, en: 5 } },
    { image: 3, subtitle: { ko: 11, en: 14 }, body: { ko: 2, en: 6 } },
    { image: 4, subtitle: { ko: 12, en: 15 }, body: { ko: 3, en: 7 } },
    { image: 5, subtitle: { ko: 13, en: 16 }, body: { ko: 4, en: 8 } },
  ],
} as const;

/** PRODUCTION_INFO and NEWS_INFO: the top image, a title and a description. */
export const INFO_SLOTS = {
  image: 1,
  description: { ko: 1, en: 2 },
  title: { ko: 3, en: 4 },
} as const;

/** CONTACT_INFO: the address in two languages, links and the casting block's values. */
export const CONTACT_SLOTS = {
  address: { ko: 1, en: 8 },
  addressDetail: { ko: 2, en: 9 },
  instagramLink: 3,
  kakaoLink: 4,
  email: 5,
  kakaoId: 6,
  instagramId: 7,
} as const;

/** LINK_INFO: the three icon links of the public menu. */
export const LINK_SLOTS = {
  kakao: 1,
  email: 2,
  instagram: 3,
} as const;

/**
 * COMPANY_INFO (an addition to the spec's codes, docs/decisions/077): the business information of the footer and
 * the privacy policy's officer and effective day. Every slot may be empty; an empty one is not shown.
 */
export const COMPANY_SLOTS = {
  companyName: { ko: 1, en: 2 },
  representative: { ko: 3, en: 4 },
  businessNumber: 5,
  privacyOfficer: { ko: 6, en: 7 },
  privacyContact: 8,
  /** YYYY-MM-DD: the day the current privacy policy took effect. */
  policyEffectiveDay: 9,
  /** The agency's phone number and its website (an http(s) link), printed on the comp cards (decision 116). */
  phone: 10,
  website: 11,
} as const;

/**
 * HOME_SECTIONS (an addition to the spec's codes, docs/decisions/077): optional sections under the home page's
 * video, each shown only once switched on (a switch slot holds SWITCH_ON or ''), so the spec's home is what a
 * site gets until an admin turns one on. Empty titles and texts show the site's defaults.
 */
export const HOME_SLOTS = {
  featured: {
    enabled: 1,
    title: { ko: 2, en: 3 },
    /** URL names of the artists to show, separated by commas or spaces; empty: the first of the roster. */
    artists: 4,
  },
  production: { enabled: 5, title: { ko: 6, en: 7 } },
  casting: { enabled: 8, title: { ko: 9, en: 10 }, body: { ko: 11, en: 12 } },
} as const;

/**
 * SEARCH_INFO (an addition to the spec's codes, docs/decisions/078): the site verification codes of Naver Search
 * Advisor and Google Search Console, each the `content` of the meta tag the service asks for; the home page's head
 * carries the ones set.
 */
export const SEARCH_SLOTS = {
  naverVerification: 1,
  googleVerification: 2,
} as const;

/** The value of a switched-on switch slot. */
export const SWITCH_ON = 'on';

/** How many artists the featured section shows at most. */
export const FEATURED_ARTISTS_MAX = 8;

/** The URL names a featured-artists slot lists, in its order, without repeats. */
export function featuredArtistNames(text: string): string[] {
  const names = text.split(/[\s,]+/).filter((name) => name !== '');
  return [...new Set(names)].slice(0, FEATURED_ARTISTS_MAX);
}

/** Text slots the public site renders as link targets: they must be safe links (checked on save). */
export const LINK_TEXT_SLOTS: Partial<Record<PageContent['code'], readonly number[]>> = {
  LINK_INFO: Object.values(LINK_SLOTS),
  CONTACT_INFO: [CONTACT_SLOTS.instagramLink, CONTACT_SLOTS.kakaoLink],
  COMPANY_INFO: [COMPANY_SLOTS.website],
};

/** Text slots that hold a calendar day, YYYY-MM-DD (checked on save). */
export const DAY_TEXT_SLOTS: Partial<Record<PageContent['code'], readonly number[]>> = {
  COMPANY_INFO: [COMPANY_SLOTS.policyEffectiveDay],
};

/** Text slots that are on/off switches: SWITCH_ON or '' (checked on save). */
export const SWITCH_TEXT_SLOTS: Partial<Record<PageContent['code'], readonly number[]>> = {
  HOME_SECTIONS: [HOME_SLOTS.featured.enabled, HOME_SLOTS.production.enabled, HOME_SLOTS.casting.enabled],
};

/** Text slots that hold a verification code: letters, digits, '-' and '_' (checked on save). */
export const TOKEN_TEXT_SLOTS: Partial<Record<PageContent['code'], readonly number[]>> = {
  SEARCH_INFO: Object.values(SEARCH_SLOTS),
};

export type SlotLanguage = keyof BilingualSlot;

/** Items in priority order (ascending), ties in list order. */
export function byPriority<T extends { priority: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.priority - b.priority);
}

/** The title a video shows in `language`: English when ENG and set, else the Korean one (decision 077). */
export function videoTitleIn(video: Pick<PageContentVideo, 'title' | 'titleENG'>, language: SlotLanguage): string {
  const english = video.titleENG.trim();
  return language === 'en' && english !== '' ? english : video.title.trim();
}

/** Reads a page content by slot: texts and images in priority order; a missing slot reads as ''. */
export function readSlots(content: PageContent | undefined) {
  const texts = content ? byPriority(content.pageContentTexts).map((item) => item.description) : [];
  const images = content ? byPriority(content.pageContentImages).map((item) => item.imageUrl) : [];
  return {
    text: (slot: number): string => texts[slot - 1] ?? '',
    image: (slot: number): string => images[slot - 1] ?? '',
    /** The text of a bilingual slot in one language. */
    localized: (slot: BilingualSlot, language: SlotLanguage): string => texts[slot[language] - 1] ?? '',
  };
}
