import type { PageContent } from '@agency/contract/page-content';
import { INFO_SLOTS, readSlots } from '@agency/contract/page-slots';
import type { Language } from '@shared/i18n/language';

export type InfoView = { imageUrl: string; title: string; description: string };

/** The top of the production and news pages (PRODUCTION_INFO, NEWS_INFO) in one language. */
export function toInfoView(content: PageContent | undefined, language: Language): InfoView {
  const slots = readSlots(content);
  return {
    imageUrl: slots.image(INFO_SLOTS.image),
    title: slots.localized(INFO_SLOTS.title, language),
    description: slots.localized(INFO_SLOTS.description, language),
  };
}
