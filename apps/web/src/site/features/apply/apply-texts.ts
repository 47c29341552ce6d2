import { APPLICATION_GUARDIAN_AGE, APPLICATION_PHOTOS, APPLICATION_RETENTION_MONTHS, APPLICATION_UPLOAD_TTL_MINUTES } from '@agency/contract/application-rules';
import type { Dictionary } from '@shared/i18n/language';

type Field = 'name' | 'birthDate' | 'gender' | 'heightCm' | 'bust' | 'waist' | 'hips' | 'shoe' | 'city' | 'phone' | 'email' | 'instagram' | 'message';

export const applyTexts: Dictionary<{
  title: string;
  lead: string;
  castingLink: string;
  aboutYou: string;
  measurements: string;
  contact: string;
  optionalSection: string;
  fields: Record<Field, string>;
  hints: Partial<Record<Field, string>>;
  genders: Record<'female' | 'male' | 'other' | 'undisclosed', string>;
  chooseGender: string;
  required: string;
  optional: string;
  photos: string;
  photosHint: string;
  pickPhotos: string;
  photoAlt: (n: number) => string;
  photoUploading: string;
  photoDone: string;
  photoFailed: string;
  retry: string;
  removePhoto: (n: number) => string;
  photoCount: (n: number) => string;
  tooManyPhotos: string;
  badType: (name: string) => string;
  tooLarge: (name: string) => string;
  guardianTitle: string;
  guardianLead: string;
  guardianName: string;
  guardianContact: string;
  guardianConsent: string;
  requiredConsentTitle: string;
  optionalConsentTitle: string;
  consentRows: { purpose: string; items: string; retention: string; refuse: string };
  requiredConsent: { purpose: string; items: string; retention: string; refuse: string };
  optionalConsent: { purpose: string; items: string; retention: string; refuse: string };
  agreeRequired: string;
  agreeOptional: string;
  privacyLink: string;
  submit: string;
  submitting: string;
  fixErrors: string;
  missing: (labels: string[]) => string;
  needConsent: string;
  needPhotos: string;
  waitPhotos: string;
  needGuardian: string;
  optionalNeedsConsent: string;
  successTitle: string;
  successBody: string;
  failed: string;
  tooMany: string;
}> = {
  ko: {
    title: 'APPLY',
    lead: '모델로 활동하고 싶다면 지원서를 보내 주세요. 보내 주신 사진과 정보를 검토한 뒤, 함께하고 싶은 분께 연락드립니다.',
    castingLink: '캐스팅 문의는 CASTING에서',
    aboutYou: '기본 정보',
    measurements: '신체 사이즈',
    contact: '연락처',
    optionalSection: '선택 항목',
    fields: {
      name: '이름',
      birthDate: '생년월일',
      gender: '성별',
      heightCm: '키 (cm)',
      bust: '가슴 (cm)',
      waist: '허리 (cm)',
      hips: '엉덩이 (cm)',
      shoe: '발 (mm)',
      city: '거주 도시',
      phone: '연락처',
      email: '이메일',
      instagram: '인스타그램 계정',
      message: '자기소개',
    },
    hints: { instagram: '예: @agency_model. 선택 항목 동의가 필요합니다.', message: '경력, 활동하고 싶은 분야 등. 선택 항목 동의가 필요합니다.' },
    genders: { female: '여성', male: '남성', other: '기타', undisclosed: '밝히지 않음' },
    chooseGender: '선택하세요',
    required: '필수',
    optional: '선택',
    photos: '사진',
    photosHint: `얼굴 정면, 전신, 옆모습이 잘 보이는 자연스러운 사진 ${APPLICATION_PHOTOS.min}~${APPLICATION_PHOTOS.max}장 (보정·필터 없이). JPEG, PNG, WebP, 장당 10MB까지. 사진의 위치 정보는 서버에서 지워집니다.`,
    pickPhotos: '사진 선택',
    photoAlt: (n) => `지원 사진 ${n}`,
    photoUploading: '올리는 중...',
    photoDone: '올림',
    photoFailed: '올리지 못함',
    retry: '다시 시도',
    removePhoto: (n) => `사진 ${n} 빼기`,
    photoCount: (n) => `${n}/${APPLICATION_PHOTOS.max}장`,
    tooManyPhotos: `사진은 ${APPLICATION_PHOTOS.max}장까지 보낼 수 있습니다.`,
    badType: (name) => `${name}: JPEG, PNG, WebP 이미지만 올릴 수 있습니다.`,
    tooLarge: (name) => `${name}: 10MB가 넘습니다.`,
    guardianTitle: '법정대리인(보호자) 동의',
    guardianLead: `만 ${APPLICATION_GUARDIAN_AGE}세 미만은 「개인정보 보호법」 제22조의2에 따라 법정대리인의 동의가 있어야 지원할 수 있습니다. 보호자께서 아래 내용을 확인하고 동의해 주세요.`,
    guardianName: '보호자 이름',
    guardianContact: '보호자 연락처',
    guardianConsent: '보호자로서 아래 개인정보 수집·이용에 동의합니다.',
    requiredConsentTitle: '[필수] 개인정보 수집·이용 동의',
    optionalConsentTitle: '[선택] 개인정보 수집·이용 동의',
    consentRows: { purpose: '수집 목적', items: '수집 항목', retention: '보유 기간', refuse: '동의 거부 권리' },
    requiredConsent: {
      purpose: '모델 지원서 검토, 지원자 본인 확인과 연락',
      items: `이름, 생년월일, 성별, 키, 거주 도시, 연락처, 이메일, 사진, 입력한 경우 신체 사이즈(만 ${APPLICATION_GUARDIAN_AGE}세 미만: 보호자 이름과 연락처)`,
      retention: `접수일로부터 ${APPLICATION_RETENTION_MONTHS}개월 후 사진과 함께 파기 (보내지 않은 사진은 ${APPLICATION_UPLOAD_TTL_MINUTES}분 후 삭제)`,
      refuse: '동의를 거부할 수 있으나, 거부하면 지원서를 보낼 수 없습니다.',
    },
    optionalConsent: {
      purpose: '지원자의 활동과 관심 분야를 이해하기 위한 참고',
      items: '인스타그램 계정, 자기소개',
      retention: `접수일로부터 ${APPLICATION_RETENTION_MONTHS}개월 후 파기`,
      refuse: '동의하지 않아도 지원할 수 있으며, 이 경우 선택 항목은 보내지 않습니다.',
    },
    agreeRequired: '필수 항목 수집·이용에 동의합니다.',
    agreeOptional: '선택 항목 수집·이용에 동의합니다.',
    privacyLink: '개인정보처리방침 전문 보기',
    submit: '지원서 보내기',
    submitting: '보내는 중...',
    fixErrors: '확인이 필요한 항목이 있습니다.',
    missing: (labels) => `다음 항목을 입력해 주세요: ${labels.join(', ')}`,
    needConsent: '필수 항목 수집·이용에 동의해 주세요.',
    needPhotos: `사진을 ${APPLICATION_PHOTOS.min}장 이상 올려 주세요.`,
    waitPhotos: '사진을 다 올린 뒤에 보내 주세요. 실패한 사진은 다시 시도하거나 빼 주세요.',
    needGuardian: '보호자 이름, 연락처와 동의가 필요합니다.',
    optionalNeedsConsent: '인스타그램 계정이나 자기소개를 보내려면 선택 항목에 동의해 주세요.',
    successTitle: '지원서가 접수되었습니다.',
    successBody: `검토 후 함께하고 싶은 분께 연락드립니다. 지원서와 사진은 접수일로부터 ${APPLICATION_RETENTION_MONTHS}개월 동안 보관한 뒤 파기합니다.`,
    failed: '지원서를 보내지 못했습니다.',
    tooMany: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  },
  en: {
    title: 'APPLY',
    lead: 'Want to work as a model? Send us your application. We look at every photo and reply to the people we would like to meet.',
    castingLink: 'Casting inquiries: CASTING',
    aboutYou: 'About you',
    measurements: 'Measurements',
    contact: 'Contact',
    optionalSection: 'Optional',
    fields: {
      name: 'Name',
      birthDate: 'Date of birth',
      gender: 'Gender',
      heightCm: 'Height (cm)',
      bust: 'Bust (cm)',
      waist: 'Waist (cm)',
      hips: 'Hips (cm)',
      shoe: 'Shoe (mm)',
      city: 'City',
      phone: 'Phone',
      email: 'Email',
      instagram: 'Instagram handle',
      message: 'About yourself',
    },
    hints: { instagram: 'e.g. @agency_model. Needs the consent to the optional items.', message: 'Experience, the work you would like to do. Needs the consent to the optional items.' },
    genders: { female: 'Female', male: 'Male', other: 'Other', undisclosed: 'Prefer not to say' },
    chooseGender: 'Choose',
    required: 'required',
    optional: 'optional',
    photos: 'Photos',
    photosHint: `${APPLICATION_PHOTOS.min} to ${APPLICATION_PHOTOS.max} natural photos showing your face, full length and profile (no retouching or filters). JPEG, PNG or WebP, up to 10 MB each. The server removes location data from your photos.`,
    pickPhotos: 'Choose photos',
    photoAlt: (n) => `Application photo ${n}`,
    photoUploading: 'Uploading...',
    photoDone: 'Uploaded',
    photoFailed: 'Upload failed',
    retry: 'Try again',
    removePhoto: (n) => `Remove photo ${n}`,
    photoCount: (n) => `${n}/${APPLICATION_PHOTOS.max} photos`,
    tooManyPhotos: `You can send up to ${APPLICATION_PHOTOS.max} photos.`,
    badType: (name) => `${name}: only JPEG, PNG or WebP images can be uploaded.`,
    tooLarge: (name) => `${name}: larger than 10 MB.`,
    guardianTitle: 'Consent of a parent or legal guardian',
    guardianLead: `Applicants under ${APPLICATION_GUARDIAN_AGE} need the consent of a parent or legal guardian (Personal Information Protection Act, Art. 22-2). Please ask them to read and agree below.`,
    guardianName: 'Guardian’s name',
    guardianContact: 'Guardian’s phone or email',
    guardianConsent: 'As the parent or legal guardian, I agree to the collection and use of personal information below.',
    requiredConsentTitle: '[Required] Consent to the collection and use of personal information',
    optionalConsentTitle: '[Optional] Consent to the collection and use of personal information',
    consentRows: { purpose: 'Purpose', items: 'Information', retention: 'Kept for', refuse: 'Your right to refuse' },
    requiredConsent: {
      purpose: 'Reviewing your application, confirming who you are and contacting you',
      items: `Name, date of birth, gender, height, city, phone, email, photos, measurements if given (under ${APPLICATION_GUARDIAN_AGE}: the guardian’s name and contact)`,
      retention: `${APPLICATION_RETENTION_MONTHS} months from the application, then deleted with the photos (photos not sent are deleted after ${APPLICATION_UPLOAD_TTL_MINUTES} minutes)`,
      refuse: 'You may refuse, but then the application cannot be sent.',
    },
    optionalConsent: {
      purpose: 'Understanding your work and interests',
      items: 'Instagram handle, about yourself',
      retention: `${APPLICATION_RETENTION_MONTHS} months from the application, then deleted`,
      refuse: 'You can apply without it; the optional items are then not sent.',
    },
    agreeRequired: 'I agree to the collection and use of the required information.',
    agreeOptional: 'I agree to the collection and use of the optional information.',
    privacyLink: 'Read the full privacy policy',
    submit: 'Send application',
    submitting: 'Sending...',
    fixErrors: 'Some items need your attention.',
    missing: (labels) => `Please fill in: ${labels.join(', ')}`,
    needConsent: 'Please agree to the collection and use of the required information.',
    needPhotos: `Please upload at least ${APPLICATION_PHOTOS.min} photos.`,
    waitPhotos: 'Please wait until every photo is uploaded; try a failed one again or remove it.',
    needGuardian: 'The guardian’s name, contact and consent are needed.',
    optionalNeedsConsent: 'To send your Instagram handle or a message, please agree to the optional items.',
    successTitle: 'Your application has been received.',
    successBody: `We review every application and contact the people we would like to meet. Applications and photos are kept for ${APPLICATION_RETENTION_MONTHS} months, then deleted.`,
    failed: 'The application could not be sent.',
    tooMany: 'Too many requests. Please try again in a moment.',
  },
};
