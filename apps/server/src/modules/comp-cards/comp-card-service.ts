import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { ARTIST_FIELDS, artistFieldsFromColumns, artistFieldsShownIn, type ArtistFieldSpec } from '@agency/contract/artist-fields';
import { artistDisplayName, artistOtherName } from '@agency/contract/artist-names';
import { COMP_CARD_BACK_PICTURES } from '@agency/contract/artists';
import { mediaContentType } from '@agency/contract/media';
import { mediaKeyOf } from '@agency/contract/images';
import { MEASUREMENTS, measurementEquivalents, withUnit, type MeasurementKey } from '@agency/contract/measurements';
import { COMPANY_SLOTS, CONTACT_SLOTS, readSlots } from '@agency/contract/page-slots';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
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

/** A website as printed: without the scheme and the trailing slash ("https://agency.example/" → "agency.example"). */
function printedWebsite(url: string): string {
  return url.trim().replace(/^https?:\/\//i, '').replace(/\/+$/, '');
}

/** The logo's box on the card is at most 28 pt: 96 px is over 240 dpi. */
const LOGO_PIXELS = 96;

/**
 * Comp cards (issue 17) made from the stored profile, CONTACT_INFO and COMPANY_INFO (phone, website), kept until the
 * artist or those details change (the key holds the artist's edit version and the contents' tags). Pictures are
 * read from our media storage only: an outside address is never fetched by the server. The logo is the site's
 * icon file (SITE_ICON_FILE) when one is set (decision 116).
 */
export function createCompCardService(deps: {
  artists: Pick<ArtistsService, 'findForCompCard' | 'detailImageUrls'>;
  storage: BlobStore;
  publicReads: PublicReads;
  siteName: string;
  /** SITE_URL: the website printed when COMPANY_INFO names none. */
  siteUrl?: string;
  /** SITE_ICON_FILE: the agency's logo, or undefined (the name alone). */
  logoFile?: string;
  mediaPublicBaseUrl: string;
  /** A hidden draft's picture that is still its application's private photo (decision 093), or undefined. */
  applicationPhoto?: (url: string) => Promise<Buffer | undefined>;
  log: FastifyBaseLogger;
}) {
  const { artists, storage, publicReads, siteName, mediaPublicBaseUrl, log } = deps;
  const cache = new Map<string, Promise<CompCardFile>>();
  let logo: Promise<Buffer | null> | undefined;

  /** The logo as a PNG that keeps its proportions (any format sharp reads, SVG included), read once. */
  function logoPng(): Promise<Buffer | null> {
    if (!deps.logoFile) return Promise.resolve(null);
    logo ??= fs
      .readFile(deps.logoFile)
      .then((file) => sharp(file, { density: 300 }).resize(LOGO_PIXELS, LOGO_PIXELS, { fit: 'inside' }).png().toBuffer())
      .catch((error: unknown) => {
        log.warn({ err: error }, 'comp card logo not readable');
        logo = undefined;
        return null;
      });
    return logo;
  }

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

  async function make(row: ArtistRow, language: CompCardLanguage, contactTexts: (slot: number) => string, companyTexts: (slot: number) => string): Promise<CompCardFile> {
    const en = language === 'en';
    const fields = artistFieldsFromColumns(row);
    const name = artistDisplayName(fields, language);
    const filled = (place: 'measurements' | 'profile') => artistFieldsShownIn(place).filter((key) => fields[key].trim() !== '');
    const labelOf = (key: keyof typeof ARTIST_FIELDS) => (ARTIST_FIELDS[key] as ArtistFieldSpec).public!.label[language];
    const details = await artists.detailImageUrls(row.id);
    const picked = compCardImagesOf(row).filter((url) => details.includes(url));
    const ordered = [...picked, ...details.filter((url) => !picked.includes(url))];
    // Without a main picture the first detail picture is the front; the front's picture is not repeated on the back.
    const frontUrl = row.detail_main_image || row.main_image || ordered[0] || '';
    const backUrls = ordered.filter((url) => url !== frontUrl).slice(0, COMP_CARD_BACK_PICTURES);
    const [front, ...back] = await Promise.all([frontUrl ? picture(frontUrl) : null, ...backUrls.map(picture)]);
    const phone = companyTexts(COMPANY_SLOTS.phone);
    const website = printedWebsite(companyTexts(COMPANY_SLOTS.website) || deps.siteUrl || '');
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
        phone && `Tel ${phone}`,
        contactTexts(CONTACT_SLOTS.email),
        website,
        contactTexts(CONTACT_SLOTS.instagramId) && `Instagram ${contactTexts(CONTACT_SLOTS.instagramId)}`,
        contactTexts(CONTACT_SLOTS.kakaoId) && `KakaoTalk ${contactTexts(CONTACT_SLOTS.kakaoId)}`,
        [contactTexts(en ? CONTACT_SLOTS.address.en : CONTACT_SLOTS.address.ko), contactTexts(en ? CONTACT_SLOTS.addressDetail.en : CONTACT_SLOTS.addressDetail.ko)].filter(Boolean).join(' '),
      ].filter((line): line is string => Boolean(line)),
      logo: await logoPng(),
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
      const [contact, company] = await Promise.all([publicReads.pageContent('CONTACT_INFO'), publicReads.pageContent('COMPANY_INFO')]);
      const key = `${row.id}:${row.version}:${language}:${contact.etag}:${company.etag}`;
      let file = cache.get(key);
      if (!file) {
        const contactSlots = readSlots(contact.value);
        const companySlots = readSlots(company.value);
        file = make(row, language, (slot) => contactSlots.text(slot).trim(), (slot) => companySlots.text(slot).trim());
        cache.set(key, file);
        file.catch(() => cache.delete(key));
        while (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
      }
      return file;
    },
  };
}
