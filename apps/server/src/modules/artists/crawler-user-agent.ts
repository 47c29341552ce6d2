/**
 * User agents of crawlers, link previewers and scripted clients whose requests are not counted
 * as artist views. Matched case-insensitively anywhere in the header.
 */
const CRAWLER_PATTERN = new RegExp(
  [
    'bot', // Googlebot, bingbot, Twitterbot, Applebot, YandexBot, ...
    'crawl',
    'spider',
    'slurp', // Yahoo
    'facebookexternalhit',
    'facebookcatalog',
    'kakaotalk-scrap',
    'yeti', // Naver
    'daum', // Daumoa
    'preview', // Slack, Skype, Bing and other link previews
    'embedly',
    'headlesschrome',
    'lighthouse',
    'pingdom',
    'curl/',
    'wget/',
    'python-requests',
    'python-urllib',
    'go-http-client',
    'scrapy',
  ].join('|'),
  'i',
);

export function isCrawlerUserAgent(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.trim() === '') return true;
  return CRAWLER_PATTERN.test(userAgent);
}
