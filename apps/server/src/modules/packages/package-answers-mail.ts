import { PACKAGE_STATUS_LABELS as STATUS_TEXT, type PackageStatus } from '@agency/contract/package-limits';
import { escapeHtml } from '../../lib/html-escape';
import { headerText } from '../../mail/header-text';
import type { Notification } from '../../mail/notifications';

export interface AnswersMailInput {
  siteName: string;
  packageTitle: string;
  /** Who answered: the recipient whose link it is, or the package's client (its own link). */
  who: string;
  /** The link's answers now, in the package's order: every artist with a status other than none, or a comment. */
  answers: { artistName: string; status: PackageStatus; comment: string }[];
  /** The package's admin screen. */
  adminUrl: string;
  /** The booker's address; undefined: the agency's (MAIL_TO). */
  to?: string;
}

const COUNTED: PackageStatus[] = ['select', 'shortlist', 'decline'];

/**
 * The agency's mail about a client's answers on a package (issue 37): everything the link holds now, gathered over a
 * few minutes of clicks into one mail (queueBatchedNotification), not one mail per click.
 */
export function buildAnswersMail(input: AnswersMailInput): Notification {
  const counts = COUNTED.map((status) => [status, input.answers.filter((a) => a.status === status).length] as const).filter(([, n]) => n > 0);
  const summary = counts.map(([status, n]) => `${STATUS_TEXT[status]} ${n}명`).join(' · ') || '코멘트';
  const intro = `${input.who}님이 패키지 "${input.packageTitle}"에 답했습니다. 지금까지의 답변입니다.`;
  const line = (a: AnswersMailInput['answers'][number]) => `- ${a.artistName}: ${STATUS_TEXT[a.status]}${a.comment ? `\n  코멘트: ${a.comment.replace(/\n/g, '\n  ')}` : ''}`;
  const lines = [intro, '', ...input.answers.map(line), '', `패키지 보기: ${input.adminUrl}`, '', `-- ${input.siteName}`];
  const items = input.answers
    .map(
      (a) =>
        `<li><strong>${escapeHtml(a.artistName)}</strong>: ${escapeHtml(STATUS_TEXT[a.status])}` +
        (a.comment ? `<div style="white-space:pre-wrap;border-left:3px solid #ccc;padding-left:12px;margin:4px 0">${escapeHtml(a.comment)}</div>` : '') +
        `</li>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>패키지 답변</title></head>
<body style="font-family:sans-serif;font-size:14px;color:#111">
<p>${escapeHtml(intro)}</p>
<ul>
${items}
</ul>
<p><a href="${escapeHtml(input.adminUrl)}">패키지 보기</a></p>
<p style="color:#666;font-size:12px">${escapeHtml(input.siteName)}</p>
</body></html>`;
  const subject = `[패키지] ${input.who} · ${input.packageTitle}: ${summary}`;
  return { kind: 'package-answers', ...(input.to ? { to: input.to } : {}), subject: headerText(subject), text: lines.join('\n'), html };
}
