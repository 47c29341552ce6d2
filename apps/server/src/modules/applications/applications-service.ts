import { randomBytes } from 'node:crypto';
import {
  adminApplicationPath,
  ageOn,
  APPLICATION_GUARDIAN_AGE,
  APPLICATION_MESSAGES as M,
  APPLICATION_RETENTION_MONTHS,
  APPLICATION_STATUSES,
  type ApplicationGender,
  type ApplicationStatus,
} from '@agency/contract/application-rules';
import {
  APPLICATION_NOT_FOUND,
  type ApplicationDetail,
  type ApplicationList,
  type ApplicationSummary,
  type applicationSubmitSchema,
} from '@agency/contract/applications';
import { blankArtistFields } from '@agency/contract/artist-fields';
import { EDIT_CONFLICT } from '@agency/contract/edit-version';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { wallClockIn } from '../../lib/zoned-day';
import { queueNotification } from '../../mail/outbox-repository';
import type { PrivateStore } from '../../storage/private-store';
import type { ExpectedVersion } from '../../lib/if-match';
import type { ArtistsService } from '../artists/artists-service';
import type { WorkLimiter } from '../images/work-limiter';
import { buildApplicationMail } from './application-mail';
import { storedPhotoOf } from './application-photo-file';
import type { PhotoLinks } from './application-photo-links';
import type { PhotoRefs } from './application-photo-refs';
import * as repo from './applications-repository';
import type { Actor } from '../audit/audit-kind';
import type { AuditLog } from '../audit/audit-log';
import { applicationKind, type ApplicationState } from './application-audit';

/** Another draft of the application was linked first (or the application was deleted) while this one was made. */
const DRAFT_RACED = '이 지원서의 아티스트 초안이 방금 다른 곳에서 만들어졌습니다.';

type Submission = z.output<typeof applicationSubmitSchema>;

/** Rows the retention job deletes per statement. */
const PURGE_BATCH = 100;

const statusOf = (value: string): ApplicationStatus => (APPLICATION_STATUSES as readonly string[]).includes(value) ? (value as ApplicationStatus) : 'new';
const genderOf = (value: string) => value as ApplicationGender;

/** `months` calendar months after `from` (the retention period). */
function addMonths(from: Date, months: number): Date {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}

export function createApplicationsService(deps: {
  db: Db;
  clock: Clock;
  privateStore: PrivateStore;
  artists: Pick<ArtistsService, 'create' | 'urlNameOf' | 'isUrlNameTaken'>;
  photoLinks: PhotoLinks;
  photoRefs: Pick<PhotoRefs, 'refOf'>;
  photoWork: WorkLimiter;
  outbox: { kick(): void };
  timeZone: string;
  siteName: string;
  log: { warn(obj: object, msg: string): void };
  audit: AuditLog;
}) {
  const { db, clock, privateStore, photoLinks } = deps;
  const today = () => wallClockIn(clock.now(), deps.timeZone).slice(0, 10);

  /** Files of deleted rows: removed after the rows are gone (a failure leaves a file no row names, logged). */
  async function removeFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      await privateStore.remove(key).catch((error: unknown) => deps.log.warn({ err: error, key }, 'application photo file not removed'));
    }
  }

  function summary(row: repo.ApplicationRow, photoCount: number, firstPhotoId: number | null): ApplicationSummary {
    return {
      id: row.id,
      status: statusOf(row.status),
      name: row.name,
      birthDate: row.birth_date,
      gender: genderOf(row.gender),
      heightCm: row.height_cm,
      city: row.city,
      createdAt: row.created_at,
      thumbnailUrl: firstPhotoId === null ? null : photoLinks.url(firstPhotoId),
      photoCount,
    };
  }

  /** In `dbOrTx`: a write answers what it committed, even when a delete follows at once. */
  async function detail(id: number, dbOrTx: DbOrTx = db): Promise<ApplicationDetail> {
    const row = await repo.findApplication(dbOrTx, id);
    if (!row) throw new NotFoundError(APPLICATION_NOT_FOUND);
    const photos = await repo.listPhotos(dbOrTx, id);
    const artistUrlName = row.artist_id === null ? undefined : await deps.artists.urlNameOf(row.artist_id, dbOrTx);
    return {
      ...summary(row, photos.length, photos[0]?.id ?? null),
      bust: row.bust,
      waist: row.waist,
      hips: row.hips,
      shoe: row.shoe,
      phone: row.phone,
      email: row.email,
      instagram: row.instagram,
      message: row.message,
      language: row.language,
      consentRequiredAt: row.consent_required_at,
      consentOptional: Number(row.consent_optional) === 1,
      guardianName: row.guardian_name,
      guardianContact: row.guardian_contact,
      guardianConsentAt: row.guardian_consent_at,
      notes: row.notes,
      retainUntil: row.retain_until,
      artistUrlName: artistUrlName ?? null,
      photos: photos.map((p) => ({ id: p.id, url: photoLinks.url(p.id), width: p.width, height: p.height })),
      version: row.version,
    };
  }

  /**
   * Checks the application's version is still `expected` without moving it, locking its row: 404 when gone, 409 when
   * changed. A review moves it on only when the status or the notes change (decision 106).
   */
  async function claimEdit(trx: DbOrTx, id: number, expected: ExpectedVersion): Promise<void> {
    if ((await repo.claimApplicationVersion(trx, id, expected)) !== undefined) return;
    if (!(await repo.findApplication(trx, id))) throw new NotFoundError(APPLICATION_NOT_FOUND);
    throw new ConflictError(EDIT_CONFLICT);
  }

  return {
    /** Checks, re-encodes and stores one uploaded photo privately, unattached until its application is sent. */
    async uploadPhoto(body: Buffer): Promise<{ id: string; width: number; height: number }> {
      const photo = await deps.photoWork.run(() => storedPhotoOf(body));
      const uploadId = randomBytes(16).toString('base64url');
      const key = `applications/${uploadId}.jpg`;
      await privateStore.put(key, photo.jpeg, 'image/jpeg');
      await repo.insertPhoto(db, {
        application_id: null,
        upload_id: uploadId,
        storage_key: key,
        width: photo.width,
        height: photo.height,
        bytes: photo.jpeg.length,
        created_at: clock.now().toISOString(),
      });
      return { id: uploadId, width: photo.width, height: photo.height };
    },

    /**
     * Stores the application with its photos and the agency's mail in one transaction, before the answer. A filled-in
     * honeypot is answered the same and dropped. Applicants under 14 need their guardian's consent, name and contact.
     */
    async submit(input: Submission, origin: string): Promise<number | null> {
      if (input.website !== undefined && input.website.trim() !== '') return null;
      const day = today();
      if (input.birthDate >= day) throw new BadRequestError(M.birthDate);
      const age = ageOn(input.birthDate, day);
      if (age > 120) throw new BadRequestError(M.birthDate);
      const minor = age < APPLICATION_GUARDIAN_AGE;
      if (minor && (!input.guardianConsent || input.guardianName === '' || input.guardianContact === '')) throw new BadRequestError(M.guardian);
      const now = clock.now();
      const at = now.toISOString();
      const id = await inTransaction(db, async (trx) => {
        if ((await repo.findPendingPhotos(trx, input.photoIds)).length !== input.photoIds.length) throw new BadRequestError(M.photoUnknown);
        const applicationId = await repo.insertApplication(trx, {
          name: input.name,
          birth_date: input.birthDate,
          gender: input.gender,
          height_cm: input.heightCm,
          bust: input.bust,
          waist: input.waist,
          hips: input.hips,
          shoe: input.shoe,
          city: input.city,
          phone: input.phone,
          email: input.email,
          instagram: input.consentOptional ? input.instagram : '',
          message: input.consentOptional ? input.message : '',
          language: input.language,
          consent_required_at: at,
          consent_optional: input.consentOptional ? 1 : 0,
          guardian_name: minor ? input.guardianName : '',
          guardian_contact: minor ? input.guardianContact : '',
          guardian_consent_at: minor ? at : null,
          created_at: at,
          updated_at: at,
          retain_until: addMonths(now, APPLICATION_RETENTION_MONTHS).toISOString(),
        });
        if ((await repo.attachPhotos(trx, applicationId, input.photoIds)) !== input.photoIds.length) throw new BadRequestError(M.photoUnknown);
        await queueNotification(
          trx,
          buildApplicationMail({
            siteName: deps.siteName,
            name: input.name,
            birthDate: input.birthDate,
            today: day,
            gender: input.gender,
            heightCm: input.heightCm,
            city: input.city,
            guardian: minor,
            adminUrl: `${origin}${adminApplicationPath(applicationId)}`,
          }),
          now,
        );
        return applicationId;
      });
      deps.outbox.kick();
      return id;
    },

    async list(status: ApplicationStatus | undefined, page: number, pageSize: number): Promise<ApplicationList> {
      const { items, total, counts } = await repo.listApplications(db, status, page, pageSize);
      return {
        items: items.map((row) => summary(row, Number(row.photo_count ?? 0), row.first_photo_id === null || row.first_photo_id === undefined ? null : Number(row.first_photo_id))),
        total,
        page,
        pageSize,
        counts: Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, counts.get(s) ?? 0])) as Record<ApplicationStatus, number>,
      };
    },

    detail,

    async review(id: number, input: { status: ApplicationStatus; notes: string }, actor: Actor, expected: ExpectedVersion): Promise<ApplicationDetail> {
      return inTransaction(db, async (trx) => {
        await claimEdit(trx, id, expected);
        const change = await deps.audit.begin(trx, applicationKind, String(id));
        await repo.updateApplication(trx, id, { status: input.status, notes: input.notes });
        const before = change.before as ApplicationState | null;
        // Saved as it was: the version stays, so a colleague's screen opened before still saves (decision 106).
        if (before?.status !== input.status || before.notes !== input.notes) await repo.bumpApplicationVersion(trx, id, undefined, clock.now().toISOString());
        await change.record(actor, 'application.review');
        return detail(id, trx);
      });
    },

    async delete(id: number, actor: Actor, expected: ExpectedVersion): Promise<void> {
      const keys = await inTransaction(db, async (trx) => {
        await claimEdit(trx, id, expected);
        const change = await deps.audit.begin(trx, applicationKind, String(id));
        const removed = await repo.deleteApplications(trx, [id]);
        await change.record(actor, 'application.delete', { irreversible: true });
        return removed;
      });
      await removeFiles(keys);
    },

    /** A photo's file, when its signed address is valid (the admin's <img>). */
    async photo(id: number, expires: string, signature: string): Promise<Buffer> {
      const row = photoLinks.valid(id, expires, signature) ? await repo.findPhoto(db, id) : undefined;
      const file = row ? await privateStore.get(row.storage_key) : undefined;
      if (!file) throw new NotFoundError('사진을 찾을 수 없습니다.');
      return file;
    },

    /**
     * A hidden artist from the application: its name, height and measurements, its photos as the main and detail
     * pictures, every other field of the contract's table empty. The pictures stay the application's private photos (their unsigned paths, application-photo-refs.ts)
     * until the artist is shown, which copies them to public media (decision 093). Made once: a second call answers
     * the same artist.
     */
    async createArtistDraft(id: number, actor: Actor): Promise<{ urlName: string }> {
      const current = await detail(id);
      if (current.artistUrlName) return { urlName: current.artistUrlName };
      const row = await repo.findApplication(db, id);
      if (!row) throw new NotFoundError(APPLICATION_NOT_FOUND);
      const photos = await repo.listPhotos(db, id);
      let urlName = `applicant-${id}`;
      for (let n = 2; await deps.artists.isUrlNameTaken(urlName); n++) urlName = `applicant-${id}-${n}`;
      const urls = photos.map((photo) => deps.photoRefs.refOf(photo.id));
      const hangul = /[\uac00-\ud7a3]/.test(row.name);
      const created = await deps.artists.create(
        {
          ...blankArtistFields(),
          urlName,
          korName: row.name,
          engName: hangul ? '' : row.name,
          height: String(row.height_cm),
          bust: row.bust,
          waist: row.waist,
          hips: row.hips,
          shoe: row.shoe,
          mainImage: urls[0] ?? '',
          detailMainImage: urls[0] ?? '',
          priority: 0,
          detailImages: urls.map((imageUrl, priority) => ({ priority, imageUrl })),
          detailVideos: [],
        },
        actor,
        {
          hidden: true,
          // Linked in the artist's own transaction, only if no other draft was linked meanwhile (and the application is
          // still there): two drafts of one application at once make one artist.
          onCreated: async (trx, artistId) => {
            if (!(await repo.linkDraft(trx, id, artistId))) throw new ConflictError(DRAFT_RACED);
          },
        },
      ).catch(async (error: unknown) => {
        // The other draft won (or took the name first): answer its artist, as a second call does.
        if (!(error instanceof ConflictError)) throw error;
        const again = await detail(id);
        if (again.artistUrlName) return { urlName: again.artistUrlName };
        throw error;
      });
      return { urlName: created.urlName };
    },

    /** Deletes applications past their retention and uploads never sent; answers how many of each. */
    async purge(uploadTtlMs: number): Promise<{ applications: number; uploads: number }> {
      const now = clock.now();
      let applications = 0;
      for (;;) {
        const keys = await inTransaction(db, async (trx) => {
          const ids = await repo.expiredApplicationIds(trx, now.toISOString(), PURGE_BATCH);
          applications += ids.length;
          return ids.length === 0 ? null : repo.deleteApplications(trx, ids);
        });
        if (keys === null) break;
        await removeFiles(keys);
      }
      const stale = await repo.deleteStalePendingPhotos(db, new Date(now.getTime() - uploadTtlMs).toISOString(), 10_000);
      await removeFiles(stale);
      return { applications, uploads: stale.length };
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
