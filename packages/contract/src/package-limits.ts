// No zod here: the public package page (/p/{token}) reads these. The schemas of the package calls are in packages.ts.

/** Longest comment a client may leave on one artist of a package (plain text). */
export const PACKAGE_COMMENT_MAX = 1000;

/** The answers of the public package read when there is nothing to show (both 404). */
export const PACKAGE_NOT_FOUND = '패키지를 찾을 수 없습니다. / This package could not be found.';
export const PACKAGE_EXPIRED = '이 패키지는 만료되었습니다. / This package has expired.';

/**
 * A client's answer on one artist (issue 37): shortlisted (the heart), selected (a request to book), declined, or
 * none. Shortlisted and selected count as favourites.
 */
export const PACKAGE_STATUSES = ['shortlist', 'select', 'decline', 'none'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];
export const isFavouriteStatus = (status: PackageStatus): boolean => status === 'shortlist' || status === 'select';
/** Each status as the agency reads it (the admin's and the agency mails' language). */
export const PACKAGE_STATUS_LABELS: Record<PackageStatus, string> = { shortlist: '관심', select: '섭외 요청', decline: '제외', none: '선택 취소' };

/** Days a package stays open when it is created without an expiry. */
export const PACKAGE_DEFAULT_DAYS = 30;

/** The admin's screen of one package (linked from the agency's pick mails). */
export const ADMIN_PACKAGE_PATH = '/admin/packages/:id';
export const adminPackagePath = (id: number): string => ADMIN_PACKAGE_PATH.replace(':id', String(id));
