/** Phones and tablets get the lighter mobile file; everything wider gets the desktop file. */
export const MOBILE_OR_TABLET_QUERY = '(max-width: 1024px)';

export function pickBackgroundVideo(isMobileOrTablet: boolean, urls: { desktop: string; mobile: string }): string {
  return isMobileOrTablet ? urls.mobile : urls.desktop;
}
