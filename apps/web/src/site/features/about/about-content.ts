import type { PageContent } from '@agency/contract/page-content';
import { ABOUT_SLOTS, readSlots } from '@agency/contract/page-slots';
import type { Language } from '@shared/i18n/language';

export type AboutSection = { imageUrl: string; text: string; subtitle: string | null };
export type AboutView = { heroImageUrl: string; title: string; sections: AboutSection[] };

/** The about page in one language: hero image, title and four sections (2 to 4 with a subtitle). */
export function toAboutView(content: PageContent | undefined, language: Language): AboutView {
  const slots = readSlots(content);
  return {
    heroImageUrl: slots.image(ABOUT_SLOTS.heroImage),
    title: slots.localized(ABOUT_SLOTS.title, language),
    sections: ABOUT_SLOTS.sections.map((section) => ({
      imageUrl: slots.image(section.image),
      text: slots.localized(section.body, language),
      subtitle: section.subtitle ? slots.localized(section.subtitle, language) : null,
    })),
  };
}
