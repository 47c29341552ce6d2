import { randomBytes } from 'node:crypto';
import type { AuditKind } from '../audit/audit-kind';
import { noPublicPaths } from '../purge/public-urls';
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
  /** Issue 37; absent in states kept before it. */
  titleEn?: string;
  bookerName?: string;
  bookerPhone?: string;
  bookerEmail?: string;
  language: string;
  expiresAt: string;
  createdBy: string;
  artists: repo.PackageArtistValues[];
}

/** A package by id; a restore of a deleted package brings it back under its id with a new link (the old one stays dead). */
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
      titleEn: row.title_en,
      bookerName: row.booker_name,
      bookerPhone: row.booker_phone,
      bookerEmail: row.booker_email,
      language: row.language,
      expiresAt: row.expires_at,
      createdBy: row.created_by,
      artists: artists.map((a) => ({ artistId: a.artist_id, images: repo.parseMediaList(a.images), polaroids: repo.parseMediaList(a.polaroids), videos: repo.parseMediaList(a.videos) })),
    };
  },
  label: (state) => (state.clientName ? `${state.title} (${state.clientName})` : state.title),
  publicPaths: noPublicPaths,
  // Restored by its service's writes: PackagesService.restore.
  restorable: true,
};
