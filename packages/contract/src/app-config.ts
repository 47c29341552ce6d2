// No zod here: the public web bundle reads it.

/**
 * The public, whitelisted settings the server builds from its configuration (apps/server/src/app-context.ts) and
 * inlines into every page as `<script type="application/json" id="app-config">` (docs/decisions/052); the web app
 * reads them with getAppConfig (apps/web/src/shared/app-config.ts).
 */
export type AppConfig = {
  siteName: string;
  backgroundVideoDesktopUrl: string;
  backgroundVideoMobileUrl: string;
  backgroundPosterUrl: string;
  /** Where stored media is served besides /media/ (MEDIA_PUBLIC_BASE_URL: S3 or a CDN; docs/decisions/051); '' when unset. */
  mediaPublicBaseUrl: string;
  /** The hosts personal data goes to (the privacy policy's processors); '' when it stays on the site's own server. */
  mailHost: string;
  storageHost: string;
};
