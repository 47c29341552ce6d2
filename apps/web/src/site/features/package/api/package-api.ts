import type { PackageStatus } from '@agency/contract/package-limits';
import type { PackagePickResponse } from '@agency/contract/packages';
import { call } from '@shared/api/api-client';
import { useQuery } from '@site/lib/use-query';

/** GET /api/packages/{token}: the package as its client sees it (404 when unknown or expired). */
export function usePackage(token: string) {
  return useQuery(`package/${token}`, () => call('getPackage', { params: { token } }));
}

/** POST /api/packages/{token}/views: the package (no artist) or one of its artists was opened. Never fails the page. */
export function recordPackageView(token: string, artistId?: number): void {
  call('recordPackageView', { params: { token }, body: artistId === undefined ? {} : { artistId } }).catch((error: unknown) =>
    console.warn('package view not recorded', error),
  );
}

/** POST /api/packages/{token}/picks: the client's answer on an artist, with the comment when given. */
export function sendPick(token: string, body: { artistId: number; status: PackageStatus; comment?: string }): Promise<PackagePickResponse> {
  return call('pickPackageArtist', { params: { token }, body });
}

/** POST /api/packages/{token}/language: the recipient chose this language (their link opens in it next time). */
export function rememberPackageLanguage(token: string, language: 'ko' | 'en'): void {
  call('setPackageLanguage', { params: { token }, body: { language } }).catch((error: unknown) => console.warn('package language not remembered', error));
}
