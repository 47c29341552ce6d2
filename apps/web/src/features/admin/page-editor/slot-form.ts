import type { PageContent, PageContentUpsert } from '@agency/contract/page-content';
import { imageFromUrl, type ImageValue } from '../shared/image-value';
import type { SlotLayout } from './slot-layout';

type Stored = { id?: number; priority: number };
export type TextSlot = Stored & { description: string };
export type ImageSlot = Stored & { image: ImageValue };
export type SlotForm = { texts: TextSlot[]; images: ImageSlot[] };

/**
 * Lays stored items onto `count` slots by position; a missing slot gets a priority after the one before
 * it, so that it keeps its position once saved.
 */
function fillSlots<S, T extends Stored>(stored: readonly S[], count: number, toSlot: (item: S | undefined, priority: number) => T, priorityOf: (item: S) => number): T[] {
  const sorted = [...stored].sort((a, b) => priorityOf(a) - priorityOf(b));
  const slots: T[] = [];
  for (let index = 0; index < count; index += 1) {
    const item = sorted[index];
    const previous = slots[index - 1];
    const priority = item ? priorityOf(item) : previous ? previous.priority + 1 : index + 1;
    slots.push(toSlot(item, priority));
  }
  return slots;
}

export function toSlotForm(content: PageContent, layout: SlotLayout): SlotForm {
  return {
    texts: fillSlots(
      content.pageContentTexts,
      layout.texts.length,
      (item, priority) => ({ id: item?.id, priority, description: item?.description ?? '' }),
      (item) => item.priority,
    ),
    images: fillSlots(
      content.pageContentImages,
      layout.images.length,
      (item, priority) => ({ id: item?.id, priority, image: imageFromUrl(item?.imageUrl) }),
      (item) => item.priority,
    ),
  };
}

/**
 * The upsert request: every text slot, and the image slots that hold an image (an empty image cannot
 * be stored). `imageUrls[i]` is the address of image slot i after uploads.
 */
export function toUpsertRequest(layout: SlotLayout, form: SlotForm, imageUrls: string[]): PageContentUpsert {
  const request: PageContentUpsert = { code: layout.code };
  if (layout.texts.length > 0) {
    request.texts = form.texts.map(({ id, priority, description }) => ({ ...(id ? { id } : {}), priority, description }));
  }
  if (layout.images.length > 0) {
    request.images = form.images.flatMap(({ id, priority }, index) => {
      const imageUrl = imageUrls[index]?.trim() ?? '';
      return imageUrl ? [{ ...(id ? { id } : {}), priority, imageUrl }] : [];
    });
  }
  return request;
}
