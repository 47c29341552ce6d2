import { z } from 'zod';
import { calendarDaySchema, withDateRangeInOrder } from './common';

/**
 * The history of admin changes (issue 19, docs/decisions/086): who changed what and when, the target's state
 * before and after, and putting a target back to its state before a change.
 */

/** What a change was made to; `target` in the API is `{type}:{key}` (artist:12, page:MAIN, roster:artists). */
export const AUDIT_TARGET_TYPES = [
  'artist',
  'roster',
  'page',
  'board',
  'board-order',
  'package',
  'package-template',
  'account',
  'settings',
  'statistics',
  'inquiry',
  'application',
  'campaign',
  'job',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
/** Targets only ROLE_ADMIN sees in the history and may restore (accounts, sign-in and history rules, month closings). */
export const ADMIN_ONLY_AUDIT_TARGETS: readonly AuditTargetType[] = ['account', 'settings', 'statistics'];

export const AUDIT_NOT_FOUND = '기록을 찾을 수 없습니다.';
export const AUDIT_CHANGED_SINCE = '이 변경 뒤에 대상이 다시 바뀌었습니다. 그래도 되돌리려면 강제로 되돌리세요.';
export const AUDIT_NOT_RESTORABLE = '이 변경은 되돌릴 수 없습니다.';
export const AUDIT_RESTORED = '변경 전 상태로 되돌렸습니다.';

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  username: z.string(),
  /** `{type}.{verb}` (artist.update, page.update, board.delete, ...) or `restore`. */
  action: z.string(),
  /** `{type}:{key}`. */
  target: z.string(),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  /** A name people read (the artist's name, the page, the board) as it was at the change. */
  targetLabel: z.string(),
  restorable: z.boolean(),
  /** The entry a restore put back (restore entries only). */
  restoredFrom: z.number().int().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditEntryDetailSchema = auditEntrySchema.extend({
  /** The target's state before and after the change; null where it did not exist. */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryDetail = z.infer<typeof auditEntryDetailSchema>;

export const AUDIT_PAGE_SIZE = 50;

export const auditListQuerySchema = withDateRangeInOrder(
  z
    .object({
      username: z.string().trim().min(1).max(100).optional(),
      /** A type (`artist`) or one target (`artist:12`). */
      target: z
        .string()
        .trim()
        .max(220)
        .regex(/^[a-z-]+(:[^\s]{1,200})?$/, 'target는 {종류} 또는 {종류}:{키} 형식이어야 합니다.')
        .optional(),
      /** Days in the site's time zone, both included. */
      from: calendarDaySchema().optional(),
      to: calendarDaySchema().optional(),
      /** Paging: entries older than this id. */
      before: z.coerce.number().int().positive().optional(),
      limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
    })
    .strict(),
);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** `before` of the next page, null on the last one. */
  nextBefore: z.number().int().nullable(),
  /** Everyone who appears in the history (the person filter). */
  people: z.array(z.string()),
  /** Their display names now, by username (decision 108); an account without a name has none. */
  names: z.record(z.string(), z.string()),
});
export type AuditList = z.infer<typeof auditListSchema>;

/** POST .../restore: `{ "force": true }` (or `?force=true`) restores even when the target changed since. */
export const auditRestoreSchema = z.object({ force: z.boolean().optional() }).strict().nullish();
export const auditRestoreQuerySchema = z.object({ force: z.enum(['true', 'false']).optional() }).strict();
export const auditIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });
export const auditRestoreResponseSchema = z.object({ message: z.string(), entry: auditEntrySchema });

/** How long the history is kept; null: forever (the default). */
export const auditSettingsSchema = z.object({ retentionDays: z.number().int().min(30).max(3650).nullable() }).strict();
export type AuditSettings = z.infer<typeof auditSettingsSchema>;

/**
 * GET /api/admin/audit-settings/preview?retentionDays=N: what a retention of N days would delete now (without N: the
 * stored retention), asked before the choice is saved (decision 102).
 */
export const auditRetentionPreviewQuerySchema = z.object({ retentionDays: z.coerce.number().int().min(30).max(3650).optional() }).strict();
export const auditRetentionPreviewSchema = z.object({
  retentionDays: z.number().int().nullable(),
  /** History entries older than the retention. */
  entries: z.number().int().nonnegative(),
  /** Uploaded files only those entries refer to: the media cleanup removes them once the entries are gone. */
  files: z.number().int().nonnegative(),
});
export type AuditRetentionPreview = z.infer<typeof auditRetentionPreviewSchema>;
