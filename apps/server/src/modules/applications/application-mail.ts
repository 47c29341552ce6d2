import { ageOn } from '@agency/contract/application-rules';
import { escapeHtml } from '../../lib/html-escape';
import { headerText } from '../../mail/header-text';
import type { Notification } from '../../mail/notifications';

const GENDERS: Record<string, string> = { female: '여성', male: '남성', other: '기타', undisclosed: '밝히지 않음' };

/**
 * The agency's mail about a new model application: who, and where to review it. Contact details and photos stay in
 * the admin (signed in), not in mailboxes.
 */
export function buildApplicationMail(input: {
  siteName: string;
  name: string;
  birthDate: string;
  today: string;
  gender: string;
  heightCm: number;
  city: string;
  guardian: boolean;
  adminUrl: string;
}): Notification {
  const age = ageOn(input.birthDate, input.today);
  const facts = `${input.name} · 만 ${age}세 · ${GENDERS[input.gender] ?? input.gender} · ${input.heightCm}cm · ${input.city}`;
  const intro = `새 모델 지원서가 접수되었습니다${input.guardian ? ' (만 14세 미만, 법정대리인 동의 포함)' : ''}.`;
  const text = [intro, '', facts, '', `지원서 보기: ${input.adminUrl}`, '', `-- ${input.siteName}`].join('\n');
  const html = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>모델 지원</title></head>
<body style="font-family:sans-serif;font-size:14px;color:#111">
<p>${escapeHtml(intro)}</p>
<p><strong>${escapeHtml(facts)}</strong></p>
<p><a href="${escapeHtml(input.adminUrl)}">지원서 보기</a></p>
<p style="color:#666;font-size:12px">${escapeHtml(input.siteName)}</p>
</body></html>`;
  return { kind: 'application', subject: headerText(`[모델 지원] ${facts}`), text, html };
}
