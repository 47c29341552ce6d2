import type { PageContentCode } from '@agency/contract/page-content';

/** A titled block of the edit screen holding some image and text slots (1-based slot numbers). */
export type SlotGroup = { title: string; images: number[]; texts: number[] };

/**
 * What each slot of a page content code means (SPEC section 3). `texts[i]` labels text slot i + 1,
 * `images[i]` image slot i + 1; the public pages read slots by position in priority order.
 */
export type SlotLayout = {
  code: PageContentCode;
  texts: string[];
  images: string[];
  groups: SlotGroup[];
  /** Multi-line text areas (6 rows, SPEC section 9) or single-line inputs for short values. */
  textInput: 'area' | 'line';
};

export const TEXT_AREA_ROWS = 6;
