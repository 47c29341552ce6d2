import { z } from 'zod';

export const INQUIRY_LIMITS = { title: 200, name: 100, phone: 40, email: 254, message: 10_000 } as const;
/** text, @, text, dot, text, no spaces (SPEC section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (max: number) => z.string().trim().min(1, 'Please fill in all fields.').max(max);

/** POST /api/mail/submit */
export const inquirySubmitSchema = z
  .object({
    title: required(INQUIRY_LIMITS.title),
    email: required(INQUIRY_LIMITS.email).regex(EMAIL_PATTERN, 'Please enter a valid email address.'),
    phone: required(INQUIRY_LIMITS.phone),
    name: required(INQUIRY_LIMITS.name),
    message: required(INQUIRY_LIMITS.message),
    privacyConsent: z.literal(true, { error: 'Please agree to the collection and use of personal information.' }),
    /** Page language when sent. */
    language: z.enum(['ko', 'en']).default('ko'),
    /** Honeypot: hidden from people; bots fill it in. */
    website: z.string().max(500).optional(),
  })
  .strict();
export type InquirySubmit = z.input<typeof inquirySubmitSchema>;

export const INQUIRY_STATUSES = ['pending', 'sent', 'failed'] as const;
export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES);

export const inquirySummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  deliveryStatus: inquiryStatusSchema,
  attempts: z.number(),
  handledAt: z.string().nullable(),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

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

/** GET /api/admin/inquiries */
export const inquiryListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const inquiryListSchema = z.object({
  items: z.array(inquirySummarySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type InquiryList = z.infer<typeof inquiryListSchema>;

/** PUT /api/admin/inquiries/{id} */
export const inquiryUpdateSchema = z.object({ handled: z.boolean() }).strict();
