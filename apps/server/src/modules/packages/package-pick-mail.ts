import type { PackageStatus } from '@agency/contract/package-limits';
import { escapeHtml } from '../../lib/html-escape';
import { headerText } from '../../mail/header-text';
import type { Notification } from '../../mail/notifications';

export interface PickMailInput {
  siteName: string;
  packageTitle: string;
  clientName: string;
  artistName: string;
  status: PackageStatus;
  comment: string;
  /** The package's admin screen. */
  adminUrl: string;
}

/** What the client did, in the mail's sentence and its subject. */
const ACTIONS: Record<PackageStatus, { sentence: string; subject: string }> = {
  shortlist: { sentence: '관심 아티스트로 선택했습니다', subject: '관심' },
  select: { sentence: '섭외를 요청했습니다', subject: '섭외 요청' },
  decline: { sentence: '제외했습니다', subject: '제외' },
  none: { sentence: '선택을 취소했습니다', subject: '선택 취소' },
};

/** The agency's mail about a client's answer or comment on a package (in Korean, the admin's language). */
export function buildPickMail(input: PickMailInput): Notification {
  const action = ACTIONS[input.status].sentence;
  const intro = `${input.clientName}님이 패키지 "${input.packageTitle}"에서 ${input.artistName}을(를) ${action}.`;
  const lines = [intro, ...(input.comment ? ['', '코멘트:', input.comment] : []), '', `패키지 보기: ${input.adminUrl}`, '', `-- ${input.siteName}`];
  const html = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>패키지 선택</title></head>
<body style="font-family:sans-serif;font-size:14px;color:#111">
<p>${escapeHtml(intro)}</p>
${input.comment ? `<h3 style="font-size:14px">코멘트</h3>\n<div style="white-space:pre-wrap;border-left:3px solid #ccc;padding-left:12px">${escapeHtml(input.comment)}</div>` : ''}
<p><a href="${escapeHtml(input.adminUrl)}">패키지 보기</a></p>
<p style="color:#666;font-size:12px">${escapeHtml(input.siteName)}</p>
</body></html>`;
  const subject = `[패키지] ${input.clientName} · ${input.packageTitle}: ${input.artistName} ${ACTIONS[input.status].subject}`;
  return { kind: 'package-pick', subject: headerText(subject), text: lines.join('\n'), html };
}
