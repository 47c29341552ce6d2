import { z } from 'zod';
import { calendarDaySchema, DATE_RANGE_REVERSED, DAY_INVALID, withDateRangeInOrder } from './common';

export const INQUIRY_LIMITS = { title: 200, name: 100, phone: 40, email: 254, message: 10_000 } as const;
/** text, @, text, dot, text, no spaces (SPEC section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Validation messages: the spec's English and Korean texts together, since the form's language is not known yet. */
export const INQUIRY_MESSAGES = {
  missingFields: '모든 필드를 입력해주세요. / Please fill in all fields.',
  email: '올바른 이메일 주소를 입력해주세요. / Please enter a valid email address.',
  consent: '개인정보 수집 및 이용에 동의해 주시기 바랍니다. / Please agree to the collection and use of personal information.',
} as const;

const FIELD_LABELS = { title: ['제목', 'Title'], name: ['이름', 'Name'], phone: ['연락처', 'Phone'], email: ['이메일', 'Email'], message: ['문의 내용', 'Message'] } as const;

const required = (field: keyof typeof INQUIRY_LIMITS) => {
  const max = INQUIRY_LIMITS[field];
  const [ko, en] = FIELD_LABELS[field];
  return z
    .string(INQUIRY_MESSAGES.missingFields)
    .trim()
    .min(1, INQUIRY_MESSAGES.missingFields)
    .max(max, `${ko}: 최대 ${max.toLocaleString('en-US')}자까지 입력할 수 있습니다. / ${en}: at most ${max.toLocaleString('en-US')} characters.`);
};

/**
 * Characters the client pattern lets through but that have a meaning in a mail address header
 * (the address becomes the mail's Reply-To), so the server refuses them.
 */
const ADDRESS_HEADER_CHARACTERS = /[<>()[\]\\,;:"]/;

/** POST /api/mail/submit */
export const inquirySubmitSchema = z
  .object({
    title: required('title'),
    email: required('email')
      .regex(EMAIL_PATTERN, INQUIRY_MESSAGES.email)
      .refine((v) => !ADDRESS_HEADER_CHARACTERS.test(v), INQUIRY_MESSAGES.email),
    phone: required('phone'),
    name: required('name'),
    message: required('message'),
    privacyConsent: z.literal(true, { error: INQUIRY_MESSAGES.consent }),
    /** Page language when sent: the language of the notification mail. */
    language: z.enum(['ko', 'en']).default('ko'),
    /** Honeypot: hidden from people; bots fill it in. A non-empty value is answered 200 and dropped. */
    website: z.string().max(500).optional(),
  })
  .strict();
export type InquirySubmit = z.input<typeof inquirySubmitSchema>;

/** 200 answer of POST /api/mail/submit: the inquiry is stored (the mail follows from the outbox). */
export const inquirySubmitResponseSchema = z.object({ ok: z.literal(true) });

/**
 * Delivery of the notification mail: pending (queued), sent, failed (last attempt failed; retried at
 * nextAttemptAt, or given up when nextAttemptAt is null).
 */
export const INQUIRY_STATUSES = ['pending', 'sent', 'failed'] as const;
export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES);

export const inquirySummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  deliveryStatus: inquiryStatusSchema,
  /**
   * How a sent mail left: `smtp` (an SMTP server accepted it) or `log` (no SMTP server is configured: it was only
   * written to the server log); null while not sent, and for mails sent before this was recorded (decision 107).
   */
  sentBy: z.enum(['smtp', 'log']).nullable(),
  attempts: z.number(),
  handledAt: z.string().nullable(),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

/** What the inbox and the export say of a mail's delivery. */
export const DELIVERY_LABELS = {
  pending: '발송 대기',
  sent: '발송 완료',
  /** Sent without an SMTP server: only written to the log, nobody received it (issue 35). */
  logged: '기록됨 (메일 서버 없음)',
  failed: '발송 실패',
} as const;
export type DeliveryLabelKey = keyof typeof DELIVERY_LABELS;

/** "발송 완료" only when an SMTP server accepted the mail; "기록됨 (메일 서버 없음)" when it was only logged. */
export function deliveryLabelKey(inquiry: Pick<InquirySummary, 'deliveryStatus' | 'sentBy'>): DeliveryLabelKey {
  return inquiry.deliveryStatus === 'sent' && inquiry.sentBy === 'log' ? 'logged' : inquiry.deliveryStatus;
}

export const inquiryDetailSchema = inquirySummarySchema.extend({
  phone: z.string(),
  message: z.string(),
  language: z.string(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveryAttempts: z.array(z.object({ attemptedAt: z.string(), error: z.string().nullable() })),
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

/** The inbox's status filter: `new` (nobody has marked it handled yet) or `handled` (decision 075). */
export const INQUIRY_FILTER_STATUSES = ['new', 'handled'] as const;

export const INQUIRY_FILTER_MESSAGES = {
  date: DAY_INVALID,
  range: DATE_RANGE_REVERSED,
} as const;

const daySchema = calendarDaySchema(INQUIRY_FILTER_MESSAGES.date);

const filterShape = {
  /** Part of the name, email, title or message, any case; blank means no search. */
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((q) => (q === '' ? undefined : q)),
  status: z.enum(INQUIRY_FILTER_STATUSES).optional(),
  /** Received on or after this day / on or before this day, in the site's time zone. */
  from: daySchema.optional(),
  to: daySchema.optional(),
};

/** GET /api/admin/inquiries/export: the inquiries the filter finds, as CSV. */
export const inquiryFilterSchema = withDateRangeInOrder(z.object(filterShape).strict());
export type InquiryFilter = Partial<z.output<typeof inquiryFilterSchema>>;

/** GET /api/admin/inquiries: a page of the filtered list, newest first. */
export const inquiryListQuerySchema = withDateRangeInOrder(
  z
    .object({
      ...filterShape,
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
    })
    .strict(),
);

/** GET /api/admin/inquiries/new-count: how many inquiries nobody has handled yet (the menu's and dashboard's badge). */
export const inquiryNewCountSchema = z.object({ count: z.number().int().min(0) });

/** Most rows one export holds (a larger inbox is exported a date range at a time). */
export const INQUIRY_EXPORT_MAX_ROWS = 50_000;
export const inquiryListSchema = z.object({
  items: z.array(inquirySummarySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type InquiryList = z.infer<typeof inquiryListSchema>;

/** GET /api/admin/inquiries/{id}, and the answer of PUT /api/admin/inquiries/{id} and POST .../{id}/resend. */
export const INQUIRY_NOT_FOUND = '문의를 찾을 수 없습니다.';
export const INQUIRY_BEING_SENT = '메일을 보내는 중입니다. 잠시 후 다시 시도해주세요.';

/** `{id}` of the admin inquiry calls: a positive integer that fits the database's integer column. */
export const inquiryIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'id는 양의 정수여야 합니다.')
    .transform(Number)
    .pipe(z.number().int().positive('id는 양의 정수여야 합니다.')),
});

/** PUT /api/admin/inquiries/{id}: mark handled (true) or not handled (false). */
export const inquiryUpdateSchema = z.object({ handled: z.boolean() }).strict();
