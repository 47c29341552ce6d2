import type { MailMessage } from '../../mail/mailer';
import type { InquiryRow } from './inquiries-repository';
import { escapeHtml } from '../../lib/html-escape';
import { headerText } from '../../mail/header-text';

export interface InquiryMailSettings {
  from: string;
  to: string;
  siteName: string;
  timeZone: string;
}

const TEXTS = {
  ko: {
    subject: '캐스팅 문의',
    intro: '새 캐스팅 문의가 접수되었습니다. 이 메일에 회신하면 문의자에게 전송됩니다.',
    title: '제목',
    name: '이름',
    email: '이메일',
    phone: '연락처',
    message: '문의 내용',
    consent: '개인정보 수집 및 이용 동의',
    agreed: '동의함',
    receivedAt: '접수 시각',
    locale: 'ko-KR',
  },
  en: {
    subject: 'Casting inquiry',
    intro: 'A new casting inquiry has been received. Replying to this mail answers the inquirer.',
    title: 'Title',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    consent: 'Consent to the collection and use of personal information',
    agreed: 'Agreed',
    receivedAt: 'Received at',
    locale: 'en-GB',
  },
} as const;

/** The notification mail of one inquiry, in the inquiry's language, with Reply-To set to the inquirer. */
export function buildInquiryMail(inquiry: InquiryRow, settings: InquiryMailSettings): MailMessage {
  const t = inquiry.language === 'en' ? TEXTS.en : TEXTS.ko;
  const receivedAt = `${new Intl.DateTimeFormat(t.locale, {
    timeZone: settings.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(inquiry.created_at))} (${settings.timeZone})`;
  const fields: [string, string][] = [
    [t.title, inquiry.title],
    [t.name, inquiry.name],
    [t.email, inquiry.email],
    [t.phone, inquiry.phone],
    [t.consent, t.agreed],
    [t.receivedAt, receivedAt],
  ];

  const text = [
    t.intro,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.message}:`,
    inquiry.message,
    '',
    `-- ${settings.siteName}`,
  ].join('\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
  const html = `<!doctype html>
<html lang="${inquiry.language === 'en' ? 'en' : 'ko'}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="font-family:sans-serif;font-size:14px;color:#111">
<p>${escapeHtml(t.intro)}</p>
<table style="border-collapse:collapse">
${fields.map(([label, value]) => `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<h3 style="font-size:14px">${escapeHtml(t.message)}</h3>
<div style="white-space:pre-wrap;border-left:3px solid #ccc;padding-left:12px">${escapeHtml(inquiry.message)}</div>
<p style="color:#666;font-size:12px">${escapeHtml(settings.siteName)}</p>
</body></html>`;

  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name: headerText(inquiry.name, 100), address: inquiry.email },
    subject: headerText(`[${t.subject}] ${inquiry.title} - ${inquiry.name}`),
    text,
    html,
  };
}
