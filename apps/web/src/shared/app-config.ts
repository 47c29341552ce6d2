import type { AppConfig } from '@agency/contract/app-config';

export const DEFAULT_APP_CONFIG: AppConfig = {
  siteName: 'AGENCY',
  backgroundVideoDesktopUrl: '/media/demo/background-desktop.mp4',
  backgroundVideoMobileUrl: '/media/demo/background-mobile.mp4',
  backgroundPosterUrl: '/media/demo/background-poster.jpg',
  mediaPublicBaseUrl: '',
  mailHost: '',
  storageHost: '',
};

function pickString(source: Record<string, unknown>, key: keyof AppConfig): string {
  const value = source[key];
  return typeof value === 'string' && value.trim() !== '' ? value : DEFAULT_APP_CONFIG[key];
}

/** Parses the inlined JSON; missing or malformed keys fall back to the defaults. */
export function parseAppConfig(json: string | null | undefined): AppConfig {
  if (!json) return DEFAULT_APP_CONFIG;
  try {
    const raw: unknown = JSON.parse(json);
    if (typeof raw !== 'object' || raw === null) return DEFAULT_APP_CONFIG;
    const source = raw as Record<string, unknown>;
    return {
      siteName: pickString(source, 'siteName'),
      backgroundVideoDesktopUrl: pickString(source, 'backgroundVideoDesktopUrl'),
      backgroundVideoMobileUrl: pickString(source, 'backgroundVideoMobileUrl'),
      backgroundPosterUrl: pickString(source, 'backgroundPosterUrl'),
      mediaPublicBaseUrl: pickString(source, 'mediaPublicBaseUrl'),
      mailHost: pickString(source, 'mailHost'),
      storageHost: pickString(source, 'storageHost'),
    };
  } catch (error) {
    console.error('Invalid app-config JSON', error);
    return DEFAULT_APP_CONFIG;
  }
}

let cached: AppConfig | undefined;

export function getAppConfig(): AppConfig {
  cached ??= parseAppConfig(typeof document === 'undefined' ? null : document.getElementById('app-config')?.textContent);
  return cached;
}
