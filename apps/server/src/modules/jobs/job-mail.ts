import { escapeHtml } from '../../lib/html-escape';
import { headerText } from '../../mail/header-text';
import type { Notification } from '../../mail/notifications';

const page = (title: string, paragraphs: string[], link: { url: string; text: string } | null, siteName: string) => `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:sans-serif;font-size:14px;color:#111">
${paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`).join('\n')}
${link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a></p>` : ''}
<p style="color:#666;font-size:12px">${escapeHtml(siteName)}</p>
</body></html>`;

/** To the booker of a job whose option moved up to the first (their address, or the agency's when the job names none). */
export function buildPromotionMail(input: { siteName: string; artistName: string; jobTitle: string; dates: string[]; adminUrl: string | null; to: string }): Notification {
  const intro = `${input.artistName}님의 옵션이 1순위가 되었습니다: "${input.jobTitle}" (${input.dates.join(', ')}). 앞선 옵션이 해제되었거나 만료되었습니다.`;
  const lines = [intro, '', ...(input.adminUrl ? [`잡 보기: ${input.adminUrl}`, ''] : []), `-- ${input.siteName}`];
  const subject = `[옵션 1순위] ${input.artistName} · ${input.jobTitle}`;
  return {
    kind: 'job-option-promoted',
    ...(input.to ? { to: input.to } : {}),
    subject: headerText(subject),
    text: lines.join('\n'),
    html: page(subject, [intro], input.adminUrl ? { url: input.adminUrl, text: '잡 보기' } : null, input.siteName),
  };
}

/** To the client: the booking confirmation sheet as an attachment, in the sheet's language. */
export function buildConfirmationMail(input: { siteName: string; jobTitle: string; language: 'ko' | 'en'; to: string; attachment: { key: string; name: string }; booker: string }): Notification {
  const en = input.language === 'en';
  const subject = en ? `[${input.siteName}] Booking confirmation: ${input.jobTitle}` : `[${input.siteName}] 부킹 확정서: ${input.jobTitle}`;
  const body = en
    ? `Please find attached the booking confirmation for "${input.jobTitle}".\nReply to this mail or contact ${input.booker || input.siteName} with any question.`
    : `"${input.jobTitle}"의 부킹 확정서를 첨부합니다.\n문의는 ${input.booker || input.siteName}에게 연락 주세요.`;
  return {
    kind: 'job-confirmation',
    to: input.to,
    subject: headerText(subject),
    text: `${body}\n\n-- ${input.siteName}`,
    html: page(subject, [body], null, input.siteName),
    attachment: input.attachment,
  };
}
