import type { z } from 'zod';
import type { packageLanguageSchema } from '@agency/contract/packages';
import { escapeHtml } from '../../lib/html-escape';
import { headerText } from '../../mail/header-text';
import type { Notification } from '../../mail/notifications';

type Language = z.infer<typeof packageLanguageSchema>;

export interface SendMailInput {
  to: string;
  recipientName: string;
  language: Language;
  siteName: string;
  packageTitle: string;
  /** The recipient's own link. */
  link: string;
  /** When the link stops working, on the agency's wall clock (YYYY-MM-DD HH:mm). */
  expires: string;
  /** The booker's words, with {name}, {title}, {link}, {agency}, {expires} (checked when the send was accepted). */
  message: string;
  /** Who at the agency signs it ('' for what is not set). */
  booker: { name: string; phone: string; email: string };
  /** The reminder shortly before the package closes (the reminder job), instead of the first mail's words. */
  reminder?: boolean;
}

const TEXTS = {
  ko: {
    subject: (i: SendMailInput) => `${i.reminder ? '[다시 알림] ' : ''}[${i.siteName}] ${i.packageTitle} 아티스트 제안`,
    greeting: (i: SendMailInput) => `${i.recipientName}님, 안녕하세요.`,
    intro: (i: SendMailInput) =>
      i.reminder
        ? `보내드린 "${i.packageTitle}" 아티스트 제안이 ${i.expires}에 닫힙니다. 아직 보지 않으셨다면 아래 링크에서 확인해 주세요.`
        : `${i.siteName}에서 "${i.packageTitle}" 아티스트 제안을 보내드립니다. 아래 링크에서 프로필을 보시고 관심 아티스트를 표시해 주세요.`,
    open: '패키지 보기',
    expires: (i: SendMailInput) => `이 링크는 ${i.expires}까지 열 수 있으며, 받으신 분만을 위한 링크입니다.`,
  },
  en: {
    subject: (i: SendMailInput) => `${i.reminder ? 'Reminder: ' : ''}${i.siteName}: ${i.packageTitle}`,
    greeting: (i: SendMailInput) => `Dear ${i.recipientName},`,
    intro: (i: SendMailInput) =>
      i.reminder
        ? `"${i.packageTitle}", the artists ${i.siteName} sent you, closes on ${i.expires}. If you have not had a look yet, the link is below.`
        : `${i.siteName} has prepared "${i.packageTitle}" for you. Open the link below to see the artists and mark the ones you like.`,
    open: 'Open the package',
    expires: (i: SendMailInput) => `The link works until ${i.expires} and is meant for you alone.`,
  },
} as const;

/** The booker's message with each placeholder filled in for this recipient. */
function personal(input: SendMailInput): string {
  const values: Record<string, string> = { name: input.recipientName, title: input.packageTitle, link: input.link, agency: input.siteName, expires: input.expires };
  return input.message.replace(/\{([^{}]*)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A package's mail to one recipient, in their language, with their own link (issue 37). */
export function buildPackageSendMail(input: SendMailInput): Notification {
  const t = TEXTS[input.language];
  const message = personal(input);
  const signature = [input.booker.name, input.siteName, input.booker.phone, input.booker.email].filter(Boolean).join(' · ');
  const text = [t.greeting(input), '', t.intro(input), ...(message ? ['', message] : []), '', `${t.open}: ${input.link}`, '', t.expires(input), '', `-- ${signature}`];
  const html = `<!doctype html>
<html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(input.packageTitle)}</title></head>
<body style="font-family:sans-serif;font-size:15px;line-height:1.6;color:#111">
<p>${escapeHtml(t.greeting(input))}</p>
<p>${escapeHtml(t.intro(input))}</p>
${message ? `<div style="white-space:pre-wrap;border-left:3px solid #ccc;padding-left:12px">${escapeHtml(message)}</div>` : ''}
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 18px;background:#111;color:#fff;text-decoration:none">${escapeHtml(t.open)}</a></p>
<p style="color:#666;font-size:13px">${escapeHtml(t.expires(input))}</p>
<p style="color:#666;font-size:12px">${escapeHtml(signature)}</p>
</body></html>`;
  return { kind: input.reminder ? 'package-reminder' : 'package-send', to: input.to, subject: headerText(t.subject(input)), text: text.join('\n'), html };
}
