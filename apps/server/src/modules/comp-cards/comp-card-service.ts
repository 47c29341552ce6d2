import { createHash } from 'node:crypto';
import { ARTIST_FIELDS, artistFieldsFromColumns, artistFieldsShownIn, type ArtistFieldSpec } from '@agency/contract/artist-fields';
import { artistDisplayName, artistOtherName } from '@agency/contract/artist-names';
import { COMP_CARD_BACK_PICTURES } from '@agency/contract/artists';
import { mediaContentType } from '@agency/contract/media';
import { mediaKeyOf } from '@agency/contract/images';
import { MEASUREMENTS, measurementEquivalents, withUnit, type MeasurementKey } from '@agency/contract/measurements';
import { CONTACT_SLOTS, readSlots } from '@agency/contract/page-slots';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicReads } from '../../public-reads';
import type { BlobStore } from '../../storage/blob-store';
import { compCardImagesOf, type ArtistRow, type ArtistsService } from '../artists/artists-service';
import { renderCompCard, type CompCardContent } from './comp-card-pdf';

export type CompCardLanguage = 'ko' | 'en';
export interface CompCardFile {
  body: Buffer;
  etag: string;
  fileName: string;
}

/** Cards kept in memory (a card is 0.3–1 MB): the most recently made ones. */
const MAX_CACHED = 40;

/**
 * Comp cards (issue 17) made from the stored profile and CONTACT_INFO, kept until the artist or the contact details
 * change (the key holds the artist's edit version and the contact's text). Pictures are read from our media
 * storage only: an outside address is never fetched by the server.
 */
export function createCompCardService(deps: {
  artists: Pick<ArtistsService, 'findForCompCard' | 'detailImageUrls'>;
  storage: BlobStore;
  publicReads: PublicReads;
  siteName: string;
  mediaPublicBaseUrl: string;
  /** A hidden draft's picture that is still its application's private photo (decision 093), or undefined. */
  applicationPhoto?: (url: string) => Promise<Buffer | undefined>;
  log: FastifyBaseLogger;
}) {
  const { artists, storage, publicReads, siteName, mediaPublicBaseUrl, log } = deps;
  const cache = new Map<string, Promise<CompCardFile>>();

  async function picture(url: string): Promise<Buffer | null> {
    const key = url.trim() ? mediaKeyOf(url.trim(), mediaPublicBaseUrl) : null;
    if (!key) return (await deps.applicationPhoto?.(url).catch(() => undefined)) ?? null;
    try {
      return (await storage.get(key, { maxBytes: storage.maxUploadBytes(mediaContentType(key) ?? 'image/jpeg') })) ?? null;
    } catch (error) {
      log.warn({ err: error, key }, 'comp card picture not readable');
      return null;
    }
  }

  async function make(row: ArtistRow, language: CompCardLanguage, contactTexts: (slot: number) => string): Promise<CompCardFile> {
    const en = language === 'en';
    const fields = artistFieldsFromColumns(row);
    const name = artistDisplayName(fields, language);
    const filled = (place: 'measurements' | 'profile') => artistFieldsShownIn(place).filter((key) => fields[key].trim() !== '');
    const labelOf = (key: keyof typeof ARTIST_FIELDS) => (ARTIST_FIELDS[key] as ArtistFieldSpec).public!.label[language];
    const details = await artists.detailImageUrls(row.id);
    const picked = compCardImagesOf(row).filter((url) => details.includes(url));
    const backUrls = [...picked, ...details.filter((url) => !picked.includes(url))].slice(0, COMP_CARD_BACK_PICTURES);
    const [front, ...back] = await Promise.all([picture(row.detail_main_image || row.main_image), ...backUrls.map(picture)]);
    const content: CompCardContent = {
      language,
      name,
      otherName: artistOtherName(fields, language),
      agency: siteName,
      // What the artist page lists as label and value (the table's measurements, then its profile fields), filled in.
      measurements: [
        ...filled('measurements').map((key) => {
          const text = fields[key];
          const value = withUnit(text, (ARTIST_FIELDS[key] as ArtistFieldSpec).unit);
          const equivalents = en && key in MEASUREMENTS ? measurementEquivalents(key as MeasurementKey, text) : [];
          return { label: labelOf(key), value: equivalents.length ? `${value} / ${equivalents.join(' · ')}` : value };
        }),
        ...filled('profile').map((key) => ({ label: labelOf(key), value: fields[key].trim() })),
      ],
      contact: [
        contactTexts(CONTACT_SLOTS.email),
        contactTexts(CONTACT_SLOTS.instagramId) && `Instagram ${contactTexts(CONTACT_SLOTS.instagramId)}`,
        contactTexts(CONTACT_SLOTS.kakaoId) && `KakaoTalk ${contactTexts(CONTACT_SLOTS.kakaoId)}`,
        [contactTexts(en ? CONTACT_SLOTS.address.en : CONTACT_SLOTS.address.ko), contactTexts(en ? CONTACT_SLOTS.addressDetail.en : CONTACT_SLOTS.addressDetail.ko)].filter(Boolean).join(' '),
      ].filter((line): line is string => Boolean(line)),
      front,
      back: back.filter((image): image is Buffer => image !== null),
      changedAt: new Date(row.updated_at),
    };
    const body = Buffer.from(await renderCompCard(content));
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, fileName: `${row.url_name}-compcard-${language}.pdf` };
  }

  return {
    /** The artist's comp card; a hidden artist's only when `includeHidden` (the admin's preview). */
    async compCard(urlName: string, language: CompCardLanguage, { includeHidden = false } = {}): Promise<CompCardFile> {
      const row = await artists.findForCompCard(urlName, { includeHidden });
      const contact = await publicReads.pageContent('CONTACT_INFO');
      const key = `${row.id}:${row.version}:${language}:${contact.etag}`;
      let file = cache.get(key);
      if (!file) {
        const reader = readSlots(contact.value);
        file = make(row, language, (slot) => reader.text(slot).trim());
        cache.set(key, file);
        file.catch(() => cache.delete(key));
        while (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
      }
      return file;
    },
  };
}
