import { randomBytes } from 'node:crypto';
import type { AuditKind } from '../audit/audit-kind';
import * as repo from './packages-repository';

/** A package link's secret: 256 random bits. */
export const newPackageToken = () => randomBytes(32).toString('base64url');

/**
 * What the history keeps of a client package: its texts, language, expiry and artists with their chosen media; not
 * its link (a secret) nor the client's picks and openings (the client's activity, not the agency's edit).
 */
export interface PackageState {
  title: string;
  clientName: string;
  noteKo: string;
  noteEn: string;
  language: string;
  expiresAt: string;
  createdBy: string;
  artists: repo.PackageArtistValues[];
}

/** A package by id; a deleted package comes back under its id with a new link (the old one stays dead). */
export const packageKind: AuditKind<PackageState> = {
  type: 'package',
  table: 'packages',
  async snapshot(trx, key) {
    const row = await repo.findPackage(trx, Number(key));
    if (!row) return null;
    const artists = await repo.listPackageArtists(trx, row.id);
    return {
      title: row.title,
      clientName: row.client_name,
      noteKo: row.note_ko,
      noteEn: row.note_en,
      language: row.language,
      expiresAt: row.expires_at,
      createdBy: row.created_by,
      artists: artists.map((a) => ({ artistId: a.artist_id, images: repo.parseMediaList(a.images), polaroids: repo.parseMediaList(a.polaroids), videos: repo.parseMediaList(a.videos) })),
    };
  },
  label: (state) => (state.clientName ? `${state.title} (${state.clientName})` : state.title),
  async restore(trx, key, state, { now }) {
    const id = Number(key);
    const exists = (await repo.findPackage(trx, id)) !== undefined;
    if (state === null) {
      if (exists) await repo.deletePackageRow(trx, id);
      return;
    }
    const values = {
      title: state.title,
      client_name: state.clientName,
      note_ko: state.noteKo,
      note_en: state.noteEn,
      language: state.language,
      expires_at: state.expiresAt,
      updated_at: now,
    };
    if (exists) {
      await repo.bumpPackageVersion(trx, id, undefined, now);
      await repo.updatePackageRow(trx, id, values);
    } else {
      await trx
        .insertInto('packages')
        .values({ ...values, id, token: newPackageToken(), created_at: now, created_by: state.createdBy })
        .execute();
    }
    // Artists deleted since are left out.
    const present = new Set(await repo.existingArtistIds(trx, state.artists.map((a) => a.artistId)));
    await repo.replacePackageArtists(trx, id, state.artists.filter((a) => present.has(a.artistId)));
  },
};
