import { MAX_TEXT_LENGTH, invalidSlotTexts, type PageContent, type PageContentUpsert } from '@agency/contract/page-content';
import { byPriority, SWITCH_ON } from '@agency/contract/page-slots';
import { z } from 'zod';
import type { MergeField } from '@admin/lib/edit-form/merge-edits';
import { imageFromUrl } from '@admin/lib/image-value';
import { idOf, imageRowSchema, storedRowShape, type ImageRow } from '@admin/lib/rows';
import { slotCounts, type SlotLayout } from '@admin/lib/slot-layouts';

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

/**
 * The merge's fields after a 409 (decision 101): each slot on its own, in the screen's order, named as on the screen
 * with its block (`상단 · 한국어 제목`); a switch reads 켜짐 or 꺼짐.
 */
export function slotMergeFields(layout: SlotLayout): MergeField[] {
  return layout.groups.flatMap((group) => {
    const named = (label: string) => (label.includes(group.title) ? label : `${group.title} · ${label}`);
    return [
      ...group.images.map(({ slot, label }) => ({ path: `images.${slot - 1}.image`, label: named(label) })),
      ...group.texts.map(({ slot, label, input }) => ({
        path: `texts.${slot - 1}.description`,
        label: named(label),
        ...(input === 'switch' ? { format: (value: unknown) => (String(value).trim() === SWITCH_ON ? '켜짐' : '꺼짐') } : {}),
      })),
    ];
  });
}
