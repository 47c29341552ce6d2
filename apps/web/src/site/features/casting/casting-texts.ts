import { INQUIRY_RETENTION_YEARS } from '@agency/contract/public-pages';
import type { Dictionary } from '@shared/i18n/language';

type CastingTexts = {
  title: string;
  lead: string;
  applyLink: string;
  fields: { title: string; email: string; phone: string; name: string; message: string };
  placeholders: { title: string; email: string; phone: string; name: string };
  privacyTitle: string;
  /** The notice's lines naming `officer` (the company information's privacy officer, or `defaultOfficer`). */
  privacyItems: (officer: string) => readonly string[];
  defaultOfficer: string;
  /** The link to /privacy under the notice. */
  privacyPolicyLink: string;
  agree: string;
  disagree: string;
  consentLegend: string;
  submit: string;
  submitting: string;
  alerts: { missingFields: string; consent: string; email: string };
  success: string;
  error: string;
  /** After a success: what happens next. */
  nextSteps: string;
  /** Offered after a language switch that kept the visitor's own text. */
  useTemplate: string;
  replaceConfirm: string;
};

export const castingTexts: Dictionary<CastingTexts> = {
  ko: {
    title: 'CASTING',
    lead: '모델 · 아티스트 섭외 및 촬영 문의를 남겨주시면 담당자가 확인 후 연락드립니다.',
    applyLink: '모델로 지원하고 싶다면 APPLY 페이지에서',
    fields: { title: '제목', email: '이메일', phone: '연락처', name: '이름 / 회사명', message: '문의 내용' },
    placeholders: { title: '문의 제목', email: 'example@company.com', phone: '010-0000-0000', name: '담당자 이름 또는 회사명' },
    privacyTitle: '개인정보 수집 및 이용 안내',
    privacyItems: (officer) => [
      '수집 항목: 이름, 이메일, 연락처, 문의 내용',
      '수집 목적: 캐스팅 및 섭외 문의 확인과 회신',
      `보유 기간: 문의일로부터 최대 ${INQUIRY_RETENTION_YEARS}년간 보관 후 파기`,
      `개인정보 보호책임자: ${officer} (개인정보 관련 문의는 CONTACT 페이지의 이메일로 보내주세요)`,
      '동의를 거부할 수 있으며, 거부 시 문의 접수가 제한됩니다.',
    ],
    defaultOfficer: '캐스팅팀 팀장',
    privacyPolicyLink: '개인정보처리방침 전체 보기',
    agree: '동의합니다',
    disagree: '동의하지 않습니다',
    consentLegend: '개인정보 수집 및 이용 동의',
    submit: '문의 보내기',
    submitting: '전송 중...',
    alerts: {
      missingFields: '모든 필드를 입력해주세요.',
      consent: '개인정보 수집 및 이용에 동의해 주시기 바랍니다.',
      email: '올바른 이메일 주소를 입력해주세요.',
    },
    success: '문의가 성공적으로 전송되었습니다!',
    error: '오류가 발생했습니다. 다시 시도해주세요.',
    nextSteps: '담당자가 내용을 확인한 뒤 남겨 주신 이메일 또는 연락처로 연락드립니다. 급한 문의는 CONTACT 페이지의 연락처를 이용해 주세요.',
    useTemplate: '한국어 양식으로 바꾸기',
    replaceConfirm: '작성하신 문의 내용이 한국어 양식으로 바뀝니다. 계속하시겠습니까?',
  },
  en: {
    title: 'CASTING',
    lead: 'Tell us about your project: booking, casting or shooting inquiries reach our team directly.',
    applyLink: 'Want to become a model? Apply here',
    fields: { title: 'Title', email: 'Email', phone: 'Phone', name: 'Name / Company', message: 'Message' },
    placeholders: { title: 'Inquiry title', email: 'example@company.com', phone: '+82 10 0000 0000', name: 'Your name or company' },
    privacyTitle: 'Collection and use of personal information',
    privacyItems: (officer) => [
      'Collected: name, email, phone number and the message',
      'Purpose: reviewing and answering casting and booking inquiries',
      `Retention: kept for up to ${INQUIRY_RETENTION_YEARS} years from the inquiry, then destroyed`,
      `Responsible officer: ${officer} (privacy questions go to the email on the CONTACT page)`,
      'You may refuse; without consent the inquiry cannot be received.',
    ],
    defaultOfficer: 'Head of the Casting Team',
    privacyPolicyLink: 'Read the full privacy policy',
    agree: 'I agree',
    disagree: 'I do not agree',
    consentLegend: 'Consent to the collection and use of personal information',
    submit: 'Send inquiry',
    submitting: 'Sending...',
    alerts: {
      missingFields: 'Please fill in all fields.',
      consent: 'Please agree to the collection and use of personal information.',
      email: 'Please enter a valid email address.',
    },
    success: 'Your inquiry has been submitted successfully!',
    error: 'An error occurred. Please try again.',
    nextSteps: 'Our team will read it and get back to you at the email or phone number you left. For anything urgent, use the details on the CONTACT page.',
    useTemplate: 'Use the English template',
    replaceConfirm: 'Your message will be replaced by the English template. Continue?',
  },
};
