import { APPLICATION_GUARDIAN_AGE, APPLICATION_RETENTION_MONTHS, APPLICATION_UPLOAD_TTL_MINUTES } from '@agency/contract/application-rules';
import { INQUIRY_RETENTION_YEARS } from '@agency/contract/public-pages';
import type { Dictionary } from '@shared/i18n/language';

/** What the policy is generated from: the admin's company information, CONTACT_INFO and the server's settings. */
export type PrivacySettings = {
  /** The company name, or the site name when none is set. */
  company: string;
  /** The privacy officer (a name or a team), '' when not set. */
  officer: string;
  /** How to reach the officer: their contact, else the contact e-mail; '' when neither is set. */
  officerContact: string;
  /** The SMTP host inquiries are mailed through, '' when mail stays on this server. */
  mailHost: string;
  /** The S3-compatible storage host of uploaded media, '' when media stay on this server. */
  storageHost: string;
  /** The day the policy took effect, already written for the reader; '' when not set. */
  effectiveDay: string;
};

export type PrivacySection = { heading: string; paragraphs: readonly string[]; items?: readonly string[] };

type PrivacyTexts = {
  intro: (s: PrivacySettings) => string;
  sections: (s: PrivacySettings) => readonly PrivacySection[];
  effective: (day: string) => string;
};

/** The authorities every Korean privacy policy names (PIPA Art. 30 and its decree), with their contacts. */
const REMEDIES = {
  ko: [
    '개인정보분쟁조정위원회: 1833-6972 (www.kopico.go.kr)',
    '개인정보침해신고센터: 국번 없이 118 (privacy.kisa.or.kr)',
    '대검찰청: 국번 없이 1301 (www.spo.go.kr)',
    '경찰청: 국번 없이 182 (ecrm.police.go.kr)',
  ],
  en: [
    'Personal Information Dispute Mediation Committee: 1833-6972 (www.kopico.go.kr)',
    'Personal Information Infringement Report Center: 118 (privacy.kisa.or.kr)',
    'Supreme Prosecutors’ Office: 1301 (www.spo.go.kr)',
    'Korean National Police Agency: 182 (ecrm.police.go.kr)',
  ],
};

export const privacyTexts: Dictionary<PrivacyTexts> = {
  ko: {
    intro: (s) =>
      `${s.company}(이하 '회사')는 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고 관련 고충을 신속하고 원활하게 처리할 수 있도록 다음과 같이 개인정보처리방침을 수립·공개합니다.`,
    sections: (s) => [
      {
        heading: '1. 개인정보의 처리 목적',
        paragraphs: ['회사는 다음 목적을 위해 개인정보를 처리하며, 다른 목적으로는 이용하지 않습니다.'],
        items: [
          '캐스팅 및 섭외 문의의 확인과 회신',
          `모델 지원서의 검토, 지원자 본인 확인과 연락 (만 ${APPLICATION_GUARDIAN_AGE}세 미만은 법정대리인 동의 확인)`,
          '부정 이용 방지와 서비스 안정성 확보 (접속 기록)',
        ],
      },
      {
        heading: '2. 처리하는 개인정보의 항목',
        paragraphs: [],
        items: [
          '캐스팅 문의(CASTING 페이지): 이름 또는 회사명, 이메일, 연락처, 문의 제목, 문의 내용 (필수)',
          `모델 지원(APPLY 페이지): 이름, 생년월일, 성별, 키, 거주 도시, 연락처, 이메일, 사진 (필수), 신체 사이즈 (입력한 경우); 인스타그램 계정, 자기소개 (선택, 별도 동의); 만 ${APPLICATION_GUARDIAN_AGE}세 미만은 법정대리인의 이름과 연락처`,
          '자동으로 처리되는 정보: 접속 IP 주소. 요청 횟수 제한과 조회수 중복 집계 방지에 잠시 사용하며, 문의 내용과 함께 저장하지 않습니다. 방문 통계는 유입 경로 종류별 횟수로만 집계합니다.',
        ],
      },
      {
        heading: '3. 개인정보의 처리 및 보유 기간',
        paragraphs: [
          `캐스팅 문의는 문의일로부터 최대 ${INQUIRY_RETENTION_YEARS}년간 보관한 뒤 파기합니다. 관계 법령에 따라 보존할 의무가 있는 경우에는 그 기간 동안 보관합니다.`,
          `모델 지원서와 사진은 접수일로부터 ${APPLICATION_RETENTION_MONTHS}개월간 보관한 뒤 자동으로 파기합니다. 올렸지만 지원서와 함께 보내지 않은 사진은 ${APPLICATION_UPLOAD_TTL_MINUTES}분 뒤 삭제합니다.`,
        ],
      },
      {
        heading: '4. 개인정보의 파기 절차 및 방법',
        paragraphs: [
          '보유 기간이 지나거나 처리 목적이 달성된 개인정보는 지체 없이 파기합니다. 전자적 파일은 복구할 수 없는 방법으로 삭제하고, 종이 문서는 분쇄하거나 소각합니다.',
        ],
      },
      {
        heading: '5. 개인정보의 제3자 제공',
        paragraphs: ['회사는 정보주체의 동의가 있거나 법률에 특별한 규정이 있는 경우를 제외하고 개인정보를 제3자에게 제공하지 않습니다.'],
      },
      {
        heading: '6. 개인정보 처리의 위탁',
        paragraphs:
          s.mailHost || s.storageHost
            ? ['회사는 원활한 업무 처리를 위해 다음과 같이 개인정보 처리 업무를 위탁하고 있습니다.']
            : ['회사는 개인정보 처리 업무를 외부에 위탁하지 않습니다. 문의는 이 사이트의 서버에서 직접 처리됩니다.'],
        items: [
          ...(s.mailHost ? [`문의 메일 발송: ${s.mailHost} 운영사 (문의 내용을 담당자에게 메일로 전달)`] : []),
          ...(s.storageHost ? [`사진·영상 파일 보관: ${s.storageHost} 운영사`] : []),
        ],
      },
      {
        heading: '7. 쿠키 및 브라우저 저장소',
        paragraphs: ['이 사이트는 방문자를 추적하는 쿠키나 광고·분석 도구를 사용하지 않습니다. 브라우저에는 다음 값만 저장합니다.'],
        items: [
          '선택한 언어(KOR/ENG): 다음 방문 때 같은 언어로 보여 주기 위한 값 (로컬 저장소)',
          '이번 방문의 유입 경로를 이미 집계했다는 표시: 브라우저를 닫으면 지워집니다 (세션 저장소)',
          '관리자 로그인 정보: 직원이 관리자 화면에 로그인한 경우에만 저장됩니다',
          '브라우저 설정에서 사이트 데이터를 삭제하거나 저장을 거부할 수 있으며, 이 경우에도 사이트 이용에는 제한이 없습니다.',
        ],
      },
      {
        heading: '8. 정보주체의 권리와 행사 방법',
        paragraphs: [
          '정보주체는 언제든지 개인정보의 열람, 정정·삭제, 처리정지 및 동의 철회를 요구할 수 있습니다.',
          `요구는 아래 개인정보 보호책임자에게 이메일이나 서면으로 할 수 있으며, 회사는 10일 이내에 조치하고 결과를 알려 드립니다. 법정대리인이나 위임을 받은 사람을 통해서도 요구할 수 있습니다.`,
        ],
      },
      {
        heading: '9. 개인정보의 안전성 확보 조치',
        paragraphs: [],
        items: [
          '전송 구간 암호화(HTTPS)',
          '관리자 계정으로만 접근할 수 있는 문의함과 지원서함, 비밀번호 일방향 암호화 저장과 로그인 시도 제한',
          '지원 사진은 공개되지 않는 저장소에 보관하고, 올릴 때 위치 정보(EXIF) 등 사진 속 부가 정보를 지웁니다',
          '개인정보를 처리하는 직원의 최소화',
        ],
      },
      {
        heading: '10. 개인정보 보호책임자',
        paragraphs: [
          s.officer || s.officerContact
            ? `개인정보 처리에 관한 문의, 불만 처리와 피해 구제는 아래 보호책임자에게 연락해 주십시오.`
            : '개인정보 처리에 관한 문의는 CONTACT 페이지의 연락처로 보내 주십시오.',
        ],
        items: [...(s.officer ? [`보호책임자: ${s.officer}`] : []), ...(s.officerContact ? [`연락처: ${s.officerContact}`] : [])],
      },
      {
        heading: '11. 권익침해 구제 방법',
        paragraphs: ['개인정보 침해에 대한 신고나 상담이 필요한 경우 아래 기관에 문의할 수 있습니다.'],
        items: REMEDIES.ko,
      },
    ],
    effective: (day) => `이 개인정보처리방침은 ${day}부터 적용됩니다.`,
  },
  en: {
    intro: (s) =>
      `${s.company} ("the Company") sets out and publishes this privacy policy under Article 30 of the Personal Information Protection Act of Korea, to protect the personal information of data subjects and to handle related concerns promptly.`,
    sections: (s) => [
      {
        heading: '1. Why we process personal information',
        paragraphs: ['We process personal information only for the following purposes.'],
        items: [
          'Reviewing and answering casting and booking inquiries',
          `Reviewing model applications, confirming who applicants are and contacting them (under ${APPLICATION_GUARDIAN_AGE}: checking a guardian’s consent)`,
          'Preventing abuse and keeping the service stable (access records)',
        ],
      },
      {
        heading: '2. What we process',
        paragraphs: [],
        items: [
          'Casting inquiries (CASTING page): name or company, email, phone number, inquiry title and message (required)',
          `Model applications (APPLY page): name, date of birth, gender, height, city, phone, email, photos (required), measurements (if given); Instagram handle and a message about yourself (optional, with a separate consent); under ${APPLICATION_GUARDIAN_AGE}: a parent’s or legal guardian’s name and contact`,
          'Processed automatically: your IP address, used briefly to limit request rates and to count a page view once; it is not stored with an inquiry. Visit statistics are kept only as counts per kind of traffic source.',
        ],
      },
      {
        heading: '3. How long we keep it',
        paragraphs: [
          `Casting inquiries are kept for up to ${INQUIRY_RETENTION_YEARS} years from the inquiry, then destroyed, unless a law requires us to keep them longer.`,
          `Model applications and their photos are kept for ${APPLICATION_RETENTION_MONTHS} months from the application, then deleted automatically. Photos uploaded but not sent with an application are deleted after ${APPLICATION_UPLOAD_TTL_MINUTES} minutes.`,
        ],
      },
      {
        heading: '4. How we destroy it',
        paragraphs: [
          'Personal information is destroyed without delay once its retention period has passed or its purpose is fulfilled: electronic files are deleted so they cannot be recovered, paper is shredded or incinerated.',
        ],
      },
      {
        heading: '5. Provision to third parties',
        paragraphs: ['We do not provide personal information to third parties unless you consent or a law specifically requires it.'],
      },
      {
        heading: '6. Processors',
        paragraphs:
          s.mailHost || s.storageHost
            ? ['We entrust the following processing to others.']
            : ['We do not entrust the processing of personal information to others: inquiries are handled on this site’s own server.'],
        items: [
          ...(s.mailHost ? [`Sending inquiry mail: the operator of ${s.mailHost} (forwards your inquiry to our staff by email)`] : []),
          ...(s.storageHost ? [`Storing pictures and videos: the operator of ${s.storageHost}`] : []),
        ],
      },
      {
        heading: '7. Cookies and browser storage',
        paragraphs: ['This site uses no tracking cookies and no advertising or analytics tools. It stores only the following in your browser.'],
        items: [
          'The language you chose (KOR/ENG), to show the same language next time (local storage)',
          'A note that this visit’s traffic source was counted; it is cleared when the browser closes (session storage)',
          'Sign-in data of the admin area, only when a staff member signs in',
          'You can delete or block site data in your browser settings; the site works the same without it.',
        ],
      },
      {
        heading: '8. Your rights and how to use them',
        paragraphs: [
          'You may at any time ask to see, correct or delete your personal information, to suspend its processing, or withdraw your consent.',
          'Send your request by email or in writing to the privacy officer below; we act on it within 10 days and tell you the result. A legal representative or a person you authorise may also make the request.',
        ],
      },
      {
        heading: '9. How we keep it safe',
        paragraphs: [],
        items: [
          'Encrypted connections (HTTPS)',
          'Inboxes of inquiries and applications only staff accounts can open, passwords stored as one-way hashes, limits on sign-in attempts',
          'Application photos kept in storage that is never public, with location (EXIF) and other embedded data removed on upload',
          'As few staff members handling personal information as possible',
        ],
      },
      {
        heading: '10. Privacy officer',
        paragraphs: [
          s.officer || s.officerContact
            ? 'For questions, complaints or remedies about how we handle personal information, contact our privacy officer.'
            : 'Send questions about how we handle personal information to the contacts on the CONTACT page.',
        ],
        items: [...(s.officer ? [`Privacy officer: ${s.officer}`] : []), ...(s.officerContact ? [`Contact: ${s.officerContact}`] : [])],
      },
      {
        heading: '11. Remedies',
        paragraphs: ['If you need to report or discuss an infringement of your personal information, you can contact these bodies.'],
        items: REMEDIES.en,
      },
    ],
    effective: (day) => `This privacy policy is effective from ${day}.`,
  },
};
