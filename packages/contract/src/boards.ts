import { z } from 'zod';
import { editVersionSchema } from './common';
import { HEIGHT_FILTER, ROSTER_PAGE_SIZE, ROSTER_QUERY_MAX } from './roster-filter';
import { URL_NAME_PATTERN, artistCardSchema } from './artists';

export const BOARD_NOT_FOUND = '보드를 찾을 수 없습니다.';
export const BOARD_SLUG_TAKEN = '이미 사용 중인 보드 주소입니다.';
export const BOARD_SLUG_INVALID = '보드 주소는 영문 소문자, 숫자, 하이픈(-)만 사용할 수 있습니다.';
export const BOARD_NAME_REQUIRED = '보드 이름을 한글과 영문으로 입력하세요.';
export const BOARD_ORDER_MISMATCH = '보드 목록이 바뀌었습니다. 새로 불러온 뒤 다시 정렬해 주세요.';
/** An order save on an older board order than the stored one (its If-Match, decision 106). */
export const BOARD_ORDER_STALE = '다른 관리자가 먼저 보드 순서를 바꿨습니다. 새로 불러온 순서에서 다시 옮겨 주세요.';
export const BOARD_UNKNOWN_IDS = '없는 보드가 포함되어 있습니다.';
export const BOARD_NAME_MAX = 40;
export const BOARD_SLUG_MAX = 40;

/** A board as the public roster shows it (visible boards only, in their order). */
export const publicBoardSchema = z.object({ slug: z.string(), korName: z.string(), engName: z.string() });
export type PublicBoard = z.infer<typeof publicBoardSchema>;

/** GET /api/artist/boards: the visible boards, and how many artists the roster shows (the page's filter mode). */
export const rosterBoardsSchema = z.object({ boards: z.array(publicBoardSchema), artistCount: z.number() });

const heightQuerySchema = z.coerce.number().int().min(HEIGHT_FILTER.min).max(HEIGHT_FILTER.max).optional();

/** GET /api/artist/search: the roster's filters (roster-filter.ts) and a page of the result. */
export const artistSearchQuerySchema = z
  .object({
    q: z.string().max(ROSTER_QUERY_MAX).default(''),
    board: z.string().max(BOARD_SLUG_MAX).default(''),
    minHeight: heightQuerySchema,
    maxHeight: heightQuerySchema,
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(ROSTER_PAGE_SIZE * 4).default(ROSTER_PAGE_SIZE),
  })
  .strict();
export const artistSearchResultSchema = z.object({ total: z.number(), artists: z.array(artistCardSchema) });
export type ArtistSearchResult = z.infer<typeof artistSearchResultSchema>;

/** GET /api/admin/boards: every board, hidden ones too, with how many artists each has. */
export const adminBoardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  korName: z.string(),
  engName: z.string(),
  priority: z.number(),
  isHidden: z.boolean(),
  artistCount: z.number(),
  version: editVersionSchema,
  /** The board order's own version, the same on every board (decision 106): the order save's If-Match. */
  orderVersion: editVersionSchema,
});
export type AdminBoard = z.infer<typeof adminBoardSchema>;

const boardNameSchema = z.string({ error: BOARD_NAME_REQUIRED }).trim().min(1, BOARD_NAME_REQUIRED).max(BOARD_NAME_MAX);

/** POST /api/admin/boards and PUT /api/admin/boards/{id}: a new board goes last. */
export const boardInputSchema = z
  .object({
    slug: z.string({ error: BOARD_SLUG_INVALID }).trim().toLowerCase().max(BOARD_SLUG_MAX).regex(URL_NAME_PATTERN, BOARD_SLUG_INVALID),
    korName: boardNameSchema,
    engName: boardNameSchema,
    isHidden: z.boolean().default(false),
  })
  .strict();
export type BoardInput = z.input<typeof boardInputSchema>;

export const boardIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** PUT /api/admin/boards/order: every board's id, in the new order. */
export const boardOrderSchema = z.object({ ids: z.array(z.number().int().positive()).max(200) }).strict();
