import type { PageContent } from '@agency/contract/page-content';
import type { Language } from '../i18n/language';
import { orderedImages, orderedTexts, slot } from './content-slots';

export type InfoView = { imageUrl: string; title: string; description: string };

/** PRODUCTION_INFO and NEWS_INFO: image 1; texts 1/2 Korean/English description, 3/4 Korean/English title. */
export function toInfoView(content: PageContent | undefined, language: Language): InfoView {
  const texts = orderedTexts(content);
  const english = language === 'en';
  return {
    imageUrl: slot(orderedImages(content), 1),
    title: slot(texts, english ? 4 : 3),
    description: slot(texts, english ? 2 : 1),
  };
}
