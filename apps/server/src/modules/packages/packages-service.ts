import type { ArtistDetail } from '@agency/contract/artists';
import { EDIT_CONFLICT } from '@agency/contract/edit-version';
import { adminPackagePath, isFavouriteStatus, PACKAGE_DEFAULT_DAYS, PACKAGE_EXPIRED, PACKAGE_NOT_FOUND, type PackageStatus } from '@agency/contract/package-limits';
import {
  PACKAGE_ADMIN_NOT_FOUND,
  PACKAGE_ARTIST_NOT_IN,
  PACKAGE_EXPIRY_INVALID,
  PACKAGE_ANSWERS_DAYS,
  PACKAGE_ANSWERS_MAX,
  PACKAGE_RECIPIENT_NOT_FOUND,
  PACKAGE_SEND_DAILY_CAP,
  PACKAGE_SEND_EXPIRED,
  PACKAGE_SENDS_PER_DAY,
  PACKAGE_UNKNOWN_ARTISTS,
  type createPackageSchema,
  type PackageAnswer,
  type sendPackageSchema,
  type SendPackageResponse,
  type PackageDetail,
  type PackagePickResponse,
  type PackageSummary,
  type PublicPackage,
  type updatePackageSchema,
} from '@agency/contract/packages';
import { publicPagePath } from '@agency/contract/public-pages';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { isForeignKeyViolation, translateDatabaseError } from '../../db/database-errors';
import { inTransaction } from '../../db/transaction';
import { BadRequestError, ConflictError, NotFoundError, TooManyRequestsError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { nextDay, startOfDayIn, wallClockIn } from '../../lib/zoned-day';
import { queueBatchedNotification, queueNotification } from '../../mail/outbox-repository';
import type { ExpectedVersion } from '../../lib/if-match';
import type { ArtistsService } from '../artists/artists-service';
import { buildAnswersMail } from './package-answers-mail';
import { buildPackageSendMail } from './package-send-mail';
import * as repo from './packages-repository';
import * as recipients from './package-recipients-repository';
import type { PackageRecipientRow } from './package-recipients-repository';
import type { DeviceClass } from './device-class';
import type { Actor } from '../audit/audit-kind';
import type { AuditLog } from '../audit/audit-log';
import { newPackageToken, packageKind, type PackageState } from './package-audit';

/** A package's current answer per artist (the jobs module makes its requested artists options, issue 38). */
export { currentPicks } from './packages-repository';

type CreateInput = z.output<typeof createPackageSchema>;
type UpdateInput = z.output<typeof updatePackageSchema>;
type SendInput = z.output<typeof sendPackageSchema>;
/** The columns an edit writes besides the artists. */
type PackageTexts = Pick<
  repo.PackageRow,
  'title' | 'title_en' | 'client_name' | 'note_ko' | 'note_en' | 'language' | 'expires_at' | 'booker_name' | 'booker_phone' | 'booker_email'
>;

/** The texts of a package as the create and update calls name them, as columns. */
const textColumns = (input: { titleEn: string; bookerName: string; bookerPhone: string; bookerEmail: string }) => ({
  title_en: input.titleEn,
  booker_name: input.bookerName,
  booker_phone: input.bookerPhone,
  booker_email: input.bookerEmail,
});

/** A recipient who has not answered is reminded this long before the package closes, if sent at least a day before. */
export const PACKAGE_REMINDER_BEFORE_MS = 48 * 3_600_000;
const PACKAGE_REMINDER_MIN_AGE_MS = 24 * 3_600_000;

/** How many view log rows the admin's package screen shows. */
const VIEW_LOG_LIMIT = 500;


const funnelOf = (counts: recipients.RecipientFunnel | undefined) => ({
  sent: counts?.sent ?? 0,
  opened: counts?.opened ?? 0,
  shortlisted: counts?.shortlisted ?? 0,
  selected: counts?.selected ?? 0,
  booked: counts?.booked ?? 0,
});

/** Keeps the items a selection names, in the artist's own order; null selects all. */
const selected = <T>(items: T[], urlOf: (item: T) => string, selection: string[] | null): T[] =>
  selection === null ? items : items.filter((item) => selection.includes(urlOf(item)));

/** The package (or its artist) was deleted between the check and the write: the link no longer leads anywhere. */
const goneIsNotFound = <T>(write: () => Promise<T>) => translateDatabaseError(write, isForeignKeyViolation, () => new NotFoundError(PACKAGE_NOT_FOUND));

export function createPackagesService(deps: {
  db: Db;
  clock: Clock;
  artists: Pick<ArtistsService, 'detailsByIds'>;
  audit: AuditLog;
  outbox: { kick(): void };
  timeZone: string;
  siteName: string;
  /** How long a link's answers gather before the agency is mailed them (PACKAGE_ANSWER_MAIL_DELAY_SECONDS). */
  answerMailDelayMs: number;
  /** SITE_URL: the links in mails no request asked for (the reminders). */
  siteUrl: string | undefined;
}) {
  const { db, clock, artists, timeZone, audit } = deps;

  /** An expiry as the API takes it (a moment, or a day: until the end of that day in the site's time zone). */
  const expiryInstant = (value: string): string =>
    (/^\d{4}-\d{2}-\d{2}$/.test(value) ? startOfDayIn(nextDay(value), timeZone) : new Date(value)).toISOString();
  const isExpired = (row: repo.PackageRow) => row.expires_at <= clock.now().toISOString();
  const linkOf = (origin: string, token: string) => `${origin}${publicPagePath('package', { token })}`;

  async function assertArtistsExist(dbOrTx: DbOrTx, ids: number[]): Promise<void> {
    if ((await repo.existingArtistIds(dbOrTx, ids)).length !== new Set(ids).size) throw new BadRequestError(PACKAGE_UNKNOWN_ARTISTS);
  }

  /**
   * What a link opens: the package, and the recipient whose own link it is (null: the package's own link). 404 when
   * unknown, revoked or expired (expired with its own message).
   */
  async function openLink(token: string): Promise<{ row: repo.PackageRow; recipient: PackageRecipientRow | null }> {
    const own = await repo.findPackageByToken(db, token);
    const recipient = own ? null : await recipients.findRecipientByToken(db, token);
    const row = own ?? (recipient && recipient.revoked_at === null ? await repo.findPackage(db, recipient.package_id) : undefined);
    if (!row) throw new NotFoundError(PACKAGE_NOT_FOUND);
    if (isExpired(row)) throw new NotFoundError(PACKAGE_EXPIRED);
    return { row, recipient: recipient ?? null };
  }

  async function assertArtistIn(packageId: number, artistId: number): Promise<void> {
    const members = await repo.listPackageArtists(db, packageId);
    if (!members.some((m) => m.artist_id === artistId)) throw new NotFoundError(PACKAGE_ARTIST_NOT_IN);
  }

  async function summaries(origin: string, dbOrTx: DbOrTx = db): Promise<(PackageSummary & { row: repo.PackageRow })[]> {
    const [rows, picked, funnels] = await Promise.all([repo.listPackages(dbOrTx), repo.pickedCountsByPackage(dbOrTx), recipients.recipientFunnels(dbOrTx)]);
    return rows.map((r) => ({
      row: r,
      id: r.id,
      token: r.token,
      url: linkOf(origin, r.token),
      title: r.title,
      clientName: r.client_name,
      language: r.language === 'en' ? 'en' : 'ko',
      createdAt: r.created_at,
      createdBy: r.created_by,
      expiresAt: r.expires_at,
      expired: isExpired(r),
      artistCount: Number(r.artist_count ?? 0),
      viewCount: Number(r.view_count ?? 0),
      lastViewedAt: r.last_viewed_at === null || r.last_viewed_at === undefined ? null : String(r.last_viewed_at),
      pickCount: picked.get(r.id) ?? 0,
      funnel: funnelOf(funnels.get(r.id)),
      unansweredRecipients: funnels.get(r.id)?.unanswered ?? 0,
    }));
  }

  /** In `dbOrTx`: a write answers what it committed, even when a delete follows at once. */
  async function detail(id: number, origin: string, dbOrTx: DbOrTx = db): Promise<PackageDetail> {
    const summary = (await summaries(origin, dbOrTx)).find((s) => s.id === id);
    if (!summary) throw new NotFoundError(PACKAGE_ADMIN_NOT_FOUND);
    const { row, ...rest } = summary;
    const members = await repo.listPackageArtists(dbOrTx, id);
    const [details, opens, picks, views, pickLog, sentTo, answers] = await Promise.all([
      artists.detailsByIds(members.map((m) => m.artist_id), dbOrTx),
      repo.artistOpenCounts(dbOrTx, id),
      repo.currentPicks(dbOrTx, id),
      repo.listViews(dbOrTx, id, VIEW_LOG_LIMIT),
      repo.listPicks(dbOrTx, id),
      recipients.listRecipientActivity(dbOrTx, id),
      repo.latestAnswers(dbOrTx, id),
    ]);
    return {
      ...rest,
      noteKo: row.note_ko,
      noteEn: row.note_en,
      titleEn: row.title_en,
      bookerName: row.booker_name,
      bookerPhone: row.booker_phone,
      bookerEmail: row.booker_email,
      version: row.version,
      artists: members.flatMap((m) => {
        const artist = details.get(m.artist_id);
        if (!artist) return [];
        return [
          {
            artistId: artist.id,
            urlName: artist.urlName,
            korName: artist.korName,
            engName: artist.engName,
            mainImage: artist.mainImage,
            isHidden: artist.isHidden,
            images: repo.parseMediaList(m.images),
            polaroids: repo.parseMediaList(m.polaroids),
            videos: repo.parseMediaList(m.videos),
            available: {
              images: artist.detailImages.map((i) => i.imageUrl),
              polaroids: artist.polaroids.map((p) => p.imageUrl),
              videos: artist.detailVideos.map((v) => v.videoUrl),
            },
            opens: opens.get(artist.id) ?? 0,
            picked: picks.get(artist.id)?.picked ?? false,
            comment: picks.get(artist.id)?.comment ?? '',
            answers: answers
              .filter((a) => a.artist_id === artist.id)
              .map((a) => ({ recipientId: a.recipient_id, status: repo.statusOf(a), comment: a.comment, at: a.at })),
          },
        ];
      }),
      views: views.map((v) => ({
        at: v.at,
        artistId: v.artist_id,
        artistName: v.kor_name ?? null,
        recipientId: v.recipient_id,
        device: v.device === 'phone' || v.device === 'tablet' || v.device === 'desktop' ? v.device : null,
      })),
      picks: pickLog.map((p) => ({
        id: p.id,
        at: p.at,
        artistId: p.artist_id,
        artistName: p.kor_name,
        status: repo.statusOf(p),
        picked: Number(p.picked) === 1,
        comment: p.comment,
        recipientId: p.recipient_id,
      })),
      recipients: sentTo.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        language: r.language === 'en' ? 'en' : 'ko',
        url: linkOf(origin, r.token),
        sentAt: r.sent_at,
        sentBy: r.sent_by,
        revokedAt: r.revoked_at,
        openedAt: r.opened_at === null || r.opened_at === undefined ? null : String(r.opened_at),
        lastSeenAt: r.last_seen_at === null || r.last_seen_at === undefined ? null : String(r.last_seen_at),
        opens: Number(r.opens ?? 0),
        artistsViewed: Number(r.artists_viewed ?? 0),
        answers: Number(r.answers ?? 0),
      })),
    };
  }

  /**
   * Checks the package's version is still `expected` without moving it, locking its row: 404 when gone, 409 when
   * changed. The version moves on only when the content does (moveVersionIfEdited, decision 106).
   */
  async function claimEdit(trx: DbOrTx, id: number, expected: ExpectedVersion): Promise<void> {
    if ((await repo.claimPackageVersion(trx, id, expected)) !== undefined) return;
    if (!(await repo.findPackage(trx, id))) throw new NotFoundError(PACKAGE_ADMIN_NOT_FOUND);
    throw new ConflictError(EDIT_CONFLICT);
  }

  /**
   * After an edit's writes: moves the package's version on if what the history keeps of it (texts, language, expiry,
   * artists and their media) is not what it was `before`. A form saved as it was leaves it, so a colleague's form
   * opened before still saves (decision 106).
   */
  async function moveVersionIfEdited(trx: DbOrTx, id: number, before: unknown, now: string): Promise<void> {
    const after = await packageKind.snapshot(trx, String(id));
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await repo.bumpPackageVersion(trx, id, undefined, now);
  }

  /** Queues the mail of a recipient's own link, in their language (the outbox sends it); answers the link. */
  async function queueLinkMail(
    trx: DbOrTx,
    row: repo.PackageRow,
    person: Pick<PackageRecipientRow, 'token' | 'name' | 'email' | 'language'>,
    message: string,
    origin: string,
    now: Date,
    reminder = false,
  ): Promise<string> {
    const link = linkOf(origin, person.token);
    const language = person.language === 'en' ? 'en' : 'ko';
    const mail = buildPackageSendMail({
      to: person.email,
      recipientName: person.name,
      language,
      siteName: deps.siteName,
      packageTitle: (language === 'en' && row.title_en) || row.title,
      link,
      expires: wallClockIn(new Date(row.expires_at), timeZone),
      message,
      booker: { name: row.booker_name, phone: row.booker_phone, email: row.booker_email },
      reminder,
    });
    await queueNotification(trx, mail, now);
    return link;
  }

  /** An edit's write of a package: its texts and expiry, and its artists in order (a restore writes through it too, decision 105). */
  async function writePackage(trx: DbOrTx, id: number, texts: PackageTexts, artists: repo.PackageArtistValues[]): Promise<void> {
    await repo.updatePackageRow(trx, id, texts);
    await repo.replacePackageArtists(trx, id, artists);
  }

  return {
    list: async (origin: string): Promise<PackageSummary[]> => (await summaries(origin)).map(({ row: _row, ...summary }) => summary),

    detail,

    /** The dashboard's newest client answers over every package (the last PACKAGE_ANSWERS_DAYS days). */
    async recentAnswers(): Promise<PackageAnswer[]> {
      const since = new Date(clock.now().getTime() - PACKAGE_ANSWERS_DAYS * 86_400_000).toISOString();
      const rows = await repo.recentAnswers(db, since, PACKAGE_ANSWERS_MAX);
      return rows.map((r) => ({
        packageId: r.package_id,
        packageTitle: r.title,
        who: r.recipient_name ?? r.client_name,
        artistName: [r.kor_name, r.eng_name].filter(Boolean).join(' / '),
        status: repo.statusOf(r),
        comment: r.comment,
        at: r.at,
      }));
    },

    /** A new package with every picture, polaroid and video of its artists; its link is returned once and kept. */
    async create(input: CreateInput, actor: Actor, origin: string): Promise<{ id: number; token: string; url: string }> {
      const now = clock.now();
      const expiresAt = input.expiresAt ? expiryInstant(input.expiresAt) : new Date(now.getTime() + PACKAGE_DEFAULT_DAYS * 86_400_000).toISOString();
      if (expiresAt <= now.toISOString()) throw new BadRequestError(PACKAGE_EXPIRY_INVALID);
      const token = newPackageToken();
      const id = await inTransaction(db, async (trx) => {
        await assertArtistsExist(trx, input.artistIds);
        const change = await audit.begin(trx, packageKind, null);
        const packageId = await repo.insertPackage(trx, {
          token,
          title: input.title,
          client_name: input.clientName,
          note_ko: input.noteKo,
          note_en: input.noteEn,
          ...textColumns(input),
          language: input.language,
          expires_at: expiresAt,
          created_at: now.toISOString(),
          created_by: actor.username,
          updated_at: now.toISOString(),
        });
        await repo.replacePackageArtists(
          trx,
          packageId,
          input.artistIds.map((artistId) => ({ artistId, images: null, polaroids: null, videos: null })),
        );
        await change.record(actor, 'package.create', { key: String(packageId) });
        return packageId;
      });
      return { id, token, url: linkOf(origin, token) };
    },

    /** Everything at once (If-Match): the texts, the expiry (a past one expires it now) and the artists in order. */
    async update(id: number, input: UpdateInput, actor: Actor, expected: ExpectedVersion, origin: string): Promise<PackageDetail> {
      const now = clock.now().toISOString();
      return inTransaction(db, async (trx) => {
        await claimEdit(trx, id, expected);
        const change = await audit.begin(trx, packageKind, String(id));
        await assertArtistsExist(
          trx,
          input.artists.map((a) => a.artistId),
        );
        const texts = {
          title: input.title,
          client_name: input.clientName,
          note_ko: input.noteKo,
          note_en: input.noteEn,
          language: input.language,
          expires_at: expiryInstant(input.expiresAt),
          ...textColumns(input),
        };
        await writePackage(trx, id, texts, input.artists);
        await moveVersionIfEdited(trx, id, change.before, now);
        await change.record(actor, 'package.update');
        return detail(id, origin, trx);
      });
    },

    /**
     * Mails the package to each recipient with their own link, in their language (issue 37, decision 118): the links
     * and the mails are stored in one transaction with the history entry, before the answer; the outbox sends them.
     * At most PACKAGE_SENDS_PER_DAY recipients per account and day (the agency's day), 429 beyond.
     */
    async send(id: number, input: SendInput, actor: Actor, origin: string): Promise<SendPackageResponse> {
      const now = clock.now();
      const answer = await inTransaction(db, async (trx) => {
        // Locks the package's row: a delete waits for the send, or the send finds it gone.
        if ((await repo.claimPackageVersion(trx, id, undefined)) === undefined) throw new NotFoundError(PACKAGE_ADMIN_NOT_FOUND);
        const row = (await repo.findPackage(trx, id))!;
        if (isExpired(row)) throw new BadRequestError(PACKAGE_SEND_EXPIRED);
        const today = wallClockIn(now, timeZone).slice(0, 10);
        const sentToday = await recipients.countSentSince(trx, actor.username, startOfDayIn(today, timeZone).toISOString());
        if (sentToday + input.recipients.length > PACKAGE_SENDS_PER_DAY) {
          const tomorrow = startOfDayIn(nextDay(today), timeZone).getTime();
          throw new TooManyRequestsError(PACKAGE_SEND_DAILY_CAP, Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000)));
        }
        const change = await audit.begin(trx, packageKind, String(id));
        const sent: SendPackageResponse['recipients'] = [];
        for (const person of input.recipients) {
          const token = newPackageToken();
          const values = { package_id: id, token, name: person.name, email: person.email, language: person.language, sent_at: now.toISOString(), sent_by: actor.username };
          const recipientId = await recipients.insertRecipient(trx, values);
          const message = (person.language === 'en' && input.messageEn) || input.message;
          sent.push({ id: recipientId, name: person.name, email: person.email, url: await queueLinkMail(trx, row, values, message, origin, now) });
        }
        // A mail cannot be taken back: the entry says who sent it and when, and restores nothing.
        await change.record(actor, 'package.send', { irreversible: true });
        return { recipients: sent };
      });
      deps.outbox.kick();
      return answer;
    },

    /** Mails a recipient their own link again (same link), with a new message or none; recorded like a send. */
    async resend(id: number, recipientId: number, input: { message: string }, actor: Actor, origin: string): Promise<void> {
      const now = clock.now();
      await inTransaction(db, async (trx) => {
        if ((await repo.claimPackageVersion(trx, id, undefined)) === undefined) throw new NotFoundError(PACKAGE_ADMIN_NOT_FOUND);
        const row = (await repo.findPackage(trx, id))!;
        const recipient = await recipients.findRecipient(trx, id, recipientId);
        if (!recipient || recipient.revoked_at !== null) throw new NotFoundError(PACKAGE_RECIPIENT_NOT_FOUND);
        if (isExpired(row)) throw new BadRequestError(PACKAGE_SEND_EXPIRED);
        const change = await audit.begin(trx, packageKind, String(id));
        await queueLinkMail(trx, row, recipient, input.message, origin, now);
        await change.record(actor, 'package.resend', { irreversible: true });
      });
      deps.outbox.kick();
    },

    /**
     * Reminds each recipient who has not answered that the package closes soon (PACKAGE_REMINDER_BEFORE_MS ahead), once:
     * a recipient is claimed and their mail queued in one transaction, so several instances remind each person once.
     * Links need the site's address (SITE_URL): without it, nobody is reminded. Answers how many were.
     */
    async remindBeforeExpiry(): Promise<number> {
      if (!deps.siteUrl) return 0;
      const now = clock.now();
      const due = await recipients.recipientsToRemind(db, {
        now: now.toISOString(),
        closingBefore: new Date(now.getTime() + PACKAGE_REMINDER_BEFORE_MS).toISOString(),
        sentBefore: new Date(now.getTime() - PACKAGE_REMINDER_MIN_AGE_MS).toISOString(),
      });
      let reminded = 0;
      for (const recipient of due) {
        const sent = await inTransaction(db, async (trx) => {
          const row = await repo.findPackage(trx, recipient.package_id);
          if (!row || !(await recipients.claimReminder(trx, recipient.id, now.toISOString()))) return false;
          await queueLinkMail(trx, row, recipient, '', deps.siteUrl!, now, true);
          return true;
        });
        if (sent) reminded++;
      }
      if (reminded > 0) deps.outbox.kick();
      return reminded;
    },

    /** Revokes one recipient's link: their page and calls answer 404 from now on (the log of what they did stays). */
    async revokeRecipient(id: number, recipientId: number, actor: Actor): Promise<void> {
      await inTransaction(db, async (trx) => {
        if ((await repo.claimPackageVersion(trx, id, undefined)) === undefined) throw new NotFoundError(PACKAGE_ADMIN_NOT_FOUND);
        const change = await audit.begin(trx, packageKind, String(id));
        if (!(await recipients.revokeRecipient(trx, id, recipientId, clock.now().toISOString()))) throw new NotFoundError(PACKAGE_RECIPIENT_NOT_FOUND);
        await change.record(actor, 'package.revoke-recipient', { irreversible: true });
      });
    },

    async delete(id: number, actor: Actor, expected: ExpectedVersion): Promise<void> {
      await inTransaction(db, async (trx) => {
        await claimEdit(trx, id, expected);
        const change = await audit.begin(trx, packageKind, String(id));
        await repo.deletePackageRow(trx, id);
        await change.record(actor, 'package.delete');
      });
    },

    /**
     * Puts a package back to a state of its history, in the restore's transaction (decision 105): an edit's write (its
     * version moves on), a deleted package back under its id with a new link (the old one stays dead), a delete for
     * "before it was created"; with those of its artists still there.
     */
    async restore(trx: Tx, key: string, state: PackageState | null): Promise<void> {
      const id = Number(key);
      const now = clock.now().toISOString();
      const exists = (await repo.findPackage(trx, id)) !== undefined;
      if (state === null) {
        if (exists) await repo.deletePackageRow(trx, id);
        return;
      }
      const texts = {
        title: state.title,
        client_name: state.clientName,
        note_ko: state.noteKo,
        note_en: state.noteEn,
        language: state.language,
        expires_at: state.expiresAt,
        // A state kept before issue 37 has none of these: they were empty then.
        ...textColumns({ titleEn: state.titleEn ?? '', bookerName: state.bookerName ?? '', bookerPhone: state.bookerPhone ?? '', bookerEmail: state.bookerEmail ?? '' }),
      };
      // A restore always moves the version on (a form opened before gets its 409), as an artist's does.
      if (exists) await repo.bumpPackageVersion(trx, id, undefined, now);
      else await repo.insertPackage(trx, { ...texts, id, token: newPackageToken(), created_at: now, created_by: state.createdBy, updated_at: now });
      const present = new Set(await repo.existingArtistIds(trx, state.artists.map((a) => a.artistId)));
      await writePackage(trx, id, texts, state.artists.filter((a) => present.has(a.artistId)));
    },

    /** What the client sees: the artists in order with the chosen pictures, polaroids and videos, and their picks. */
    async read(token: string): Promise<PublicPackage> {
      const { row, recipient } = await openLink(token);
      const members = await repo.listPackageArtists(db, row.id);
      const [details, picks] = await Promise.all([artists.detailsByIds(members.map((m) => m.artist_id)), repo.currentPicks(db, row.id, recipient?.id ?? null)]);
      return {
        title: row.title,
        titleEn: row.title_en,
        booker: { name: row.booker_name, phone: row.booker_phone, email: row.booker_email },
        // A recipient's link greets them by name, in their language.
        clientName: recipient?.name ?? row.client_name,
        note: { ko: row.note_ko, en: row.note_en },
        language: (recipient?.language ?? row.language) === 'en' ? 'en' : 'ko',
        expiresAt: row.expires_at,
        siteName: deps.siteName,
        artists: members.flatMap((m) => {
          const found = details.get(m.artist_id);
          if (!found) return [];
          const { polaroids, isHidden: _hidden, ...profile } = found;
          const artist: ArtistDetail = {
            ...profile,
            detailImages: selected(profile.detailImages, (i) => i.imageUrl, repo.parseMediaList(m.images)),
            detailVideos: selected(profile.detailVideos, (v) => v.videoUrl, repo.parseMediaList(m.videos)),
          };
          const shownPolaroids = selected(polaroids, (p) => p.imageUrl, repo.parseMediaList(m.polaroids));
          artist.polaroidCount = shownPolaroids.length;
          const answer = picks.get(m.artist_id);
          return [{ artist, polaroids: shownPolaroids, status: answer?.status ?? 'none', picked: answer?.picked ?? false, comment: answer?.comment ?? '' }];
        }),
      };
    },

    /**
     * What a link's page shows to a link preview (a messenger's share card, issue 37): the package's title and its
     * first artist's picture, not the client's name; undefined when the link opens nothing (the page answers 404).
     */
    async sharePreview(token: string): Promise<{ title: string; imageUrl: string } | undefined> {
      let row: repo.PackageRow;
      try {
        ({ row } = await openLink(token));
      } catch (error) {
        if (error instanceof NotFoundError) return undefined;
        throw error;
      }
      const [first] = await repo.listPackageArtists(db, row.id);
      const artist = first ? (await artists.detailsByIds([first.artist_id])).get(first.artist_id) : undefined;
      return { title: row.title, imageUrl: artist?.mainImage ?? '' };
    },

    /** A recipient switched the page's language: their link opens in it, and their next mails are written in it. */
    async rememberLanguage(token: string, language: 'ko' | 'en'): Promise<void> {
      const { recipient } = await openLink(token);
      if (recipient && recipient.language !== language) await recipients.setRecipientLanguage(db, recipient.id, language);
    },

    /**
     * The client opened the package (no artist) or one of its artists, on this kind of device; logged under the
     * recipient whose link it is. A staff member's preview (`byStaff`) is checked like any opening but not logged.
     */
    async recordView(token: string, artistId: number | undefined, device: DeviceClass, byStaff = false): Promise<void> {
      const { row, recipient } = await openLink(token);
      if (artistId !== undefined) await assertArtistIn(row.id, artistId);
      if (byStaff) return;
      const view = { packageId: row.id, artistId: artistId ?? null, recipientId: recipient?.id ?? null, device, at: clock.now().toISOString() };
      await goneIsNotFound(() => repo.insertView(db, view));
    },

    /**
     * The client marks an artist (or takes the mark back) and may leave a comment (left out: the previous one stays).
     * Stored with the agency's mail in one transaction, before the answer; the outbox sends the mail.
     */
    async pick(token: string, input: { artistId: number; status: PackageStatus; comment?: string }, origin: string): Promise<PackagePickResponse> {
      const { row, recipient } = await openLink(token);
      const members = await repo.listPackageArtists(db, row.id);
      if (!members.some((m) => m.artist_id === input.artistId)) throw new NotFoundError(PACKAGE_ARTIST_NOT_IN);
      const now = clock.now();
      const details = await artists.detailsByIds(members.map((m) => m.artist_id));
      const nameOf = (artistId: number) => {
        const artist = details.get(artistId);
        return artist ? [artist.korName, artist.engName].filter(Boolean).join(' / ') : String(artistId);
      };
      const answer = await goneIsNotFound(() => inTransaction(db, async (trx) => {
        const recipientId = recipient?.id ?? null;
        const previous = (await repo.currentPicks(trx, row.id, recipientId)).get(input.artistId);
        const comment = input.comment ?? previous?.comment ?? '';
        await repo.insertPick(trx, { packageId: row.id, artistId: input.artistId, recipientId, status: input.status, comment, at: now.toISOString() });
        const changed = previous === undefined ? input.status !== 'none' || comment !== '' : previous.status !== input.status || previous.comment !== comment;
        if (changed) {
          const current = await repo.currentPicks(trx, row.id, recipientId);
          const answers = members.flatMap((m) => {
            const pick = current.get(m.artist_id);
            return pick && (pick.status !== 'none' || pick.comment) ? [{ artistName: nameOf(m.artist_id), status: pick.status, comment: pick.comment }] : [];
          });
          const mail = buildAnswersMail({
            siteName: deps.siteName,
            packageTitle: row.title,
            who: recipient?.name ?? row.client_name,
            answers,
            adminUrl: `${origin}${adminPackagePath(row.id)}`,
            // The package's booker when it names one, else the agency's inbox.
            to: row.booker_email || undefined,
          });
          await queueBatchedNotification(trx, mail, now, { key: `package-answers:${row.id}:${recipientId ?? 'own'}`, delayMs: deps.answerMailDelayMs });
        }
        return { artistId: input.artistId, status: input.status, picked: isFavouriteStatus(input.status), comment };
      }));
      deps.outbox.kick();
      return answer;
    },

  };
}
export type PackagesService = ReturnType<typeof createPackagesService>;
