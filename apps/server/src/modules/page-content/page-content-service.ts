import {
  PAGE_CONTENT_CODES,
  type PageContent,
  type PageContentCode,
  type PageContentImage,
  type PageContentVideo,
} from '@agency/contract/page-content';
import { EDIT_CONFLICT } from '@agency/contract/edit-version';
import type { Db, Tx } from '../../db/database';
import { ConflictError, NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { MediaGuard } from '../media/media-guard';
import * as repo from './page-content-repository';
import { readContent, toImage, toVideo, writeLists, type PageContentUpsertInput } from './page-content-lists';
import { inTransaction } from '../../db/transaction';
import type { Actor } from '../audit/audit-kind';
import type { AuditLog } from '../audit/audit-log';
import { pageKind, type PageState } from './page-audit';


export const UNKNOWN_CODE = (code: string) => `Unknown page content code: ${code}`;
export const VIDEO_NOT_FOUND = '비디오를 찾을 수 없습니다.';

function isCode(code: string): code is PageContentCode {
  return (PAGE_CONTENT_CODES as readonly string[]).includes(code);
}

function assertCode(code: string): PageContentCode {
  if (!isCode(code)) throw new NotFoundError(UNKNOWN_CODE(code));
  return code;
}

/**
 * What a save's version covers: the three lists with their items' ids (an edit form names the items it updates by id,
 * so an item replaced by an equal one is a change), not the version itself.
 */
const contentOf = ({ version: _version, ...content }: PageContent): string => JSON.stringify(content);

export function createPageContentService(deps: { db: Db; clock: Clock; media: MediaGuard; audit: AuditLog }) {
  const { db, clock, media, audit } = deps;
  return {
    getByCode(code: string): Promise<PageContent> {
      return readContent(db, assertCode(code));
    },

    async getVideos(code: string): Promise<PageContentVideo[]> {
      return (await repo.listVideos(db, assertCode(code))).map(toVideo);
    },

    async getImages(code: string): Promise<PageContentImage[]> {
      return (await repo.listImages(db, assertCode(code))).map(toImage);
    },

    async getVideo(id: number): Promise<PageContentVideo> {
      const row = await repo.findVideoById(db, id);
      if (!row) throw new NotFoundError(VIDEO_NOT_FOUND);
      return toVideo(row);
    },

    /**
     * Replaces each list that is present, all in one transaction; answers the saved content. With an expected
     * version (If-Match) that is no longer the stored one, nothing changes: 409 EDIT_CONFLICT.
     */
    async upsert(input: PageContentUpsertInput, actor: Actor, expected?: number | null): Promise<PageContent> {
      const { code } = input;
      await media.checkNewFiles(input, await readContent(db, code));
      return inTransaction(db, async (trx) => {
        const now = clock.now().toISOString();
        if (!(await repo.claimEdit(trx, code, expected, now))) throw new ConflictError(EDIT_CONFLICT);
        const before = contentOf(await readContent(trx, code));
        const change = await audit.begin(trx, pageKind, code);
        await media.holdFiles(trx, input);
        await writeLists(trx, code, input);
        // Saved as it was: the version stays, so a colleague's form opened before still saves (decision 106).
        if (contentOf(await readContent(trx, code)) !== before) await repo.moveVersion(trx, code, now);
        await change.record(actor, 'page.update');
        return readContent(trx, code);
      });
    },

    /** Puts a page back to a state of its history, in the restore's transaction: the save's write of its three lists (decision 105). */
    async restore(trx: Tx, key: string, state: PageState | null): Promise<void> {
      if (!isCode(key) || state === null) return;
      const now = clock.now().toISOString();
      await repo.claimEdit(trx, key, undefined, now);
      await media.holdFiles(trx, state);
      await writeLists(trx, key, state);
      // A restore always moves the version on (a form opened before gets its 409), as an artist's does.
      await repo.moveVersion(trx, key, now);
    },
  };
}

export type PageContentService = ReturnType<typeof createPageContentService>;
