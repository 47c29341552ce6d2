// No zod here: the public /apply page and /privacy read these. The schemas of the application calls are in applications.ts.

/** Photos an application needs and allows (face, full length, profile and up to three more). */
export const APPLICATION_PHOTOS = { min: 3, max: 6 } as const;
/** Largest photo a visitor may upload, before the server re-encodes it. */
export const APPLICATION_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The picture types accepted from a phone or a computer (checked by content on the server). */
export const APPLICATION_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** An uploaded photo not sent with an application within this time is deleted. */
export const APPLICATION_UPLOAD_TTL_MINUTES = 60;
/** How long an application and its photos are kept (then deleted by a job): shown on the form and in /privacy. */
export const APPLICATION_RETENTION_MONTHS = 12;
/** Below this age a legal guardian's consent is required (PIPA Art. 22-2). */
export const APPLICATION_GUARDIAN_AGE = 14;

export const APPLICATION_GENDERS = ['female', 'male', 'other', 'undisclosed'] as const;
export type ApplicationGender = (typeof APPLICATION_GENDERS)[number];

export const APPLICATION_STATUSES = ['new', 'reviewing', 'accepted', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Answers of the public calls, in both languages (the form's language is not known to the server yet). */
export const APPLICATION_MESSAGES = {
  required: '필수 항목을 모두 입력해 주세요. / Please fill in every required field.',
  email: '올바른 이메일 주소를 입력해 주세요. / Please enter a valid email address.',
  birthDate: '생년월일을 YYYY-MM-DD 형식의 지난 날짜로 입력해 주세요. / Please enter your date of birth as a past date (YYYY-MM-DD).',
  consent: '필수 항목 수집·이용에 동의해 주셔야 지원할 수 있습니다. / Please agree to the collection and use of the required information to apply.',
  optionalWithoutConsent:
    '인스타그램 계정과 자기소개는 선택 항목 동의 후에 보낼 수 있습니다. / Your Instagram handle and message can be sent only with the consent to the optional items.',
  guardian:
    '만 14세 미만은 법정대리인(보호자)의 동의와 이름, 연락처가 필요합니다. / Applicants under 14 need the consent, name and contact of a parent or legal guardian.',
  photoCount: `사진은 ${APPLICATION_PHOTOS.min}장에서 ${APPLICATION_PHOTOS.max}장까지 보내 주세요. / Please send ${APPLICATION_PHOTOS.min} to ${APPLICATION_PHOTOS.max} photos.`,
  photoUnknown: '사진이 만료되었거나 찾을 수 없습니다. 사진을 다시 올려 주세요. / A photo has expired or could not be found. Please upload it again.',
  photoType: '사진은 JPEG, PNG, WebP 이미지만 올릴 수 있습니다. / Photos must be JPEG, PNG or WebP images.',
  photoSize: '사진 한 장은 10MB까지 올릴 수 있습니다. / Each photo may be at most 10 MB.',
} as const;

/** The applicant's age in full years on `today` (both YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The admin's screen of one application (linked from the agency's mail). */
export const ADMIN_APPLICATION_PATH = '/admin/applications/:id';
export const adminApplicationPath = (id: number): string => ADMIN_APPLICATION_PATH.replace(':id', String(id));
