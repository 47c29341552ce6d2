import { randomBytes } from 'node:crypto';
import { buildMediaPath } from '@agency/contract/media';
import { APPLICATION_PHOTO_PATH_PREFIX, APPLICATION_PHOTO_REF } from '@agency/contract/media-paths';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { BlobStore } from '../../storage/blob-store';
import type { PrivateStore } from '../../storage/private-store';
import type { PhotoLinks } from './application-photo-links';
import * as repo from './applications-repository';

/** The signed address staff were given, as they send it back on a save: kept without its signature. */
const SIGNED_REF = /^(\/api\/application-photos\/[1-9]\d{0,9})\?expires=\d{1,12}&signature=[A-Za-z0-9_-]{1,100}$/;

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * Levels of nesting looked into: an artist or a package is three deep. Deeper values (a client's body of nested
 * arrays) are left as they are, for the schema to refuse, never walked into a stack overflow.
 */
const MAX_DEPTH = 16;

/** `value` with every string inside (arrays, plain objects) passed through `map`; the same value when none changed. */
export function mapStrings<T>(value: T, map: (text: string) => string, depth = 0): T {
  if (typeof value === 'string') return map(value) as T;
  if (depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    const next = value.map((item: unknown) => mapStrings(item, map, depth + 1));
    return (next.some((item, i) => item !== value[i]) ? next : value) as T;
  }
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    const entries = Object.entries(value).map(([key, item]) => [key, mapStrings(item, map, depth + 1)] as const);
    return (entries.some(([key, item]) => item !== (value as Record<string, unknown>)[key]) ? Object.fromEntries(entries) : value) as T;
  }
  return value;
}

/** Whether a string inside a value (to MAX_DEPTH) passes `test`. */
function someString(value: unknown, test: (text: string) => boolean, depth = 0): boolean {
  if (typeof value === 'string') return test(value);
  if (depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => someString(item, test, depth + 1));
  if (value !== null && typeof value === 'object') return Object.values(value).some((item) => someString(item, test, depth + 1));
  return false;
}

/**
 * An artist draft's pictures while it is hidden (decision 093): it refers to its application's photos by their
 * unsigned path (`/api/application-photos/{id}`), which nothing answers without a signature, so no public address
 * serves them. Staff see them through signed addresses (every answer to a signed-in staff member is signed, every
 * save of theirs unsigned again); publishing the artist copies them to public media under a key with 128 random
 * bits, never guessable from the application's id or a time.
 */
export function createPhotoRefs(deps: {
  db: Db;
  clock: Clock;
  privateStore: Pick<PrivateStore, 'get'>;
  photoLinks: PhotoLinks;
  storage: Pick<BlobStore, 'put' | 'publicUrl' | 'remove'>;
  log: { warn(obj: object, msg: string): void };
}) {
  const { db, clock, privateStore, photoLinks, storage } = deps;
  const refOf = (photoId: number) => `${APPLICATION_PHOTO_PATH_PREFIX}${photoId}`;
  const idOf = (text: string): number | undefined => {
    const match = APPLICATION_PHOTO_REF.exec(text);
    return match ? Number(match[1]) : undefined;
  };

  async function fileOf(id: number): Promise<Buffer | undefined> {
    const row = await repo.findPhoto(db, id);
    return row ? privateStore.get(row.storage_key) : undefined;
  }

  async function remove(keys: string[]): Promise<void> {
    for (const key of keys) await storage.remove(key).catch((error: unknown) => deps.log.warn({ err: error, key }, 'published photo copy not removed'));
  }

  return {
    /** The path an artist draft keeps for an application photo. */
    refOf,

    /** Whether the value names an application photo anywhere. */
    has: (value: unknown) => someString(value, (text) => idOf(text) !== undefined),

    /** The value with each application photo path signed (valid for PHOTO_LINK_TTL_SECONDS, all with one expiry). */
    sign<T>(value: T): T {
      const expires = photoLinks.expiry();
      return mapStrings(value, (text) => {
        const id = idOf(text);
        return id === undefined ? text : photoLinks.url(id, expires);
      });
    },

    /** The value with each signed application photo address back to its path. */
    unsign: <T>(value: T): T => mapStrings(value, (text) => SIGNED_REF.exec(text)?.[1] ?? text),

    /**
     * Copies every application photo the value names to public media (`<folder>/<32 random hex>/<n>-<ms>.jpg`) and
     * answers the value naming the copies' public addresses, with the keys written. A photo no longer stored (its
     * application was deleted) becomes '' (dropped). When a copy fails, the copies made so far are removed.
     */
    async publish<T>(value: T, folder: string): Promise<{ value: T; keys: string[] }> {
      const ids: number[] = [];
      mapStrings(value, (text) => {
        const id = idOf(text);
        if (id !== undefined && !ids.includes(id)) ids.push(id);
        return text;
      });
      if (ids.length === 0) return { value, keys: [] };
      const stamp = clock.now().getTime();
      const urls = new Map<string, string>();
      const keys: string[] = [];
      try {
        for (const [index, id] of ids.entries()) {
          const file = await fileOf(id);
          if (!file) {
            urls.set(refOf(id), '');
            continue;
          }
          const key = buildMediaPath(`${folder}/${randomBytes(16).toString('hex')}`, index, 'photo.jpg', stamp);
          await storage.put(key, file, 'image/jpeg');
          keys.push(key);
          urls.set(refOf(id), storage.publicUrl(key));
        }
      } catch (error) {
        await remove(keys);
        throw error;
      }
      return { value: mapStrings(value, (text) => urls.get(text) ?? text), keys };
    },

    /** Removes copies of a publication that did not commit. */
    remove,

    /** The stored photo an application photo path names (a comp card of a draft), or undefined. */
    async file(url: string): Promise<Buffer | undefined> {
      const id = idOf(url.trim());
      return id === undefined ? undefined : fileOf(id);
    },
  };
}
export type PhotoRefs = ReturnType<typeof createPhotoRefs>;

/**
 * Every answer to a signed-in staff member carries application photos as signed addresses (an <img> cannot send the
 * bearer token), and every body they send has them back as plain paths before it is validated and stored. Root
 * hooks: they reach every route registered on the app itself, whichever module registered it.
 */
export function registerPhotoRefLinks(app: FastifyInstance, refs: Pick<PhotoRefs, 'sign' | 'unsign'>): void {
  app.addHook('preValidation', async (request) => {
    if (request.user && request.body !== null && typeof request.body === 'object') request.body = refs.unsign(request.body);
  });
  app.addHook('preSerialization', async (request, _reply, payload) => (request.user ? refs.sign(payload) : payload));
}
