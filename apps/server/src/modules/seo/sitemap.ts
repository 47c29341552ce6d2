import { escapeXml } from '../../lib/html-escape';
import { pageUrl } from './public-pages';
import { SEO_LANGUAGES } from './seo-language';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * A sitemap with one entry per language version of each path (x-default, then ko, en), each
 * listing all three alternates, as search engines ask for hreflang in sitemaps.
 */
export function renderSitemap(origin: string, paths: string[]): string {
  const entries: string[] = [];
  for (const path of paths) {
    const variants = [pageUrl(origin, path), ...SEO_LANGUAGES.map((lang) => pageUrl(origin, path, lang))];
    const alternates = [
      ...SEO_LANGUAGES.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(pageUrl(origin, path, lang))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pageUrl(origin, path))}"/>`,
    ];
    for (const loc of variants) {
      entries.push(`  <url>\n    <loc>${escapeXml(loc)}</loc>\n    ${alternates.join('\n    ')}\n  </url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything but the admin area and the sign-in page, and where the sitemap is. */
/** Naver's crawler (Yeti) is named on its own so that Naver Search Advisor's robots check sees it allowed. */
export function renderRobots(origin: string): string {
  const rules = ['Allow: /', 'Disallow: /admin', 'Disallow: /login'];
  return ['User-agent: Yeti', ...rules, '', 'User-agent: *', ...rules, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
