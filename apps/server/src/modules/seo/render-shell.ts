import { BOOT_SHELL_ID } from '@agency/contract/boot-shell';
import { IMAGE_SIZES } from '@agency/contract/images';
import type { PublicPageName } from '@agency/contract/public-pages';
import { escapeHtml } from '../../lib/html-escape';
import { SEO_LANGUAGES, type Language } from './seo-language';

/**
 * What a page looks like while it loads, in grey shapes (the same layouts as the pages' own loading placeholders,
 * site/components/loading/page-placeholder.tsx): a wide top picture with lines and a grid of video stills, a grid of
 * portraits, a portrait beside lines, one video, or lines of text. The landing page is its dark video area, /about
 * its dark picture band.
 */
type ShellKind = 'landing' | 'banner' | 'hero' | 'roster' | 'profile' | 'video' | 'text';

const SHELL_KINDS: Record<PublicPageName, ShellKind> = {
  home: 'landing',
  about: 'banner',
  management: 'roster',
  managementBoard: 'roster',
  production: 'hero',
  news: 'hero',
  contact: 'text',
  casting: 'text',
  apply: 'text',
  privacy: 'text',
  artist: 'profile',
  productionVideo: 'video',
  newsVideo: 'video',
  package: 'roster',
};

/** The header's switch (SPEC: KOR / ENG; the web's LANGUAGE_LABELS). */
const LANGUAGE_LABELS: Record<Language, string> = { ko: 'KOR', en: 'ENG' };

/** The spec's loading text (the web's commonTexts.loading). */
const LOADING: Record<Language, string> = { ko: '불러오는 중...', en: 'Loading...' };

const shapes = (count: number, className: string) => `<span class="boot-shape ${className}"></span>`.repeat(count);
const lines = (count: number) => `<div class="boot-lines">${shapes(count, 'boot-line')}</div>`;
/** The page's first picture as its own <img> has it (same srcset and sizes), so one download serves both. */
export type ShellPicture = { src: string; srcSet: string; sizes: string };

const img = (picture: ShellPicture) =>
  `<img src="${escapeHtml(picture.src)}" srcset="${escapeHtml(picture.srcSet)}" sizes="${escapeHtml(picture.sizes)}" alt="" fetchpriority="high">`;

/** Cards of a grid, the first with `first` in its picture's place. */
const cards = (count: number, className: string, first?: ShellPicture) =>
  `<div class="boot-cards ${className}">${Array.from(
    { length: count },
    (_, i) => `<div><span class="boot-shape boot-card-picture">${i === 0 && first ? img(first) : ''}</span>${shapes(1, 'boot-line boot-line--short')}</div>`,
  ).join('')}</div>`;

/** Roster cards in the roster's own grid (shared/styles/first-screens.css), the first ones with their portraits. */
const rosterCards = (count: number, pictures: ShellPicture[]) =>
  `<div class="artist-grid roster-grid">${Array.from(
    { length: count },
    (_, i) => `<div><span class="boot-shape boot-card-picture boot-card-picture--portrait">${pictures[i] ? img(pictures[i]) : ''}</span>${shapes(1, 'boot-line boot-line--short')}</div>`,
  ).join('')}</div>`;

/** The artist's portfolio strip as the page draws it, its first picture in place, and the lines of the band under it. */
const portfolio = (pictures: ShellPicture[]) =>
  `<div class="artist-strip boot-strip"><div class="artist-strip-list">${[0, 1, 2]
    .map((i) => `<div class="artist-strip-item">${i === 0 && pictures[0] ? img(pictures[0]) : ''}</div>`)
    .join('')}</div></div>${lines(4)}`;

function skeleton(kind: Exclude<ShellKind, 'landing' | 'banner'>, pictures: ShellPicture[]): string {
  switch (kind) {
    case 'hero':
      // The page's own top (first-screens.css): its image's place, lines for its text. Then the first video's still
      // (production, news), on a phone the largest picture of the first screen.
      return (
        `<div class="page-hero">${shapes(1, 'page-hero-image')}<div class="page-hero-text">${lines(3)}</div></div>` +
        cards(3, 'boot-cards--video', pictures.find((p) => p.sizes === IMAGE_SIZES.videoGrid))
      );
    case 'roster':
      return `${shapes(1, 'boot-title')}${rosterCards(8, pictures)}`;
    case 'profile':
      return portfolio(pictures);
    case 'video':
      // The video's poster, as the page shows it until its player answers.
      return `<span class="boot-shape boot-video">${pictures[0] ? img(pictures[0]) : ''}</span>`;
    case 'text':
      return `${shapes(1, 'boot-title')}${lines(7)}`;
  }
}

/**
 * The markup sent in the page's HTML before the site's script (issue 36 item 6): the header as the script draws it
 * (hamburger, logo, the place of the desktop links, KOR / ENG with the page's language marked) and the page's skeleton with the loading text, so a
 * slow network shows the site's frame instead of a white screen. It stands before `#root` and is inert (nothing in
 * it works before the script); the script removes it in the same frame as it draws the page
 * (apps/web/src/site/lib/boot-shell.ts). Classes are the header's own; the shapes' styles are in the entry
 * stylesheet (apps/web/src/shared/styles/boot-shell.css). Decision 114. The roster and the artist page draw their
 * first pictures (`pictures`, the ones the head preloads) in the page's own layout, so a phone sees the portraits
 * before the script has arrived and run (decision 121); production and news their first video's still, /about its
 * top picture in its band, a video page its poster.
 */
export function renderShell(input: { page: PublicPageName | 'notFound'; language: Language; siteName: string; pictures?: ShellPicture[] }): string {
  const kind: ShellKind = input.page === 'notFound' ? 'text' : SHELL_KINDS[input.page];
  const switches = SEO_LANGUAGES.map(
    (lang) => `<button type="button" lang="${lang}" aria-pressed="${lang === input.language}">${LANGUAGE_LABELS[lang]}</button>`,
  ).join('');
  const logo = `<a class="site-logo" href="/">${escapeHtml(input.siteName)}</a>`;
  const language = `<div class="language-switch">${switches}</div>`;
  const header =
    input.page === 'package'
      ? // A client's package: the agency's name and KOR / ENG, none of the site's menus (issue 37).
        `<header class="site-header site-header--bare"><span></span>${logo}${language}</header>`
      : `<header class="site-header${kind === 'landing' ? ' site-header--overlay' : ''}">` +
        `<button type="button" class="menu-toggle"><span class="menu-toggle-bars"></span></button>` +
        logo +
        // The desktop header's links (from 1024 px) come with the script; their place is kept so nothing moves.
        `<div class="desktop-nav"></div>` +
        language +
        `</header>`;
  const status = `<p class="boot-status">${LOADING[input.language]}</p>`;
  const pictures = input.pictures ?? [];
  const body =
    kind === 'landing'
      ? `<div class="boot-landing"></div>`
      : kind === 'banner'
        ? // The page's dark band (about.css's .about-hero) with its picture, full width under the header.
          `<div class="page boot-page boot-page--banner"><div class="boot-banner" aria-hidden="true">${pictures[0] ? img(pictures[0]) : ''}</div>${status}<div aria-hidden="true">${lines(6)}</div></div>`
        : `<div class="page boot-page">${status}<div aria-hidden="true">${skeleton(kind, pictures)}</div></div>`;
  return `<div id="${BOOT_SHELL_ID}" class="boot-shell" inert>${header}${body}</div>`;
}
