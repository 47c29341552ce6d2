import { MAX_TEXT_LENGTH, invalidSlotTexts, type PageContent, type PageContentUpsert } from '@agency/contract/page-content';
import { byPriority } from '@agency/contract/page-slots';
import { z } from 'zod';
import { imageFromUrl } from '@admin/lib/image-value';
import { idOf, imageRowSchema, storedRowShape, type ImageRow } from '@admin/lib/rows';
import { slotCounts, type SlotLayout } from './slot-layouts';

export type TextSlot = { storedId?: number; priority: number; description: string };
/** Slot n of the screen is `texts[n - 1]` / `images[n - 1]`. */
export type SlotForm = { texts: TextSlot[]; images: ImageRow[] };

/**
 * Lays stored items onto `count` slots by position; a missing slot gets a priority after the one before
 * it, so that it keeps its position once saved.
 */
function fillSlots<S extends { id: number; priority: number }, T extends { priority: number }>(
  stored: readonly S[],
  count: number,
  toSlot: (item: S | undefined, priority: number) => T,
): T[] {
  const sorted = byPriority(stored);
  const slots: T[] = [];
  for (let index = 0; index < count; index += 1) {
    const item = sorted[index];
    const previous = slots[index - 1];
    const priority = item ? item.priority : previous ? previous.priority + 1 : index + 1;
    slots.push(toSlot(item, priority));
  }
  return slots;
}

export function toSlotForm(content: PageContent | undefined, layout: SlotLayout): SlotForm {
  const counts = slotCounts(layout);
  return {
    texts: fillSlots(content?.pageContentTexts ?? [], counts.texts, (item, priority) => ({ storedId: item?.id, priority, description: item?.description ?? '' })),
    images: fillSlots(content?.pageContentImages ?? [], counts.images, (item, priority) => ({ storedId: item?.id, priority, image: imageFromUrl(item?.imageUrl) })),
  };
}

/** The form's checks: the contract's text limit, safe links in the slots the pages render as links, days in day slots. */
export function slotFormSchema(layout: SlotLayout): z.ZodType<SlotForm> {
  return z
    .object({
      texts: z.array(z.object({ ...storedRowShape, description: z.string().max(MAX_TEXT_LENGTH) })),
      images: z.array(imageRowSchema),
    })
    .superRefine((form, ctx) => {
      for (const { index, message } of invalidSlotTexts(layout.code, form.texts)) {
        ctx.addIssue({ code: 'custom', path: ['texts', index, 'description'], message });
      }
    }) as unknown as z.ZodType<SlotForm>;
}

/**
 * The upsert request: every text slot, and the image slots that hold an image (an empty image cannot
 * be stored). `imageUrls[i]` is the address of image slot i after uploads.
 */
export function toUpsertRequest(layout: SlotLayout, form: SlotForm, imageUrls: string[]): PageContentUpsert {
  const counts = slotCounts(layout);
  const request: PageContentUpsert = { code: layout.code };
  if (counts.texts > 0) request.texts = form.texts.map((slot) => ({ ...idOf(slot), priority: slot.priority, description: slot.description }));
  if (counts.images > 0) {
    request.images = form.images.flatMap((slot, index) => {
      const imageUrl = imageUrls[index]?.trim() ?? '';
      return imageUrl ? [{ ...idOf(slot), priority: slot.priority, imageUrl }] : [];
    });
  }
  return request;
}
