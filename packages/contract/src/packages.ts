import { z } from 'zod';
import { artistDetailImageSchema, artistDetailSchema } from './artists';
import { calendarDaySchema, editVersionSchema, imageLinkSchema } from './common';
import { PACKAGE_COMMENT_MAX, PACKAGE_STATUSES } from './package-limits';

export const PACKAGE_TITLE_MAX = 200;
export const PACKAGE_CLIENT_MAX = 100;
export const PACKAGE_NOTE_MAX = 2000;
/** Most artists one package holds. */
export const PACKAGE_ARTISTS_MAX = 100;
export const PACKAGE_TITLE_REQUIRED = '패키지 제목을 입력하세요.';
export const PACKAGE_CLIENT_REQUIRED = '클라이언트 이름을 입력하세요.';
export const PACKAGE_EXPIRY_INVALID = '만료일은 오늘 이후의 날짜(YYYY-MM-DD) 또는 시각이어야 합니다.';
export const PACKAGE_ADMIN_NOT_FOUND = '패키지를 찾을 수 없습니다.';
export const PACKAGE_UNKNOWN_ARTISTS = '없는 아티스트가 포함되어 있습니다.';
export const PACKAGE_DUPLICATE_ARTISTS = '같은 아티스트가 두 번 포함되어 있습니다.';
export const PACKAGE_ARTIST_NOT_IN = '이 패키지에 없는 아티스트입니다. / This artist is not in the package.';

export const packageLanguageSchema = z.enum(['ko', 'en']);
export const packageStatusSchema = z.enum(PACKAGE_STATUSES);

/** An expiry: a moment (ISO 8601 with offset), or a day meaning the end of that day in the site's time zone. */
export const packageExpirySchema = z.union([z.iso.datetime({ offset: true, message: PACKAGE_EXPIRY_INVALID }), calendarDaySchema(PACKAGE_EXPIRY_INVALID)], {
  error: PACKAGE_EXPIRY_INVALID,
});

const titleSchema = z.string({ error: PACKAGE_TITLE_REQUIRED }).trim().min(1, PACKAGE_TITLE_REQUIRED).max(PACKAGE_TITLE_MAX);
const clientSchema = z.string({ error: PACKAGE_CLIENT_REQUIRED }).trim().min(1, PACKAGE_CLIENT_REQUIRED).max(PACKAGE_CLIENT_MAX);
const noteSchema = z.string().trim().max(PACKAGE_NOTE_MAX);
/** A mail address without the characters that mean something in a mail header (it becomes a To or a link). */
const MAIL_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
export const PACKAGE_BOOKER_EMAIL_INVALID = '담당자 이메일 주소가 올바르지 않습니다.';
/** The booker on the client's page (issue 37): each optional, '' when not given. */
const bookerSchema = {
  titleEn: z.string().trim().max(PACKAGE_TITLE_MAX).default(''),
  bookerName: z.string().trim().max(PACKAGE_CLIENT_MAX).default(''),
  bookerPhone: z.string().trim().max(40).default(''),
  bookerEmail: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || MAIL_ADDRESS.test(value), PACKAGE_BOOKER_EMAIL_INVALID)
    .default(''),
};
const artistIdSchema = z.number().int().positive().max(2_147_483_647);
const distinct = (ids: number[]) => new Set(ids).size === ids.length;

/** POST /api/admin/packages: a package of these artists, every picture, polaroid and video of each shown. */
export const createPackageSchema = z
  .object({
    title: titleSchema,
    clientName: clientSchema,
    artistIds: z.array(artistIdSchema).max(PACKAGE_ARTISTS_MAX).refine(distinct, PACKAGE_DUPLICATE_ARTISTS),
    /** Default: PACKAGE_DEFAULT_DAYS from now. */
    expiresAt: packageExpirySchema.optional(),
    noteKo: noteSchema.default(''),
    noteEn: noteSchema.default(''),
    language: packageLanguageSchema.default('ko'),
    ...bookerSchema,
  })
  .strict();
export type CreatePackageRequest = z.input<typeof createPackageSchema>;
export const createPackageResponseSchema = z.object({ id: z.number(), token: z.string(), url: z.string() });

/** Which of an artist's pictures, polaroids and videos a package shows, by URL; null: all of them. */
const selectionSchema = (item: z.ZodType<string>) => z.array(item).max(500).nullable();
export const packageArtistInputSchema = z
  .object({
    artistId: artistIdSchema,
    images: selectionSchema(imageLinkSchema).default(null),
    polaroids: selectionSchema(imageLinkSchema).default(null),
    videos: selectionSchema(z.string().trim().max(2048)).default(null),
  })
  .strict();

/** PUT /api/admin/packages/{id} (If-Match: its version): everything, artists in their order. */
export const updatePackageSchema = z
  .object({
    title: titleSchema,
    clientName: clientSchema,
    noteKo: noteSchema,
    noteEn: noteSchema,
    language: packageLanguageSchema,
    ...bookerSchema,
    /** May lie in the past: that expires the package now. */
    expiresAt: packageExpirySchema,
    artists: z
      .array(packageArtistInputSchema)
      .max(PACKAGE_ARTISTS_MAX)
      .refine((list) => distinct(list.map((a) => a.artistId)), PACKAGE_DUPLICATE_ARTISTS),
  })
  .strict();
export type UpdatePackageRequest = z.input<typeof updatePackageSchema>;

export const packageIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** A package's link token (43 base64url characters, 256 random bits); any other string finds no package (404). */
export const packageTokenParamSchema = z.object({ token: z.string().min(1).max(200) });

/** GET /api/admin/packages: every package, newest first, with how it was received. */
export const packageSummarySchema = z.object({
  id: z.number(),
  token: z.string(),
  /** The client's link, absolute when SITE_URL is set (else from the request). */
  url: z.string(),
  title: z.string(),
  clientName: z.string(),
  language: packageLanguageSchema,
  createdAt: z.string(),
  createdBy: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
  artistCount: z.number(),
  /** How many times the package was opened, and when last. */
  viewCount: z.number(),
  lastViewedAt: z.string().nullable(),
  /** Artists the client marked as favourites now. */
  pickCount: z.number(),
  /**
   * The recipients the package was mailed to (issue 37): how many were sent it, opened it, hold at least one
   * favourite (shortlisted, or requested), and hold at least one request (selected).
   */
  /** Recipients at each step, then the jobs made from the package that are not cancelled (issue 38). */
  funnel: z.object({ sent: z.number(), opened: z.number(), shortlisted: z.number(), selected: z.number(), booked: z.number() }),
  /** Recipients who opened the package and have not answered on any artist yet. */
  unansweredRecipients: z.number(),
});
export type PackageSummary = z.infer<typeof packageSummarySchema>;

/** A recipient as the admin's package screen shows them: their link and what they did with it. */
export const packageRecipientSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  language: packageLanguageSchema,
  url: z.string(),
  sentAt: z.string(),
  sentBy: z.string(),
  revokedAt: z.string().nullable(),
  /** First and last opening of their link (null: never opened). */
  openedAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  /** Openings of the package through their link, artists they opened, and picks and comments they sent. */
  opens: z.number(),
  artistsViewed: z.number(),
  answers: z.number(),
});

const mediaListsSchema = z.object({ images: z.array(z.string()), polaroids: z.array(z.string()), videos: z.array(z.string()) });

/** GET /api/admin/packages/{id}: the package, its artists with what each shows, the view log and the client's picks. */
export const packageDetailSchema = packageSummarySchema.extend({
  noteKo: z.string(),
  noteEn: z.string(),
  titleEn: z.string(),
  bookerName: z.string(),
  bookerPhone: z.string(),
  bookerEmail: z.string(),
  version: editVersionSchema,
  artists: z.array(
    z.object({
      artistId: z.number(),
      urlName: z.string(),
      korName: z.string(),
      engName: z.string(),
      mainImage: z.string(),
      isHidden: z.boolean(),
      /** What the package shows (null: all). */
      images: z.array(z.string()).nullable(),
      polaroids: z.array(z.string()).nullable(),
      videos: z.array(z.string()).nullable(),
      /** Everything the artist has, to choose from. */
      available: mediaListsSchema,
      /** Times the client opened this artist. */
      opens: z.number(),
      /** The latest answer over every link (the package's own and each recipient's). */
      picked: z.boolean(),
      comment: z.string(),
      /** The latest answer of each link that answered (recipientId null: the package's own link). */
      answers: z.array(z.object({ recipientId: z.number().nullable(), status: packageStatusSchema, comment: z.string(), at: z.string() })),
    }),
  ),
  /** Newest first: each opening of the package (artistId null) or of one artist. */
  views: z.array(
    z.object({
      at: z.string(),
      artistId: z.number().nullable(),
      artistName: z.string().nullable(),
      /** Whose link was opened (null: the package's own link), and on what kind of device. */
      recipientId: z.number().nullable(),
      device: z.enum(['phone', 'tablet', 'desktop']).nullable(),
    }),
  ),
  /** Newest first: every pick, unpick and comment the client sent. */
  picks: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      artistId: z.number(),
      artistName: z.string(),
      status: packageStatusSchema,
      picked: z.boolean(),
      comment: z.string(),
      recipientId: z.number().nullable(),
    }),
  ),
  /** Everyone the package was sent to, first sent first. */
  recipients: z.array(packageRecipientSchema),
});
export type PackageDetail = z.infer<typeof packageDetailSchema>;

/** GET /api/packages/{token}: what the client sees (404 when unknown, expired or deleted). */
export const publicPackageSchema = z.object({
  title: z.string(),
  /** The English title ('' when the package has none: `title` is shown). */
  titleEn: z.string(),
  /** Who at the agency to call or write ('' for what is not set). */
  booker: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  clientName: z.string(),
  note: z.object({ ko: z.string(), en: z.string() }),
  language: packageLanguageSchema,
  expiresAt: z.string(),
  siteName: z.string(),
  artists: z.array(
    z.object({
      /** The artist's profile with only the pictures and videos the package shows. */
      artist: artistDetailSchema,
      polaroids: z.array(artistDetailImageSchema),
      /** This link's answer: its status (picked: shortlisted or selected) and comment. */
      status: packageStatusSchema,
      picked: z.boolean(),
      comment: z.string(),
    }),
  ),
});
export type PublicPackage = z.infer<typeof publicPackageSchema>;

const commentSchema = z
  .string()
  .max(PACKAGE_COMMENT_MAX, `코멘트는 ${PACKAGE_COMMENT_MAX}자까지 쓸 수 있습니다. / A comment holds at most ${PACKAGE_COMMENT_MAX} characters.`)
  // Plain text: control characters other than line breaks and tabs are dropped.
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  .transform((text) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim());

export const PACKAGE_PICK_STATUS_REQUIRED = 'status 또는 picked 중 하나를 보내세요. / Send either status or picked.';

/**
 * POST /api/packages/{token}/picks: the client answers on an artist (`status`; the older `picked: true` is
 * `shortlist`, `picked: false` is `none`) and may leave a comment.
 */
export const packagePickSchema = z
  .object({ artistId: artistIdSchema, status: packageStatusSchema.optional(), picked: z.boolean().optional(), comment: commentSchema.optional() })
  .strict()
  .refine((pick) => (pick.status === undefined) !== (pick.picked === undefined), PACKAGE_PICK_STATUS_REQUIRED)
  .transform(({ picked, status, ...pick }) => ({ ...pick, status: status ?? (picked ? 'shortlist' : 'none') }));
export const packagePickResponseSchema = z.object({ artistId: z.number(), status: packageStatusSchema, picked: z.boolean(), comment: z.string() });
export type PackagePickResponse = z.infer<typeof packagePickResponseSchema>;

/** POST /api/packages/{token}/views: the client opened the package (no artistId) or one artist. */
export const packageViewSchema = z.object({ artistId: artistIdSchema.optional() }).strict();

/** GET /api/packages/{token}/compcard/{urlName}: an artist's comp card, hidden artists too. */
export const packageCompCardParamsSchema = packageTokenParamSchema.extend({ urlName: z.string().min(1).max(200) });

/** Most recipients one send names, and most recipients one account may send packages to per day (issue 37). */
export const PACKAGE_SEND_MAX = 50;
export const PACKAGE_SENDS_PER_DAY = 300;
export const PACKAGE_MESSAGE_MAX = 2000;
/** What a personal message may name: replaced per recipient when the mail is written. */
export const PACKAGE_MESSAGE_PLACEHOLDERS = ['name', 'title', 'link', 'agency', 'expires'] as const;
export const PACKAGE_SEND_TOO_MANY = `한 번에 ${PACKAGE_SEND_MAX}명까지 보낼 수 있습니다.`;
export const PACKAGE_SEND_EMPTY = '받는 사람을 한 명 이상 입력하세요.';
export const PACKAGE_SEND_EMAIL = '받는 사람의 이메일 주소가 올바르지 않습니다.';
export const PACKAGE_SEND_NAME = '받는 사람의 이름을 입력하세요.';
export const PACKAGE_SEND_DUPLICATE = '같은 이메일 주소가 두 번 들어 있습니다.';
export const PACKAGE_SEND_PLACEHOLDER = `메시지에는 ${PACKAGE_MESSAGE_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}만 쓸 수 있습니다.`;
export const PACKAGE_SEND_DAILY_CAP = `한 계정은 하루에 ${PACKAGE_SENDS_PER_DAY}명까지 패키지를 보낼 수 있습니다. 내일 다시 보내세요.`;
export const PACKAGE_SEND_EXPIRED = '만료된 패키지는 보낼 수 없습니다. 만료일을 늦춘 뒤 보내세요.';
export const PACKAGE_RECIPIENT_NOT_FOUND = '받는 사람을 찾을 수 없습니다.';

/** `{word}` in a message: each must be one of PACKAGE_MESSAGE_PLACEHOLDERS. */
export const messagePlaceholders = (message: string): string[] => [...message.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);

const recipientEmailSchema = z
  .string({ error: PACKAGE_SEND_EMAIL })
  .trim()
  .max(254, PACKAGE_SEND_EMAIL)
  .regex(MAIL_ADDRESS, PACKAGE_SEND_EMAIL);

/**
 * The agency's message template before anyone saved one (issue 37, decision 119): the send form starts from the stored
 * template (GET /api/admin/packages/message-template), this until staff save their own. The mail's greeting, link
 * and closing date come with every mail anyway.
 */
export const PACKAGE_MESSAGE_TEMPLATE = {
  ko: '요청하신 조건에 맞춰 아티스트를 골랐습니다. 마음에 드는 아티스트를 표시해 주시면 {expires} 전에 일정을 확인해 드리겠습니다.',
  en: 'We chose these artists for your brief. Mark the ones you like and we will check their availability before {expires}.',
} as const;

export const PACKAGE_MESSAGE_TOO_LONG = `메시지는 ${PACKAGE_MESSAGE_MAX}자까지 쓸 수 있습니다.`;
export const PACKAGE_TEMPLATE_TEXT_REQUIRED = '템플릿의 한국어(ko)와 영문(en) 메시지를 모두 보내세요. 비워 둘 칸은 빈 문자열로 보내세요.';

/** The booker's own words, above the link; may name {name}, {title}, {link}, {agency}, {expires}. */
const messageTextSchema = (text: z.ZodString = z.string()) =>
  text
    .trim()
    .max(PACKAGE_MESSAGE_MAX, PACKAGE_MESSAGE_TOO_LONG)
    .refine((message) => messagePlaceholders(message).every((p) => (PACKAGE_MESSAGE_PLACEHOLDERS as readonly string[]).includes(p)), PACKAGE_SEND_PLACEHOLDER);
const messageSchema = messageTextSchema().default('');
const templateTextSchema = messageTextSchema(z.string({ error: PACKAGE_TEMPLATE_TEXT_REQUIRED }));

/**
 * PUT /api/admin/packages/message-template (If-Match: its version): the agency's template in both languages, checked
 * like a send's message (its placeholders and length); an empty text means the form starts that message empty.
 */
export const packageMessageTemplateInputSchema = z.object({ ko: templateTextSchema, en: templateTextSchema }).strict();
export type PackageMessageTemplateInput = z.input<typeof packageMessageTemplateInputSchema>;
/** GET (and the PUT's answer): the stored template, or PACKAGE_MESSAGE_TEMPLATE at version 0 when never saved. */
export const packageMessageTemplateSchema = z.object({ ko: z.string(), en: z.string(), version: editVersionSchema });
export type PackageMessageTemplate = z.infer<typeof packageMessageTemplateSchema>;

/** POST /api/admin/packages/{id}/send: each recipient gets their own link by mail, in their language. */
export const sendPackageSchema = z
  .object({
    recipients: z
      .array(
        z
          .object({
            name: z.string({ error: PACKAGE_SEND_NAME }).trim().min(1, PACKAGE_SEND_NAME).max(PACKAGE_CLIENT_MAX),
            email: recipientEmailSchema,
            language: packageLanguageSchema,
          })
          .strict(),
      )
      .min(1, PACKAGE_SEND_EMPTY)
      .max(PACKAGE_SEND_MAX, PACKAGE_SEND_TOO_MANY)
      .refine((list) => new Set(list.map((r) => r.email.toLowerCase())).size === list.length, PACKAGE_SEND_DUPLICATE),
    /** To Korean recipients (and to English ones when `messageEn` is empty). */
    message: messageSchema,
    /** To English recipients; empty: `message`. */
    messageEn: messageSchema,
  })
  .strict();
export type SendPackageRequest = z.input<typeof sendPackageSchema>;
export const sendPackageResponseSchema = z.object({
  recipients: z.array(z.object({ id: z.number(), name: z.string(), email: z.string(), url: z.string() })),
});
export type SendPackageResponse = z.infer<typeof sendPackageResponseSchema>;

/** POST /api/admin/packages/{id}/recipients/{recipientId}/resend: the same link again, with a new message or none. */
export const resendPackageSchema = z.object({ message: messageSchema }).strict();
export type ResendPackageRequest = z.input<typeof resendPackageSchema>;

export const packageRecipientParamSchema = packageIdParamSchema.extend({ recipientId: z.coerce.number().int().positive().max(2_147_483_647) });

/** How far back the dashboard's list of client answers reaches, and how many it shows. */
export const PACKAGE_ANSWERS_DAYS = 7;
export const PACKAGE_ANSWERS_MAX = 20;

/** GET /api/admin/packages/answers: a client's answer on an artist, newest first (the last PACKAGE_ANSWERS_DAYS days). */
export const packageAnswerSchema = z.object({
  packageId: z.number(),
  packageTitle: z.string(),
  /** The recipient whose link answered, or the package's client (its own link). */
  who: z.string(),
  artistName: z.string(),
  status: packageStatusSchema,
  comment: z.string(),
  at: z.string(),
});
export type PackageAnswer = z.infer<typeof packageAnswerSchema>;
