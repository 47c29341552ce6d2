import { PAGE_CONTENT_SLOTS, type PageContentCode } from '@agency/contract/page-content';
import {
  ABOUT_SLOTS,
  COMPANY_SLOTS,
  CONTACT_SLOTS,
  FEATURED_ARTISTS_MAX,
  HOME_SLOTS,
  INFO_SLOTS,
  LINK_SLOTS,
  SEARCH_SLOTS,
  type BilingualSlot,
} from '@agency/contract/page-slots';

/**
 * A slot of the edit screen: its number in the contract's slot map, its label, and for texts a one-line input
 * (`line`: titles, subtitles) where the layout's texts are otherwise areas, a multi-line one (`area`) where they
 * are otherwise lines, or an on/off checkbox (`switch`, SWITCH_TEXT_SLOTS).
 */
export type SlotField = {
  slot: number;
  label: string;
  input?: 'line' | 'area' | 'switch';
  hint?: string;
  /** The same value kept on another screen: offered here when it differs (decision 075). */
  sameAs?: { code: PageContentCode; slot: number; screen: string };
};
/** A titled block of the edit screen holding some image and text slots. */
export type SlotGroup = { title: string; images: SlotField[]; texts: SlotField[] };

/**
 * How one page content code is edited: its blocks, and whether texts are multi-line (6 rows, SPEC section 9;
 * titles and subtitles are one line: decision 075). Korean and English versions come in pairs, side by side
 * on wide screens.
 */
export type SlotLayout = { code: PageContentCode; textInput: 'area' | 'line'; groups: SlotGroup[] };

export const TEXT_AREA_ROWS = 6;

/** Both languages of a text, labelled `{label} (한국어)` and `{label} (영문)`. */
function bilingual(slot: BilingualSlot, label: string, input?: SlotField['input']): SlotField[] {
  return [
    { slot: slot.ko, label: `${label} (한국어)`, input },
    { slot: slot.en, label: `${label} (영문)`, input },
  ];
}

const titles = (slot: BilingualSlot): SlotField[] => [
  { slot: slot.ko, label: '한국어 제목', input: 'line' },
  { slot: slot.en, label: '영문 제목', input: 'line' },
];

export const aboutLayout: SlotLayout = {
  code: 'ABOUT_INFO',
  textInput: 'area',
  groups: [
    { title: '상단', images: [{ slot: ABOUT_SLOTS.heroImage, label: '상단 대표 이미지' }], texts: titles(ABOUT_SLOTS.title) },
    ...ABOUT_SLOTS.sections.map((section, index) => {
      const name = `섹션 ${index + 1}`;
      return {
        title: name,
        images: [{ slot: section.image, label: `${name} 이미지` }],
        texts: [...(section.subtitle ? bilingual(section.subtitle, `${name} 부제`, 'line') : []), ...bilingual(section.body, `${name} 본문`)],
      };
    }),
  ],
};

function infoLayout(code: 'PRODUCTION_INFO' | 'NEWS_INFO'): SlotLayout {
  return {
    code,
    textInput: 'area',
    groups: [
      { title: '상단 이미지', images: [{ slot: INFO_SLOTS.image, label: '상단 이미지' }], texts: [] },
      { title: '제목', images: [], texts: titles(INFO_SLOTS.title) },
      {
        title: '설명',
        images: [],
        texts: [
          { slot: INFO_SLOTS.description.ko, label: '한국어 설명' },
          { slot: INFO_SLOTS.description.en, label: '영문 설명' },
        ],
      },
    ],
  };
}

export const productionLayout = infoLayout('PRODUCTION_INFO');
export const newsLayout = infoLayout('NEWS_INFO');

export const contactLayout: SlotLayout = {
  code: 'CONTACT_INFO',
  textInput: 'line',
  groups: [
    {
      title: '주소',
      images: [],
      texts: [
        { slot: CONTACT_SLOTS.address.ko, label: '주소 (한국어)' },
        { slot: CONTACT_SLOTS.address.en, label: '주소 (영문)' },
        { slot: CONTACT_SLOTS.addressDetail.ko, label: '상세 주소 (한국어)' },
        { slot: CONTACT_SLOTS.addressDetail.en, label: '상세 주소 (영문)' },
      ],
    },
    {
      title: '연락처 링크',
      images: [],
      texts: [
        { slot: CONTACT_SLOTS.instagramLink, label: '인스타그램 링크', sameAs: { code: 'LINK_INFO', slot: LINK_SLOTS.instagram, screen: '메뉴 링크 편집' } },
        { slot: CONTACT_SLOTS.kakaoLink, label: '카카오톡 링크', sameAs: { code: 'LINK_INFO', slot: LINK_SLOTS.kakao, screen: '메뉴 링크 편집' } },
      ],
    },
    {
      title: '캐스팅 문의 안내',
      images: [],
      texts: [
        { slot: CONTACT_SLOTS.email, label: '이메일' },
        { slot: CONTACT_SLOTS.kakaoId, label: '카카오톡 ID' },
        { slot: CONTACT_SLOTS.instagramId, label: '인스타그램 ID' },
      ],
    },
  ],
};

export const linkLayout: SlotLayout = {
  code: 'LINK_INFO',
  textInput: 'line',
  groups: [
    {
      title: '메뉴 아이콘 링크',
      images: [],
      texts: [
        { slot: LINK_SLOTS.kakao, label: '카카오톡 링크', sameAs: { code: 'CONTACT_INFO', slot: CONTACT_SLOTS.kakaoLink, screen: '연락처 정보 편집' } },
        { slot: LINK_SLOTS.email, label: '이메일 링크' },
        { slot: LINK_SLOTS.instagram, label: '인스타그램 링크', sameAs: { code: 'CONTACT_INFO', slot: CONTACT_SLOTS.instagramLink, screen: '연락처 정보 편집' } },
      ],
    },
  ],
};

export const companyLayout: SlotLayout = {
  code: 'COMPANY_INFO',
  textInput: 'line',
  groups: [
    {
      title: '사업자 정보 (푸터)',
      images: [],
      texts: [
        ...bilingual(COMPANY_SLOTS.companyName, '상호'),
        ...bilingual(COMPANY_SLOTS.representative, '대표자'),
        { slot: COMPANY_SLOTS.businessNumber, label: '사업자등록번호' },
      ],
    },
    {
      title: '컴프카드 연락처',
      images: [],
      texts: [
        { slot: COMPANY_SLOTS.phone, label: '대표 전화번호', hint: '컴프카드 PDF에 인쇄됩니다.' },
        { slot: COMPANY_SLOTS.website, label: '웹사이트 주소', hint: 'https:// 로 시작하는 주소. 컴프카드 PDF에 인쇄됩니다.' },
      ],
    },
    {
      title: '개인정보처리방침',
      images: [],
      texts: [
        ...bilingual(COMPANY_SLOTS.privacyOfficer, '개인정보 보호책임자 (이름 또는 부서)'),
        { slot: COMPANY_SLOTS.privacyContact, label: '보호책임자 연락처 (이메일 또는 전화)' },
        { slot: COMPANY_SLOTS.policyEffectiveDay, label: '시행일 (YYYY-MM-DD)' },
      ],
    },
  ],
};

export const homeLayout: SlotLayout = {
  code: 'HOME_SECTIONS',
  textInput: 'line',
  groups: [
    {
      title: '소속 아티스트',
      images: [],
      texts: [
        { slot: HOME_SLOTS.featured.enabled, label: '홈 화면에 소속 아티스트 보이기', input: 'switch' },
        ...bilingual(HOME_SLOTS.featured.title, '제목'),
        {
          slot: HOME_SLOTS.featured.artists,
          label: '보여 줄 아티스트 (영문 URL 이름)',
          hint: `쉼표로 구분해 최대 ${FEATURED_ARTISTS_MAX}명까지 적습니다 (예: seo-yoon, ha-rin). 비워 두면 로스터 순서의 앞 4명이 보입니다. 숨긴 아티스트는 보이지 않습니다.`,
        },
      ],
    },
    {
      title: '최근 프로덕션',
      images: [],
      texts: [{ slot: HOME_SLOTS.production.enabled, label: '홈 화면에 최근 프로덕션 영상 3개 보이기', input: 'switch' }, ...bilingual(HOME_SLOTS.production.title, '제목')],
    },
    {
      title: '캐스팅 문의 안내',
      images: [],
      texts: [
        { slot: HOME_SLOTS.casting.enabled, label: '홈 화면에 캐스팅 문의 버튼 보이기', input: 'switch' },
        ...bilingual(HOME_SLOTS.casting.title, '제목'),
        ...bilingual(HOME_SLOTS.casting.body, '안내 문구', 'area'),
      ],
    },
  ],
};

export const searchLayout: SlotLayout = {
  code: 'SEARCH_INFO',
  textInput: 'line',
  groups: [
    {
      title: '사이트 소유 확인',
      images: [],
      texts: [
        {
          slot: SEARCH_SLOTS.naverVerification,
          label: '네이버 서치어드바이저 확인 코드',
          hint: '네이버 서치어드바이저 › 사이트 등록 › HTML 태그에서 받은 <meta name="naver-site-verification" content="…"> 의 content 값만 입력합니다.',
        },
        {
          slot: SEARCH_SLOTS.googleVerification,
          label: 'Google Search Console 확인 코드',
          hint: 'Google Search Console › 소유권 확인 › HTML 태그에서 받은 <meta name="google-site-verification" content="…"> 의 content 값만 입력합니다.',
        },
      ],
    },
  ],
};

/** How many text and image slots the code has (SPEC section 9). */
export function slotCounts(layout: SlotLayout): { texts: number; images: number } {
  return { texts: PAGE_CONTENT_SLOTS[layout.code].texts, images: PAGE_CONTENT_SLOTS[layout.code].images };
}

/** The layout of each code edited by slots (the video and photo lists of PRODUCTION_CONTENT and NEWS_CONTENT are lists). */
export const SLOT_LAYOUTS: Partial<Record<PageContentCode, SlotLayout>> = Object.fromEntries(
  [aboutLayout, productionLayout, newsLayout, contactLayout, linkLayout, companyLayout, homeLayout, searchLayout].map((layout) => [layout.code, layout]),
);

/** Each page content as people name it (the admin menu's words): the history names pages by these (decision 108). */
export const PAGE_NAMES: Record<PageContentCode, string> = {
  ABOUT_INFO: '소개 페이지',
  PRODUCTION_INFO: '프로덕션 페이지',
  PRODUCTION_CONTENT: '프로덕션 영상',
  NEWS_INFO: '뉴스 페이지',
  NEWS_CONTENT: '뉴스 영상 · 사진',
  CONTACT_INFO: '연락처 정보',
  LINK_INFO: '메뉴 링크',
  COMPANY_INFO: '회사 정보 · 개인정보처리방침',
  HOME_SECTIONS: '홈 화면 섹션',
  SEARCH_INFO: '검색 엔진 등록',
};

/** A text or image slot with its label as its edit screen shows it. */
export type LabelledSlot = { kind: 'text' | 'image'; slot: number; label: string };

/** The text and image slots of a code, labelled, in the order its edit screen shows them; none for a list code. */
export function labelledSlots(code: PageContentCode): LabelledSlot[] {
  return (SLOT_LAYOUTS[code]?.groups ?? []).flatMap((group) => [
    ...group.images.map(({ slot, label }) => ({ kind: 'image' as const, slot, label })),
    ...group.texts.map(({ slot, label }) => ({ kind: 'text' as const, slot, label })),
  ]);
}
