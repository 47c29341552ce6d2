import type { ArtistFieldColumns } from '@agency/contract/artist-fields';
import type { MeasurementColumns } from '@agency/contract/measurements';
import type { Generated } from 'kysely';

/**
 * Table types. Booleans are stored as integers (0/1) and timestamps as ISO-8601 UTC text
 * so that one set of migrations and queries serves SQLite and PostgreSQL alike.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: string;
  /** Tokens carry it (claim `ver`); a new password moves it on, ending every token issued before. */
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The person's name as the admin shows it (decision 083). */
  name: Generated<string>;
  /** Set while the account may not sign in. */
  disabled_at: string | null;
  /** The TOTP secret (encrypted, lib/secret-box.ts) once two-factor sign-in is on; the one being set up. */
  totp_secret: string | null;
  totp_pending_secret: string | null;
  /** When the pending secret was made (after a re-authentication): it is confirmed within minutes (decision 092). */
  totp_pending_at: string | null;
  totp_enabled_at: string | null;
  /** The last TOTP time step used: a code is accepted once. */
  totp_last_step: number | string | null;
}
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the code (random, 50 bits: a fast hash suffices). */
  code_hash: string;
  used_at: string | null;
}
/** Sign-in challenges already used (their JWT id): each works once (decision 092); kept until they expire. */
export interface UsedChallengesTable {
  id: string;
  expires_at: string;
}
export interface SettingsTable {
  key: string;
  value: string;
}
export interface SignInsTable {
  id: Generated<number>;
  user_id: number;
  at: string;
  ip: string;
  user_agent: string;
}

/** Login attempts reserved per key (`ip:<address>` or `user:<name>`) in its window (modules/auth/login-throttle.ts). */
export interface LoginThrottleTable {
  throttle_key: string;
  attempts: number;
  window_start: string;
  last_attempt_at: string;
  version: number;
}

export interface PageContentsTable {
  code: string;
  updated_at: string;
  /** Moved on by every upsert; the admin sends the one it read (If-Match). */
  version: Generated<number>;
}

export interface PageContentTextsTable {
  id: Generated<number>;
  code: string;
  priority: number;
  description: string;
}

export interface PageContentImagesTable {
  id: Generated<number>;
  code: string;
  priority: number;
  image_url: string;
}

export interface PageContentVideosTable {
  id: Generated<number>;
  code: string;
  priority: number;
  is_youtube: number;
  title: string;
  title_eng: Generated<string>;
  /** YYYY-MM-DD or ''. */
  published_on: Generated<string>;
  thumbnail_image_url: string;
  video_url: string;
}

/**
 * The artist's text fields (contract's ARTIST_FIELDS, one column each), the numbers of its measurements
 * (MEASUREMENTS: null where the text is not a number) and the structural columns.
 */
export type ArtistsTable = ArtistFieldColumns & MeasurementColumns & {
  id: Generated<number>;
  priority: number;
  views: number;
  is_hidden: number;
  /** Moved on by every edit (not by views); the admin sends the one it read (If-Match). */
  version: Generated<number>;
  /** When the polaroids were taken: YYYY-MM-DD, or ''. */
  polaroids_taken_on: Generated<string>;
  /** The comp card's back pictures: a JSON array of up to four addresses ('[]': the first four detail images). */
  comp_card_images: Generated<string>;
  created_at: string;
  updated_at: string;
};

export interface ArtistDetailImagesTable {
  id: Generated<number>;
  artist_id: number;
  priority: number;
  image_url: string;
}

export interface ArtistDetailVideosTable {
  id: Generated<number>;
  artist_id: number;
  priority: number;
  video_url: string;
}

export interface ArtistMonthlyViewsTable {
  artist_id: number;
  year: number;
  month: number;
  views: number;
}

/** A month whose artist view rows are final (closed by the manual update or the monthly job). */
export interface ArtistViewMonthClosuresTable {
  year: number;
  month: number;
  closed_at: string;
  /** 'job' or 'manual'; NULL for months closed before it was recorded. */
  closed_by: string | null;
}

export interface TrafficSourcesTable {
  id: Generated<number>;
  name: string;
  count: number;
  created_at: string;
  updated_at: string;
}

/** How many new source names a client address created on a day (UTC date), for the daily cap. */
export interface TrafficNewSourcesTable {
  client_key: string;
  day: string;
  created: number;
}

/** Campaign names staff registered: always counted (decision 095). */
export interface TrafficCampaignsTable {
  name: string;
  created_at: string;
  created_by: string;
}

/** The version of each order staff set by dragging (`artists`: the roster, `boards`), decision 106. */
export interface OrderVersionsTable {
  name: string;
  version: number;
}

export interface TrafficMonthlyTable {
  id: Generated<number>;
  year: number;
  month: number;
  source_name: string;
  monthly_count: number;
  created_at: string;
}

/** One row per month whose traffic counters were rolled over; its primary key makes the rollover happen once. */
export interface TrafficMonthClosuresTable {
  year: number;
  month: number;
  closed_at: string;
  /** 'job' or 'manual'; NULL for months closed before it was recorded. */
  closed_by: string | null;
}

export interface InquiriesTable {
  id: Generated<number>;
  title: string;
  email: string;
  phone: string;
  name: string;
  message: string;
  privacy_consent: number;
  language: string;
  created_at: string;
  /** pending | sent | failed */
  delivery_status: string;
  attempts: number;
  next_attempt_at: string | null;
  /** Set while an outbox worker holds the row; expires so a crashed worker does not block it. */
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  /** smtp | log (no SMTP server: only logged) once sent; NULL before (and for mails sent before the column). */
  sent_by: string | null;
  handled_at: string | null;
  /** The outbox gives up retrying after this time (NULL: created_at plus the default window). */
  retry_until: string | null;
}

export interface InquiryAttemptsTable {
  id: Generated<number>;
  inquiry_id: number;
  attempted_at: string;
  error: string | null;
}

/** An uploaded file no row referenced after the grace period (jobs/media-cleanup-job.ts); removed_at once deleted. */
export interface MediaRemovalsTable {
  media_key: string;
  marked_at: string;
  removed_at: string | null;
}

/** A board of the roster (decision 079): its URL slug, names and place among the boards. */
export interface BoardsTable {
  id: Generated<number>;
  slug: string;
  kor_name: string;
  eng_name: string;
  priority: number;
  is_hidden: number;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** An artist's polaroid (digital): an unretouched picture of the artist's dated set (issue 17). */
export interface ArtistPolaroidsTable {
  id: Generated<number>;
  artist_id: number;
  priority: number;
  image_url: string;
}

export interface ArtistBoardsTable {
  board_id: number;
  artist_id: number;
}

export interface PackagesTable {
  id: Generated<number>;
  /** The link's secret: 256 random bits, base64url. */
  token: string;
  title: string;
  /** The title on English pages; '' shows `title`. */
  title_en: Generated<string>;
  client_name: string;
  note_ko: string;
  note_en: string;
  /** Who at the agency the client talks to, on the client's page ('' when not set). */
  booker_name: Generated<string>;
  booker_phone: Generated<string>;
  booker_email: Generated<string>;
  language: string;
  expires_at: string;
  created_at: string;
  created_by: string;
  updated_at: string;
  version: Generated<number>;
}
export interface PackageArtistsTable {
  id: Generated<number>;
  package_id: number;
  artist_id: number;
  priority: number;
  /** JSON arrays of the URLs the package shows; NULL: all of the artist's. */
  images: string | null;
  polaroids: string | null;
  videos: string | null;
}
export interface PackageViewsTable {
  id: Generated<number>;
  package_id: number;
  /** NULL: the package itself was opened. */
  artist_id: number | null;
  at: string;
  /** Whose link was opened; NULL: the package's own link. */
  recipient_id: number | null;
  /** 'phone', 'tablet' or 'desktop' (from the browser's User-Agent); NULL before issue 37. */
  device: string | null;
}
export interface PackagePicksTable {
  id: Generated<number>;
  package_id: number;
  artist_id: number;
  picked: number;
  comment: string;
  at: string;
  /** Whose link answered; NULL: the package's own link. */
  recipient_id: number | null;
  /** shortlist | select | decline | none (issue 37); NULL before it: `picked` says shortlist or none. */
  status: string | null;
}
/** Someone a package was sent to, with their own link (issue 37, decision 118). */
export interface PackageRecipientsTable {
  id: Generated<number>;
  package_id: number;
  /** Their link's secret: 256 random bits, base64url, like the package's. */
  token: string;
  name: string;
  email: string;
  language: string;
  sent_at: string;
  sent_by: string;
  /** Set when staff revoked the link: it answers 404 from then on. */
  revoked_at: string | null;
  /** When they were reminded that the package closes soon (once, by the reminder job). */
  reminded_at: Generated<string | null>;
}
/** Notification mails other than inquiries (a package pick, an application), rendered when queued. */
export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
  /** pending | sent | failed, as for inquiries. */
  delivery_status: string;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  retry_until: string | null;
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  /** smtp | log, as for inquiries. */
  sent_by: string | null;
  /** Whom it goes to; NULL: the agency (MAIL_TO). */
  to_address: string | null;
  /** Mails of one batch (a client's answers on a package): while one waits unsent, the next rewrites it. */
  batch_key: string | null;
  /** A file of the private store sent with it (a booking confirmation), and its name in the mail. */
  attachment_key: Generated<string | null>;
  attachment_name: Generated<string | null>;
}
export interface ApplicationsTable {
  id: Generated<number>;
  /** new | reviewing | accepted | declined */
  status: Generated<string>;
  name: string;
  birth_date: string;
  gender: string;
  height_cm: number;
  bust: string;
  waist: string;
  hips: string;
  shoe: string;
  city: string;
  phone: string;
  email: string;
  instagram: string;
  message: string;
  language: string;
  consent_required_at: string;
  consent_optional: number;
  guardian_name: string;
  guardian_contact: string;
  guardian_consent_at: string | null;
  notes: Generated<string>;
  /** The hidden artist made from the application. */
  artist_id: number | null;
  created_at: string;
  updated_at: string;
  /** Deleted with its photos by the retention job after this time. */
  retain_until: string;
  version: Generated<number>;
}
export interface ApplicationPhotosTable {
  id: Generated<number>;
  /** NULL while uploaded but not yet sent with an application. */
  application_id: number | null;
  /** The id the uploader holds until sending (128 random bits). */
  upload_id: string;
  /** Key in the private store (never public). */
  storage_key: string;
  position: Generated<number>;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
}
/** The history of admin changes (decision 086); states are JSON texts, never with secrets. */
export interface AuditEntriesTable {
  id: Generated<number>;
  at: string;
  username: string;
  action: string;
  target_type: string;
  target_key: string;
  target_label: string;
  before_state: string | null;
  after_state: string | null;
  restorable: number;
  restored_from: number | null;
}
/** A job (issue 38, decision 120): a client's work on days, with artists on option or confirmed. */
export interface JobsTable {
  id: Generated<number>;
  title: string;
  /** inquiry | option | confirmed | done | cancelled */
  status: string;
  client_company: string;
  client_name: string;
  client_email: string;
  client_phone: string;
  place: string;
  usage: string;
  notes: string;
  booker_name: string;
  booker_email: string;
  booker_phone: string;
  /** KRW per artist; NULL: not agreed yet. */
  fee: number | null;
  inquiry_id: number | null;
  package_id: number | null;
  created_by: string;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}
/** One slot of a job: a date and wall times in the agency's time zone. */
export interface JobDaysTable {
  id: Generated<number>;
  job_id: number;
  date: string;
  start_time: string;
  end_time: string;
}
/** An artist on a job; an option's rank per day follows from optioned_at (then id) among the artist's live options. */
export interface JobArtistsTable {
  id: Generated<number>;
  job_id: number;
  artist_id: number;
  /** option | confirmed | released */
  status: string;
  fee: number | null;
  option_expires_at: string | null;
  optioned_at: string;
  /** expired | released | cancelled */
  released_reason: string | null;
  taken_by: string;
  updated_at: string;
}
/** Days an artist cannot work (travel, exams): shown on the calendar, warned of when optioned. */
export interface ArtistUnavailableTable {
  id: Generated<number>;
  artist_id: number;
  from_date: string;
  to_date: string;
  note: string;
  created_by: string;
  created_at: string;
}
/** A feed's generation once revoked (no row: generation 0); its link's token is derived from it. */
export interface CalendarFeedsTable {
  scope: string;
  generation: number;
  revoked_at: string;
  revoked_by: string;
}
/** A booking confirmation sent to the client, its PDF kept in the private store. */
export interface JobConfirmationsTable {
  id: Generated<number>;
  job_id: number;
  language: string;
  sent_to: string;
  storage_key: string;
  sent_at: string;
  sent_by: string;
}
export interface Database {
  users: UsersTable;
  sign_ins: SignInsTable;
  recovery_codes: RecoveryCodesTable;
  used_challenges: UsedChallengesTable;
  settings: SettingsTable;
  login_throttle: LoginThrottleTable;
  page_contents: PageContentsTable;
  page_content_texts: PageContentTextsTable;
  page_content_images: PageContentImagesTable;
  page_content_videos: PageContentVideosTable;
  artists: ArtistsTable;
  artist_detail_images: ArtistDetailImagesTable;
  artist_detail_videos: ArtistDetailVideosTable;
  artist_monthly_views: ArtistMonthlyViewsTable;
  artist_view_month_closures: ArtistViewMonthClosuresTable;
  traffic_sources: TrafficSourcesTable;
  traffic_new_sources: TrafficNewSourcesTable;
  traffic_campaigns: TrafficCampaignsTable;
  traffic_monthly: TrafficMonthlyTable;
  traffic_month_closures: TrafficMonthClosuresTable;
  inquiries: InquiriesTable;
  inquiry_attempts: InquiryAttemptsTable;
  media_removals: MediaRemovalsTable;
  boards: BoardsTable;
  order_versions: OrderVersionsTable;
  artist_boards: ArtistBoardsTable;
  artist_polaroids: ArtistPolaroidsTable;
  packages: PackagesTable;
  package_artists: PackageArtistsTable;
  package_views: PackageViewsTable;
  package_picks: PackagePicksTable;
  package_recipients: PackageRecipientsTable;
  mail_outbox: MailOutboxTable;
  applications: ApplicationsTable;
  application_photos: ApplicationPhotosTable;
  audit_entries: AuditEntriesTable;
  jobs: JobsTable;
  job_days: JobDaysTable;
  job_artists: JobArtistsTable;
  artist_unavailable: ArtistUnavailableTable;
  calendar_feeds: CalendarFeedsTable;
  job_confirmations: JobConfirmationsTable;
}
