import type { PageContent } from '@agency/contract/page-content';
import { orderedTexts, slot } from '../../lib/page-content/content-slots';

export type ContactInfo = {
  address: string;
  detailAddress: string;
  instagramLink: string;
  kakaoLink: string;
  email: string;
  kakaoId: string;
  instagramId: string;
  addressEn: string;
  detailAddressEn: string;
};

/** CONTACT_INFO text slots 1 to 9 (SPEC section 3). */
export function toContactInfo(content: PageContent | undefined): ContactInfo {
  const texts = orderedTexts(content);
  return {
    address: slot(texts, 1),
    detailAddress: slot(texts, 2),
    instagramLink: slot(texts, 3),
    kakaoLink: slot(texts, 4),
    email: slot(texts, 5),
    kakaoId: slot(texts, 6),
    instagramId: slot(texts, 7),
    addressEn: slot(texts, 8),
    detailAddressEn: slot(texts, 9),
  };
}
