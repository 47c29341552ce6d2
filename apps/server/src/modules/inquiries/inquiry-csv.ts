import { DELIVERY_LABELS, deliveryLabelKey, inquiryStatusSchema } from '@agency/contract/inquiries';
import { wallClockIn } from '../../lib/zoned-day';
import type { listInquiriesForExport } from './inquiries-repository';

type ExportRow = Awaited<ReturnType<typeof listInquiriesForExport>>[number];

function deliveryText(row: Pick<ExportRow, 'delivery_status' | 'sent_by'>): string {
  const status = inquiryStatusSchema.safeParse(row.delivery_status);
  if (!status.success) return row.delivery_status;
  return DELIVERY_LABELS[deliveryLabelKey({ deliveryStatus: status.data, sentBy: row.sent_by === 'log' ? 'log' : null })];
}

/** UTF-8 byte order mark: Excel reads the file as UTF-8 only with it (Korean text stays intact). */
export const CSV_BOM = '\uFEFF';

const HEADER = ['번호', '접수 일시', '이름', '이메일', '연락처', '제목', '문의 내용', '언어', '처리 상태', '처리 일시', '메일 발송'];

/**
 * One CSV field: always quoted (quotes doubled), and a text a spreadsheet would run as a formula (starting with
 * = + - @, tab or carriage return) is prefixed with an apostrophe so it stays text.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The inquiries as a CSV file (BOM, CRLF line ends), times on the site's wall clock. */
export function inquiriesCsv(rows: readonly ExportRow[], timeZone: string): string {
  const when = (iso: string | null) => (iso ? wallClockIn(new Date(iso), timeZone) : '');
  const lines = [HEADER, ...rows.map((row) => [
    row.id,
    when(row.created_at),
    row.name,
    row.email,
    row.phone,
    row.title,
    row.message,
    row.language,
    row.handled_at ? '처리 완료' : '미처리',
    when(row.handled_at),
    deliveryText(row),
  ])];
  return CSV_BOM + lines.map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}
