import { z } from 'zod';
import { calendarDaySchema, editVersionSchema, withDateRangeInOrder } from './common';

// Jobs, options and bookings (가부킹, issue 38, decision 120): what a job, an option and a rank are is in the decision.

export const JOB_STATUSES = ['inquiry', 'option', 'confirmed', 'done', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, { ko: string; en: string }> = {
  inquiry: { ko: '문의', en: 'Inquiry' },
  option: { ko: '옵션', en: 'Option' },
  confirmed: { ko: '확정', en: 'Confirmed' },
  done: { ko: '완료', en: 'Done' },
  cancelled: { ko: '취소', en: 'Cancelled' },
};

/** An artist on a job: held on option (ranked per day), confirmed, or released (by staff, expiry or the job's end). */
export const JOB_ARTIST_STATUSES = ['option', 'confirmed', 'released'] as const;
export type JobArtistStatus = (typeof JOB_ARTIST_STATUSES)[number];

export const JOB_TITLE_MAX = 200;
export const JOB_TEXT_MAX = 4000;
export const JOB_DAYS_MAX = 62;
export const JOB_ARTISTS_MAX = 100;
/** KRW per artist; a fee is a whole number of won. */
export const JOB_FEE_MAX = 100_000_000_000;
/** Widest range one calendar or list call reads. */
export const CALENDAR_RANGE_MAX_DAYS = 400;

export const JOB_NOT_FOUND = '잡을 찾을 수 없습니다.';
export const JOB_TITLE_REQUIRED = '잡 제목(브랜드)을 입력하세요.';
export const JOB_CLIENT_REQUIRED = '클라이언트 회사명을 입력하세요.';
export const JOB_DAYS_REQUIRED = '촬영일을 하루 이상 입력하세요.';
export const JOB_TIME_INVALID = '시간은 HH:mm 형식이어야 합니다.';
export const JOB_DAY_REVERSED = '종료 시간은 시작 시간보다 늦어야 합니다.';
export const JOB_DAYS_OVERLAP = '같은 잡 안에서 일정이 겹칩니다.';
export const JOB_EMAIL_INVALID = '이메일 주소가 올바르지 않습니다.';
export const JOB_UNKNOWN_ARTIST = '없는 아티스트입니다.';
export const JOB_UNKNOWN_INQUIRY = '없는 문의입니다.';
export const JOB_UNKNOWN_PACKAGE = '없는 패키지입니다.';
export const JOB_EXPIRY_PAST = '옵션 만료 시각은 지금 이후여야 합니다.';
export const JOB_EXPIRY_INVALID = '옵션 만료 시각이 올바르지 않습니다.';
export const JOB_ARTIST_NOT_ON_JOB = '이 잡에 없는 아티스트입니다.';
export const JOB_ARTIST_ALREADY_ON = '이미 이 잡에 있는 아티스트입니다. 상태를 바꾸려면 수정하세요.';
export const JOB_CLOSED = '완료되었거나 취소된 잡의 아티스트는 바꿀 수 없습니다.';
/** 409: the artist is confirmed on another job at an overlapping time (conflictJobId names it). */
export const JOB_CONFIRMED_ELSEWHERE = '이 아티스트는 겹치는 시간에 다른 잡이 확정되어 있습니다.';
/** 409: another job holds a higher option on one of the days (conflictJobId names it): release it first. */
export const JOB_HIGHER_OPTION = '다른 잡이 같은 날 더 높은 순위의 옵션을 잡고 있습니다. 먼저 그 옵션을 정리하세요.';
export const JOB_NOT_CONFIRMED = '확정된 아티스트가 있는 잡만 확정서를 만들 수 있습니다.';
export const JOB_NO_CLIENT_EMAIL = '클라이언트 이메일이 없습니다.';
export const UNAVAILABLE_NOT_FOUND = '불가 일정을 찾을 수 없습니다.';
export const CALENDAR_RANGE_TOO_WIDE = `한 번에 ${CALENDAR_RANGE_MAX_DAYS}일까지 조회할 수 있습니다.`;
export const FEED_NOT_FOUND = '캘린더 피드를 찾을 수 없습니다.';

const MAIL_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const emailSchema = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || MAIL_ADDRESS.test(value), JOB_EMAIL_INVALID)
  .default('');
const shortText = (max: number) => z.string().trim().max(max).default('');
const idSchema = z.number().int().positive().max(2_147_483_647);
const timeSchema = z.string({ error: JOB_TIME_INVALID }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, JOB_TIME_INVALID);

export const jobDaySchema = z
  .object({ date: calendarDaySchema(), start: timeSchema, end: timeSchema })
  .strict()
  .refine((day) => day.start < day.end, { message: JOB_DAY_REVERSED, path: ['end'] });
export type JobDay = z.infer<typeof jobDaySchema>;

/** Two slots of one job on one date may not overlap (a morning and an afternoon may). */
const daysApart = (days: JobDay[]) =>
  days.every((a, i) => days.every((b, j) => j <= i || a.date !== b.date || a.end <= b.start || b.end <= a.start));

const clientSchema = z
  .object({
    company: z.string({ error: JOB_CLIENT_REQUIRED }).trim().min(1, JOB_CLIENT_REQUIRED).max(100),
    name: shortText(100),
    email: emailSchema,
    phone: shortText(40),
  })
  .strict();
const bookerSchema = z.object({ name: shortText(100), email: emailSchema, phone: shortText(40) }).strict();

const jobFields = {
  title: z.string({ error: JOB_TITLE_REQUIRED }).trim().min(1, JOB_TITLE_REQUIRED).max(JOB_TITLE_MAX),
  client: clientSchema,
  days: z
    .array(jobDaySchema, { error: JOB_DAYS_REQUIRED })
    .min(1, JOB_DAYS_REQUIRED)
    .max(JOB_DAYS_MAX)
    .refine(daysApart, JOB_DAYS_OVERLAP)
    .transform((days) => [...days].sort((a, b) => (a.date + a.start).localeCompare(b.date + b.start))),
  place: shortText(300),
  /** Media, territory and period of use (free text). */
  usage: shortText(JOB_TEXT_MAX),
  /** Internal: never on the confirmation sheet. */
  notes: shortText(JOB_TEXT_MAX),
  /** Whom the client deals with at the agency (the confirmation sheet's contact; option mails go to their e-mail). */
  booker: bookerSchema.default({ name: '', email: '', phone: '' }),
  /** KRW per artist unless an artist's own fee says otherwise. */
  fee: z.number().int().min(0).max(JOB_FEE_MAX).nullable().default(null),
};

/** POST /api/admin/jobs. From an inquiry or a package, linked to it; `optionArtistIds` (or a package's requested artists) go on option. */
export const createJobSchema = z
  .object({
    ...jobFields,
    inquiryId: idSchema.optional(),
    packageId: idSchema.optional(),
    optionArtistIds: z.array(idSchema).max(JOB_ARTISTS_MAX).optional(),
  })
  .strict();
export type CreateJobInput = z.input<typeof createJobSchema>;

/** PUT /api/admin/jobs/{id} (If-Match: its version). Cancelling releases every artist on it; done needs nothing. */
export const updateJobSchema = z.object({ ...jobFields, status: z.enum(JOB_STATUSES) }).strict();
export type UpdateJobInput = z.input<typeof updateJobSchema>;

/** An option's expiry: a moment (ISO 8601 with offset), in the future. */
const optionExpirySchema = z.iso.datetime({ offset: true, message: JOB_EXPIRY_INVALID }).nullable();

/** POST /api/admin/jobs/{id}/artists. */
export const addJobArtistSchema = z
  .object({
    artistId: idSchema,
    status: z.enum(['option', 'confirmed']),
    fee: z.number().int().min(0).max(JOB_FEE_MAX).nullable().optional(),
    optionExpiresAt: optionExpirySchema.optional(),
  })
  .strict();
/** PUT /api/admin/jobs/{id}/artists/{artistId}. */
export const changeJobArtistSchema = z
  .object({
    status: z.enum(JOB_ARTIST_STATUSES),
    fee: z.number().int().min(0).max(JOB_FEE_MAX).nullable().optional(),
    optionExpiresAt: optionExpirySchema.optional(),
  })
  .strict();

export const jobIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();
export const jobArtistParamSchema = z
  .object({ id: z.coerce.number().int().positive().max(2_147_483_647), artistId: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();

const dayRange = {
  from: calendarDaySchema().optional(),
  to: calendarDaySchema().optional(),
};
const queryId = z.coerce.number().int().positive().max(2_147_483_647).optional();

/** GET /api/admin/jobs: jobs with a day in from..to (both included), of an artist, a status, a board, an inquiry or a package. */
export const jobListQuerySchema = withDateRangeInOrder(
  z
    .object({
      ...dayRange,
      artistId: queryId,
      boardId: queryId,
      inquiryId: queryId,
      packageId: queryId,
      status: z.enum(JOB_STATUSES).optional(),
    })
    .strict(),
);

/** GET /api/admin/artists/{id}/calendar: by default this month in the agency's time zone. */
export const calendarQuerySchema = withDateRangeInOrder(z.object(dayRange).strict());

export const jobRankSchema = z.object({ date: z.string(), rank: z.number() });
export const jobArtistSchema = z.object({
  artistId: z.number(),
  korName: z.string(),
  engName: z.string(),
  status: z.enum(JOB_ARTIST_STATUSES),
  fee: z.number().nullable(),
  optionExpiresAt: z.string().nullable(),
  /** Per day of the job, for options only (1 = first option). */
  ranks: z.array(jobRankSchema),
  /** expired | released | cancelled, when released. */
  releasedReason: z.string().nullable(),
  takenBy: z.string(),
  takenAt: z.string(),
});
export type JobArtist = z.infer<typeof jobArtistSchema>;

export const jobSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  client: z.object({ company: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  days: z.array(z.object({ date: z.string(), start: z.string(), end: z.string() })),
  place: z.string(),
  usage: z.string(),
  notes: z.string(),
  booker: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  fee: z.number().nullable(),
  inquiryId: z.number().nullable(),
  packageId: z.number().nullable(),
  artists: z.array(jobArtistSchema),
  confirmations: z.array(z.object({ id: z.number(), language: z.enum(['ko', 'en']), sentTo: z.string(), sentAt: z.string(), sentBy: z.string() })),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: editVersionSchema,
});
export type Job = z.infer<typeof jobSchema>;

export const jobListSchema = z.object({ jobs: z.array(jobSchema) });

/** POST/PUT of an artist on a job: its state, and what the booker should know (unavailable days). */
export const jobArtistResultSchema = z.object({
  artistId: z.number(),
  status: z.enum(JOB_ARTIST_STATUSES),
  ranks: z.array(jobRankSchema),
  warnings: z.array(z.string()),
  job: jobSchema,
});

export const unavailableInputSchema = withDateRangeInOrder(
  z.object({ from: calendarDaySchema(), to: calendarDaySchema(), note: shortText(200) }).strict(),
);
export const unavailableParamSchema = z
  .object({ id: z.coerce.number().int().positive().max(2_147_483_647), unavailableId: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();
export const unavailableSchema = z.object({ id: z.number(), from: z.string(), to: z.string(), note: z.string() });
export type Unavailable = z.infer<typeof unavailableSchema>;

export const artistCalendarSchema = z.object({
  artistId: z.number(),
  entries: z.array(
    z.object({
      jobId: z.number(),
      title: z.string(),
      jobStatus: z.enum(JOB_STATUSES),
      status: z.enum(['option', 'confirmed']),
      date: z.string(),
      start: z.string(),
      end: z.string(),
      rank: z.number().nullable(),
    }),
  ),
  unavailable: z.array(unavailableSchema),
});
export type ArtistCalendar = z.infer<typeof artistCalendarSchema>;

/** GET /api/admin/inquiries/{id}/job-draft: a new job's fields from an inquiry (sender, dates and artists found in it). */
export const jobDraftSchema = z.object({
  title: z.string(),
  client: z.object({ company: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  days: z.array(z.object({ date: z.string(), start: z.string(), end: z.string() })),
  artistIds: z.array(z.number()),
});
export type JobDraft = z.infer<typeof jobDraftSchema>;

/** POST /api/admin/jobs/{id}/confirmation: the sheet mailed to the client (through the outbox) and kept with the job. */
export const sendConfirmationSchema = z.object({ language: z.enum(['ko', 'en']).default('ko') }).strict();
export const confirmationQuerySchema = z.object({ lang: z.enum(['ko', 'en']).default('ko') }).strict();

/** A private iCalendar feed: the agency's (artistId null) or an artist's. */
export const calendarFeedSchema = z.object({ scope: z.string(), artistId: z.number().nullable(), name: z.string(), url: z.string() });
export const calendarFeedsSchema = z.object({ feeds: z.array(calendarFeedSchema) });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const FEED_SCOPE_PATTERN = /^(agency|artist-[1-9]\d{0,9})$/;
export const revokeFeedSchema = z.object({ scope: z.string().regex(FEED_SCOPE_PATTERN) }).strict();
export const feedParamSchema = z.object({ scope: z.string().regex(FEED_SCOPE_PATTERN), token: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/) }).strict();

/** Where the admin shows one job. */
export const adminJobPath = (id: number): string => `/admin/jobs/${id}`;

export type AddJobArtistInput = z.input<typeof addJobArtistSchema>;
export type ChangeJobArtistInput = z.input<typeof changeJobArtistSchema>;
