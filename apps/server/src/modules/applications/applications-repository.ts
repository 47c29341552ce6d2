import type { Insertable, Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import { bumpVersion, claimVersion } from '../../db/edit-version';
import type { ApplicationPhotosTable, ApplicationsTable } from '../../db/schema';

export type ApplicationRow = Selectable<ApplicationsTable>;
export type ApplicationPhotoRow = Selectable<ApplicationPhotosTable>;

export async function insertPhoto(db: DbOrTx, values: Insertable<ApplicationPhotosTable>): Promise<void> {
  await db.insertInto('application_photos').values(values).execute();
}

/** Uploaded photos not yet sent, by their upload ids. */
export function findPendingPhotos(db: DbOrTx, uploadIds: string[]): Promise<ApplicationPhotoRow[]> {
  return db.selectFrom('application_photos').selectAll().where('upload_id', 'in', uploadIds).where('application_id', 'is', null).execute();
}

export async function insertApplication(db: DbOrTx, values: Insertable<ApplicationsTable>): Promise<number> {
  const row = await db.insertInto('applications').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Attaches pending photos to an application in the given order; answers how many were still pending. */
export async function attachPhotos(db: DbOrTx, applicationId: number, uploadIds: string[]): Promise<number> {
  let attached = 0;
  for (const [position, uploadId] of uploadIds.entries()) {
    const result = await db
      .updateTable('application_photos')
      .set({ application_id: applicationId, position })
      .where('upload_id', '=', uploadId)
      .where('application_id', 'is', null)
      .executeTakeFirst();
    attached += Number(result.numUpdatedRows);
  }
  return attached;
}

export function findApplication(db: DbOrTx, id: number): Promise<ApplicationRow | undefined> {
  return db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listPhotos(db: DbOrTx, applicationId: number): Promise<ApplicationPhotoRow[]> {
  return db.selectFrom('application_photos').selectAll().where('application_id', '=', applicationId).orderBy('position').orderBy('id').execute();
}

export function findPhoto(db: DbOrTx, id: number): Promise<ApplicationPhotoRow | undefined> {
  return db.selectFrom('application_photos').selectAll().where('id', '=', id).where('application_id', 'is not', null).executeTakeFirst();
}

export async function listApplications(db: DbOrTx, status: string | undefined, page: number, pageSize: number) {
  let query = db.selectFrom('applications');
  if (status) query = query.where('status', '=', status);
  const [items, total, counts] = await Promise.all([
    query
      .selectAll()
      .select((eb) => [
        eb.selectFrom('application_photos as p').whereRef('p.application_id', '=', 'applications.id').select((e) => e.fn.countAll<number>().as('n')).as('photo_count'),
        eb.selectFrom('application_photos as p').whereRef('p.application_id', '=', 'applications.id').select('p.id').orderBy('p.position').limit(1).as('first_photo_id'),
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('applications').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute(),
  ]);
  return { items, total: Number(total.n), counts: new Map(counts.map((c) => [c.status, Number(c.n)])) };
}

export const bumpApplicationVersion = (db: DbOrTx, id: number, expected: number | null | undefined, now: string) => bumpVersion(db, 'applications', id, expected, now);

/** Checks the application's version without moving it, locking its row (decision 106). */
export const claimApplicationVersion = (db: DbOrTx, id: number, expected: number | null | undefined) => claimVersion(db, 'applications', id, expected);

export async function updateApplication(db: DbOrTx, id: number, values: Partial<Pick<ApplicationRow, 'status' | 'notes' | 'artist_id'>>): Promise<void> {
  await db.updateTable('applications').set(values).where('id', '=', id).execute();
}

/** Links a new artist draft to the application unless one is linked already; false when none was linked. */
export async function linkDraft(db: DbOrTx, id: number, artistId: number): Promise<boolean> {
  const result = await db.updateTable('applications').set({ artist_id: artistId }).where('id', '=', id).where('artist_id', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes applications (their photo rows go with them); answers the storage keys of their photos. */
export async function deleteApplications(db: DbOrTx, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const photos = await db.deleteFrom('application_photos').where('application_id', 'in', ids).returning('storage_key').execute();
  await db.deleteFrom('applications').where('id', 'in', ids).execute();
  return photos.map((p) => p.storage_key);
}

export async function expiredApplicationIds(db: DbOrTx, now: string, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('applications').select('id').where('retain_until', '<=', now).orderBy('id').limit(limit).execute();
  return rows.map((r) => r.id);
}

/** Deletes uploads never sent with an application that were made before `before`; answers the storage keys deleted. */
export async function deleteStalePendingPhotos(db: DbOrTx, before: string, limit: number): Promise<string[]> {
  const candidates = await db
    .selectFrom('application_photos')
    .select('id')
    .where('application_id', 'is', null)
    .where('created_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
  if (candidates.length === 0) return [];
  // Only rows still unsent when deleted: a photo sent meanwhile keeps its file.
  const deleted = await db
    .deleteFrom('application_photos')
    .where('id', 'in', candidates.map((r) => r.id))
    .where('application_id', 'is', null)
    .returning('storage_key')
    .execute();
  return deleted.map((r) => r.storage_key);
}
