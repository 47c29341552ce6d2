import type { Dictionary } from '@shared/i18n/language';

/** The notice on / after an admin's session ended (decision 101). */
export const sessionNoticeTexts: Dictionary<{ text: string; signIn: string; dismiss: string }> = {
  ko: {
    text: '관리자 로그인이 만료되었습니다. 저장하지 않은 내용은 이 브라우저에 보관되어 있습니다.',
    signIn: '다시 로그인하고 작업으로 돌아가기',
    dismiss: '알림 닫기',
  },
  en: {
    text: 'Your admin sign-in has expired. Unsaved work has been kept in this browser.',
    signIn: 'Sign in again and return to your work',
    dismiss: 'Dismiss',
  },
};
