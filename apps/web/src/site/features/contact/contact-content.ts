import type { PageContent } from '@agency/contract/page-content';
import { CONTACT_SLOTS, readSlots } from '@agency/contract/page-slots';

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

/** Every text of CONTACT_INFO by its meaning. */
export function toContactInfo(content: PageContent | undefined): ContactInfo {
  const slots = readSlots(content);
  return {
    address: slots.localized(CONTACT_SLOTS.address, 'ko'),
    detailAddress: slots.localized(CONTACT_SLOTS.addressDetail, 'ko'),
    instagramLink: slots.text(CONTACT_SLOTS.instagramLink),
    kakaoLink: slots.text(CONTACT_SLOTS.kakaoLink),
    email: slots.text(CONTACT_SLOTS.email),
    kakaoId: slots.text(CONTACT_SLOTS.kakaoId),
    instagramId: slots.text(CONTACT_SLOTS.instagramId),
    addressEn: slots.localized(CONTACT_SLOTS.address, 'en'),
    detailAddressEn: slots.localized(CONTACT_SLOTS.addressDetail, 'en'),
  };
}
