import type { PageContent } from '@agency/contract/page-content';
import type { Language } from '../../lib/i18n/language';
import { orderedImages, orderedTexts, slot } from '../../lib/page-content/content-slots';

export type AboutSection = { imageUrl: string; text: string; subtitle: string | null };
export type AboutView = { heroImageUrl: string; title: string; sections: AboutSection[] };

/**
 * ABOUT_INFO slots (SPEC section 3): images 1 (hero) and 2 to 5 (sections); texts 1-4 Korean and
 * 5-8 English descriptions, 9/10 Korean/English title, 11-13 Korean and 14-16 English subtitles of sections 2 to 4.
 */
export function toAboutView(content: PageContent | undefined, language: Language): AboutView {
  const texts = orderedTexts(content);
  const images = orderedImages(content);
  const english = language === 'en';
  const descriptionStart = english ? 5 : 1;
  const subtitleStart = english ? 14 : 11;
  return {
    heroImageUrl: slot(images, 1),
    title: slot(texts, english ? 10 : 9),
    sections: [0, 1, 2, 3].map((index) => ({
      imageUrl: slot(images, index + 2),
      text: slot(texts, descriptionStart + index),
      subtitle: index === 0 ? null : slot(texts, subtitleStart + index - 1),
    })),
  };
}
