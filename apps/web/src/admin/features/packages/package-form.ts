import type { PackageDetail, UpdatePackageRequest } from '@agency/contract/packages';
import type { MergeField } from '@admin/lib/edit-form/merge-edits';
import { packageTexts as t } from './package-texts';

/** The edit form holds exactly the update's body; the expiry as the last day the link is open (YYYY-MM-DD). */
export type PackageForm = UpdatePackageRequest & { expiresAt: string; artists: PackageFormArtist[] };
export type PackageFormArtist = { artistId: number; images: string[] | null; polaroids: string[] | null; videos: string[] | null };
export type MediaKind = 'images' | 'polaroids' | 'videos';

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The last day a package is open, on this computer's calendar (the server closes it at the end of that day). */
export function lastOpenDay(expiresAt: string): string {
  return dayOf(new Date(Date.parse(expiresAt) - 1));
}

/** The day `days` after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return dayOf(new Date(y!, m! - 1, d! + days));
}

export const today = (now = new Date()): string => dayOf(now);

export function toPackageForm(detail: PackageDetail | undefined): PackageForm {
  return {
    title: detail?.title ?? '',
    titleEn: detail?.titleEn ?? '',
    clientName: detail?.clientName ?? '',
    bookerName: detail?.bookerName ?? '',
    bookerPhone: detail?.bookerPhone ?? '',
    bookerEmail: detail?.bookerEmail ?? '',
    noteKo: detail?.noteKo ?? '',
    noteEn: detail?.noteEn ?? '',
    language: detail?.language ?? 'ko',
    expiresAt: detail ? lastOpenDay(detail.expiresAt) : '',
    artists: (detail?.artists ?? []).map(({ artistId, images, polaroids, videos }) => ({ artistId, images, polaroids, videos })),
  };
}

/**
 * A selection after one item was switched on or off: null (everything, also what the artist adds later) once every
 * item is on again.
 */
export function toggleSelection(selection: string[] | null, available: readonly string[], item: string, on: boolean): string[] | null {
  const current = selection ?? [...available];
  const next = on ? [...new Set([...current, item])] : current.filter((url) => url !== item);
  return available.every((url) => next.includes(url)) ? null : available.filter((url) => next.includes(url));
}

/**
 * The merge's fields after a 409 (decision 101), named as on the screen; the artists (with what each shows) are one
 * choice, read by name (`detail`: the package as last read).
 */
export function packageMergeFields(detail: PackageDetail | undefined): MergeField[] {
  const nameOf = (artistId: number) => detail?.artists.find((artist) => artist.artistId === artistId)?.korName ?? `#${artistId}`;
  const shown = (list: string[] | null) => (list === null ? '전체' : `${list.length}개`);
  return [
    { path: 'title', label: t.title },
    { path: 'titleEn', label: t.titleEn },
    { path: 'clientName', label: t.clientName },
    { path: 'bookerName', label: t.bookerName },
    { path: 'bookerPhone', label: t.bookerPhone },
    { path: 'bookerEmail', label: t.bookerEmail },
    { path: 'expiresAt', label: t.expiresAt },
    { path: 'language', label: t.language, format: (value) => t.languages[value as 'ko' | 'en'] ?? String(value) },
    { path: 'noteKo', label: t.noteKo },
    { path: 'noteEn', label: t.noteEn },
    {
      path: 'artists',
      label: t.artistsTitle,
      format: (value) =>
        (value as PackageFormArtist[]).map((artist) => `${nameOf(artist.artistId)} (사진 ${shown(artist.images)}, 폴라로이드 ${shown(artist.polaroids)}, 영상 ${shown(artist.videos)})`).join('\n'),
    },
  ];
}
