import { escapeHtml, jsonForScript } from '../../lib/html-escape';
import type { ImageSize } from './image-size';
import type { PageMeta } from './page-meta';
import { preloadImageTags } from './preload-image';
import { pageUrl } from './public-pages';
import { OG_LOCALES, SEO_LANGUAGES, type Language } from './seo-language';
import { absoluteUrl } from './site-origin';

export interface HeadInput {
  meta: PageMeta;
  siteName: string;
  origin: string;
  /** The page's path as the site links it. */
  path: string;
  /** The language the head is written in. */
  language: Language;
  /** The language the link asked for; undefined when it had no (valid) `?lang=`. */
  requestedLanguage: Language | undefined;
  imageSize: ImageSize | undefined;
  /** MEDIA_PUBLIC_BASE_URL ('' for local media): which image URLs go through the resizer. */
  mediaPublicBaseUrl: string;
  /** Not-found and private pages: no alternates, not indexed. */
  noindex?: boolean;
}

const metaName = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
const metaProperty = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
const link = (attrs: string, href: string) => `<link ${attrs} href="${escapeHtml(href)}">`;

/**
 * The `<head>` elements of one page: title, description, canonical, hreflang alternates, Open
 * Graph, Twitter card, JSON-LD and the preload of the page's first large image. Every value is escaped: names and texts come from admins.
 */
export function renderHead(input: HeadInput): string {
  const { meta, origin, path, language, siteName } = input;
  const tags: string[] = [`<title>${escapeHtml(meta.title)}</title>`];
  if (meta.description) tags.push(metaName('description', meta.description));
  for (const image of meta.priorityImages) tags.push(...preloadImageTags(image, input.mediaPublicBaseUrl));
  if (input.noindex) {
    tags.push(metaName('robots', 'noindex'));
    // A private page shared by hand (a package link in a messenger): its card, and nothing that names it elsewhere.
    if (meta.shareCard) {
      const cardImage = absoluteUrl(origin, meta.imageUrl);
      tags.push(metaProperty('og:site_name', siteName), metaProperty('og:type', meta.ogType), metaProperty('og:title', meta.ogTitle));
      if (cardImage) tags.push(metaProperty('og:image', cardImage), metaProperty('og:image:alt', meta.imageAlt));
      tags.push(metaName('twitter:card', cardImage ? 'summary_large_image' : 'summary'), metaName('twitter:title', meta.ogTitle));
    }
    return tags.join('\n    ');
  }

  if (meta.siteVerification?.naver) tags.push(metaName('naver-site-verification', meta.siteVerification.naver));
  if (meta.siteVerification?.google) tags.push(metaName('google-site-verification', meta.siteVerification.google));

  // Each language version is its own canonical page; the link without ?lang= is x-default.
  const canonical = pageUrl(origin, path, input.requestedLanguage);
  tags.push(link('rel="canonical"', canonical));
  for (const lang of SEO_LANGUAGES) tags.push(link(`rel="alternate" hreflang="${lang}"`, pageUrl(origin, path, lang)));
  tags.push(link('rel="alternate" hreflang="x-default"', pageUrl(origin, path)));

  const image = absoluteUrl(origin, meta.imageUrl);
  tags.push(
    metaProperty('og:site_name', siteName),
    metaProperty('og:type', meta.ogType),
    metaProperty('og:title', meta.ogTitle),
    metaProperty('og:description', meta.description),
    metaProperty('og:url', canonical),
    metaProperty('og:locale', OG_LOCALES[language]),
    ...SEO_LANGUAGES.filter((l) => l !== language).map((l) => metaProperty('og:locale:alternate', OG_LOCALES[l])),
  );
  if (image) {
    tags.push(metaProperty('og:image', image));
    if (image.startsWith('https://')) tags.push(metaProperty('og:image:secure_url', image));
    if (input.imageSize) {
      tags.push(
        metaProperty('og:image:width', String(input.imageSize.width)),
        metaProperty('og:image:height', String(input.imageSize.height)),
      );
    }
    tags.push(metaProperty('og:image:alt', meta.imageAlt));
  }
  tags.push(
    metaName('twitter:card', 'summary_large_image'),
    metaName('twitter:title', meta.ogTitle),
    metaName('twitter:description', meta.description),
  );
  if (image) tags.push(metaName('twitter:image', image), metaName('twitter:image:alt', meta.imageAlt));
  if (meta.jsonLd) {
    const data = meta.jsonLd({ origin, pageUrl: canonical, imageUrl: image });
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('\n    ');
}
