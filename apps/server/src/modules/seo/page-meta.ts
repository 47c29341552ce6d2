import { artistDisplayName, artistOtherName } from '@agency/contract/artist-names';
import type { ArtistDetail } from '@agency/contract/artists';
import type { PublicBoard } from '@agency/contract/boards';
import { CLIENT_FILTER_MAX, ROSTER_PAGE_SIZE, rosterFilterFrom, rosterSearchOf } from '@agency/contract/roster-filter';
import { IMAGE_SIZES, PRIORITY_CARDS, type ImageSizes } from '@agency/contract/images';
import { QUERY_KEYS, type InitialData } from '@agency/contract/query-keys';
import { ABOUT_SLOTS, CONTACT_SLOTS, INFO_SLOTS, LINK_SLOTS, readSlots, SEARCH_SLOTS, videoTitleIn } from '@agency/contract/page-slots';
import { AppError } from '../../errors';
import type { PublicReads } from '../../public-reads';
import { organizationJsonLd, personJsonLd } from './json-ld';
import type { PublicPage } from './public-pages';
import { PRIVACY_TITLE } from '@agency/contract/public-pages';
import type { Language } from './seo-language';
import { SEO_TEXTS, summarize } from './seo-texts';

/** An image drawn with srcset and `sizes`, or the landing video's poster (POSTER_SOURCES). */
export type PriorityImage = { url: string; sizes: ImageSizes } | { url: string; poster: true };

/** What the head of one page says, before URLs are made absolute. */
export interface PageMeta {
  /** The document title; the web app sets the same one after navigation. */
  title: string;
  ogTitle: string;
  description: string;
  ogType: 'website' | 'profile' | 'video.other';
  /** A stored image URL (`/media/...` or http(s)); '' for none. */
  imageUrl: string;
  imageAlt: string;
  /**
   * The page's first large images as the web app draws them (same URL and `sizes`), preloaded from the
   * head so they load alongside the scripts instead of after the page's API call.
   */
  priorityImages: PriorityImage[];
  /** The answers of the page's first API reads (the page draws from them at once); the layout's contents are added by the caller. */
  initialData: InitialData;
  /** Share the 2:1 picture cropped around the subject (SHARE_IMAGE) instead of `imageUrl` itself, when it is ours. */
  shareCrop?: boolean;
  /** The search engines' site verification codes (SEARCH_INFO), on the home page; '' when not set. */
  siteVerification?: { naver: string; google: string };
  /** A private page (a client package): never indexed, never kept by a shared cache. */
  private?: true;
  /** A private page's card for a link preview (title, site name, picture) though it is not indexed: a package link. */
  shareCard?: true;
  /** A page that answers though what it shows is not there (a package link that is unknown, revoked or expired). */
  status?: 404;
  /** Structured data; `origin` and the page's own URL are filled in when rendering. */
  jsonLd?: (urls: { origin: string; pageUrl: string; imageUrl?: string }) => object;
}

export interface PageMetaDeps {
  siteName: string;
  /** The image of pages that have none of their own (the landing video poster). */
  defaultImageUrl: string;
  /** The public reads through the read cache, shared with the API routes. */
  reads: PublicReads;
  /** A package link's share card, undefined when it opens nothing (never cached: a link can be revoked or expire). */
  packagePreview: (token: string) => Promise<{ title: string; imageUrl: string } | undefined>;
}

/** A page content's slots (page-slots.ts), trimmed. */
function slots(content: Parameters<typeof readSlots>[0]) {
  const reader = readSlots(content);
  return {
    text: (slot: number) => reader.text(slot).trim(),
    image: (slot: number) => reader.image(slot).trim(),
    localized: (slot: Parameters<typeof reader.localized>[0], language: Language) => reader.localized(slot, language).trim(),
  };
}

const valueOf = async <T>(answer: Promise<{ value: T }>): Promise<T> => (await answer).value;

const isNotFound = (error: unknown) => error instanceof AppError && error.statusCode === 404;

const priorityImages = (urls: string[], sizes: ImageSizes): PriorityImage[] => urls.filter((url) => url !== '').map((url) => ({ url, sizes }));

/** undefined when the page names an artist or video that does not exist (or is hidden). */
export async function loadPageMeta(deps: PageMetaDeps, page: PublicPage, language: Language, search = new URLSearchParams()): Promise<PageMeta | undefined> {
  const { siteName, defaultImageUrl, reads } = deps;
  const t = SEO_TEXTS[language];
  const suffix = (head: string) => `${head} | ${siteName}`;

  switch (page.name) {
    case 'home': {
      const [links, contact, sections, search] = await Promise.all([
        valueOf(reads.pageContent('LINK_INFO')),
        valueOf(reads.pageContent('CONTACT_INFO')),
        valueOf(reads.pageContent('HOME_SECTIONS')),
        valueOf(reads.pageContent('SEARCH_INFO')),
      ]);
      const title = `${siteName} M`;
      const sameAs = [slots(links).text(LINK_SLOTS.instagram), slots(contact).text(CONTACT_SLOTS.instagramLink)];
      return {
        title,
        ogTitle: title,
        description: summarize(`${siteName} — ${t.tagline}`),
        ogType: 'website',
        imageUrl: defaultImageUrl,
        imageAlt: siteName,
        priorityImages: [{ url: defaultImageUrl, poster: true }],
        // Whether any optional section is on (decision 077) is known with the page: a site without them reads nothing.
        initialData: { [QUERY_KEYS.pageContent('HOME_SECTIONS')]: { data: sections } },
        jsonLd: ({ origin }) => organizationJsonLd({ siteName, origin, sameAs, email: slots(contact).text(CONTACT_SLOTS.email) }),
        siteVerification: { naver: slots(search).text(SEARCH_SLOTS.naverVerification), google: slots(search).text(SEARCH_SLOTS.googleVerification) },
      };
    }
    case 'about': {
      const about = await valueOf(reads.pageContent('ABOUT_INFO'));
      const s = slots(about);
      const head = s.localized(ABOUT_SLOTS.title, language) || 'ABOUT';
      const hero = s.image(ABOUT_SLOTS.heroImage);
      return {
        title: suffix('ABOUT'),
        ogTitle: suffix(head),
        description: summarize(s.localized(ABOUT_SLOTS.sections[0].body, language)) || summarize(`${siteName} — ${t.tagline}`),
        ogType: 'website',
        imageUrl: hero || defaultImageUrl,
        imageAlt: head,
        priorityImages: priorityImages([hero], IMAGE_SIZES.fullWidth),
        initialData: { [QUERY_KEYS.pageContent('ABOUT_INFO')]: { data: about } },
      };
    }
    case 'production':
    case 'news': {
      const section = page.name === 'news' ? 'NEWS' : 'PRODUCTION';
      const infoCode = page.name === 'news' ? 'NEWS_INFO' : 'PRODUCTION_INFO';
      const [info, production, newsVideos] = await Promise.all([
        valueOf(reads.pageContent(infoCode)),
        // The production page lists its videos at once; the news page its VIDEOS tab, the default one
        // (PHOTOS loads when first opened).
        page.name === 'production' ? valueOf(reads.pageContent('PRODUCTION_CONTENT')) : undefined,
        page.name === 'news' ? valueOf(reads.pageVideos('NEWS_CONTENT')) : undefined,
      ]);
      const s = slots(info);
      const head = s.localized(INFO_SLOTS.title, language) || section;
      const image = s.image(INFO_SLOTS.image);
      // The news page opened on its PHOTOS tab shows no video.
      const videos = production?.pageContentVideos ?? (search.get('tab') === 'photos' ? [] : newsVideos) ?? [];
      const firstStill = videos[0]?.thumbnailImageUrl?.trim() ?? '';
      return {
        title: suffix(section),
        ogTitle: suffix(head),
        description: summarize(s.localized(INFO_SLOTS.description, language)) || summarize(`${siteName} — ${t.tagline}`),
        ogType: 'website',
        imageUrl: image || defaultImageUrl,
        imageAlt: head,
        // The top image, and the first video's still: on a phone the largest picture of the first screen, which
        // the loading frame draws (decisions 121, 122).
        priorityImages: [...priorityImages([image], IMAGE_SIZES.pageWidth), ...priorityImages([firstStill], IMAGE_SIZES.videoGrid)],
        initialData: {
          [QUERY_KEYS.pageContent(infoCode)]: { data: info },
          ...(production ? { [QUERY_KEYS.pageContent('PRODUCTION_CONTENT')]: { data: production } } : {}),
          ...(newsVideos ? { [QUERY_KEYS.newsVideos]: { data: newsVideos } } : {}),
        },
      };
    }
    case 'management':
      return rosterMeta(deps, language, undefined, search);
    case 'managementBoard': {
      const { boards } = await valueOf(reads.rosterBoards());
      const board = boards.find((b) => b.slug === page.board);
      return board ? rosterMeta(deps, language, board, search) : undefined;
    }
    case 'contact': {
      const contact = await valueOf(reads.pageContent('CONTACT_INFO'));
      const s = slots(contact);
      const address = `${s.localized(CONTACT_SLOTS.address, language)} ${s.localized(CONTACT_SLOTS.addressDetail, language)}`;
      return {
        title: suffix('CONTACT'),
        ogTitle: suffix('CONTACT'),
        description: summarize(`${siteName} ${t.contact}`, address, s.text(CONTACT_SLOTS.email)),
        ogType: 'website',
        imageUrl: defaultImageUrl,
        imageAlt: siteName,
        priorityImages: [],
        // CONTACT_INFO comes with every page (the layout's contents).
        initialData: {},
      };
    }
    case 'casting':
      return {
        title: suffix('CASTING'),
        ogTitle: suffix('CASTING'),
        description: summarize(t.casting),
        ogType: 'website',
        imageUrl: defaultImageUrl,
        imageAlt: siteName,
        priorityImages: [],
        // The consent text names the privacy officer of COMPANY_INFO, which comes with every page (the layout's contents).
        initialData: {},
      };
    case 'apply':
      return {
        title: suffix('APPLY'),
        ogTitle: suffix('APPLY'),
        description: summarize(t.apply),
        ogType: 'website',
        imageUrl: defaultImageUrl,
        imageAlt: siteName,
        priorityImages: [],
        // The consent text names the privacy officer of COMPANY_INFO, which comes with every page (the layout's contents).
        initialData: {},
      };
    case 'privacy':
      return {
        title: suffix(PRIVACY_TITLE[language]),
        ogTitle: suffix(PRIVACY_TITLE[language]),
        description: summarize(t.privacy(siteName)),
        ogType: 'website',
        imageUrl: defaultImageUrl,
        imageAlt: siteName,
        priorityImages: [],
        // Written from COMPANY_INFO and CONTACT_INFO, which come with every page (the layout's contents).
        initialData: {},
      };
    case 'package': {
      // A messenger's share card shows the package's title, the agency and the first artist's picture (issue 37), never
      // the client's name; the page stays out of search engines (noindex, private). A link that opens nothing answers
      // 404 with the package page, which says why, and shows no more than the site's name.
      const preview = await deps.packagePreview(page.token);
      return {
        ...(preview ? { shareCard: true as const } : { status: 404 as const }),
        title: suffix('PACKAGE'),
        ogTitle: preview ? suffix(preview.title) : siteName,
        description: '',
        ogType: 'website',
        imageUrl: preview?.imageUrl ?? '',
        imageAlt: preview?.title ?? '',
        priorityImages: [],
        initialData: {},
        private: true,
      };
    }
    case 'artist': {
      let artist: ArtistDetail;
      try {
        // A crawler or link preview is no visitor: the view is not counted.
        artist = await valueOf(reads.artist(page.urlName));
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
      // The page draws this without reading it again; its beacon counts the view (docs/decisions/087).
      return { ...artistMeta(deps, artist, language), initialData: { [QUERY_KEYS.artist(page.urlName)]: { data: artist } } };
    }
    case 'productionVideo':
    case 'newsVideo': {
      let video;
      try {
        video = await valueOf(reads.video(page.videoId));
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
      const videoSection = page.name === 'newsVideo' ? 'news' : 'production';
      const section = page.name === 'newsVideo' ? 'NEWS' : 'PRODUCTION';
      const head = videoTitleIn(video, language) || section;
      return {
        title: suffix(head),
        ogTitle: suffix(head),
        description: summarize(videoTitleIn(video, language), t.video(videoSection, siteName)),
        ogType: 'video.other',
        imageUrl: video.thumbnailImageUrl.trim() || defaultImageUrl,
        imageAlt: head,
        // The poster the page shows behind its player (decision 115), which the loading frame draws (decision 122).
        priorityImages: priorityImages([video.thumbnailImageUrl.trim()], IMAGE_SIZES.pageWidth),
        initialData: { [QUERY_KEYS.video(page.videoId)]: { data: video } },
      };
    }
    default: {
      // A page added to the contract's table without a head here stops the typecheck.
      const unhandled: never = page;
      throw new Error(`No head for page ${JSON.stringify(unhandled)}`);
    }
  }
}

/**
 * The roster, or one board of it (decision 079): the head names the board and shares the 2:1 crop of its first
 * artist's picture. The page draws from the roster and the boards sent with it; a roster too large to filter on
 * the client (CLIENT_FILTER_MAX) gets the first page of its server query (the URL's filter) instead.
 */
async function rosterMeta(deps: PageMetaDeps, language: Language, board: PublicBoard | undefined, search: URLSearchParams): Promise<PageMeta> {
  const { siteName, defaultImageUrl, reads } = deps;
  const t = SEO_TEXTS[language];
  const [roster, boards] = await Promise.all([valueOf(reads.artists()), valueOf(reads.rosterBoards())]);
  const boardName = board ? (language === 'en' ? board.engName : board.korName) : '';
  const head = boardName ? `${boardName} | MANAGEMENT` : 'MANAGEMENT';
  const shown = board ? roster.filter((a) => a.boards.includes(board.slug)) : roster;
  const names = shown.map((a) => artistDisplayName({ korName: a.korName, engName: a.engName }, language)).filter((n) => n !== '');
  const filter = rosterFilterFrom(search, board?.slug ?? '');
  const large = boards.artistCount > CLIENT_FILTER_MAX;
  const firstPage = large ? await reads.searchArtists({ q: filter.query, board: filter.board, minHeight: filter.minHeight ?? undefined, maxHeight: filter.maxHeight ?? undefined, offset: 0, limit: ROSTER_PAGE_SIZE }) : undefined;
  // In the order the page draws the cards (priority, then as listed): the first cards have priority.
  const firstCards = firstPage ? firstPage.artists : shown;
  const picture = shown.find((a) => a.mainImage.trim() !== '')?.mainImage;
  return {
    title: `${head} | ${siteName}`,
    ogTitle: `${head} | ${siteName}`,
    description: summarize(`${siteName} ${boardName || t.roster}: ${names.join(', ')}`),
    ogType: 'website',
    imageUrl: picture ?? defaultImageUrl,
    shareCrop: board !== undefined && picture !== undefined,
    imageAlt: `${siteName} ${boardName || t.roster}`,
    priorityImages: priorityImages(
      firstCards.slice(0, PRIORITY_CARDS).map((a) => a.mainImage.trim()),
      IMAGE_SIZES.roster,
    ),
    initialData: {
      [QUERY_KEYS.rosterBoards]: { data: boards },
      ...(firstPage ? { [QUERY_KEYS.rosterSearch(rosterSearchOf(filter, { withBoard: true }))]: { data: firstPage } } : { [QUERY_KEYS.artists]: { data: roster } }),
    },
  };
}

function artistMeta(deps: PageMetaDeps, artist: ArtistDetail, language: Language): Omit<PageMeta, 'initialData'> {
  const { siteName, defaultImageUrl } = deps;
  const t = SEO_TEXTS[language];
  const en = language === 'en';
  const name = artistDisplayName(artist, language);
  const otherName = artistOtherName(artist, language);
  const height = artist.height.trim();
  const career = (en ? artist.careerENG : artist.career).trim();
  return {
    // SPEC: the page title is the English name followed by the site suffix, in both languages.
    title: `${artistDisplayName(artist, 'en')} | ${siteName}`,
    ogTitle: `${name} | ${siteName}`,
    description: summarize(
      otherName ? `${name} (${otherName})` : name,
      t.artistRole(siteName),
      /^\d+(\.\d+)?$/.test(height) ? `${t.height} ${height} cm` : '',
      career,
    ),
    ogType: 'profile',
    imageUrl: artist.mainImage.trim() || artist.detailMainImage.trim() || defaultImageUrl,
    shareCrop: true,
    imageAlt: name,
    priorityImages: priorityImages([artist.detailMainImage.trim() || artist.mainImage.trim()], IMAGE_SIZES.portfolio),
    jsonLd: ({ origin, pageUrl, imageUrl }) =>
      personJsonLd({
        name,
        alternateName: otherName || undefined,
        imageUrl,
        pageUrl,
        height,
        sameAs: [artist.instagram, artist.youtube],
        siteName,
        origin,
      }),
  };
}

/** The head of the not-found page. */
export function notFoundMeta(siteName: string, language: Language): PageMeta {
  return {
    title: `404 | ${siteName}`,
    ogTitle: `404 | ${siteName}`,
    description: SEO_TEXTS[language].notFound,
    ogType: 'website',
    imageUrl: '',
    imageAlt: '',
    priorityImages: [],
    initialData: {},
  };
}
