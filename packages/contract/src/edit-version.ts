// No zod here: the shared API client (in the public site's bundle too) imports this.

/** The answer to a write whose If-Match names an older version than the stored one (decision 072). */
export const EDIT_CONFLICT = '다른 관리자가 먼저 수정했습니다. 최신 내용을 다시 불러온 뒤 수정해 주세요.';

/** The If-Match (and ETag) header of an edit version. */
export const ifMatchOf = (version: number): string => `"${version}"`;
