import type { ArtistFieldKey } from '@agency/contract/artist-fields';
import { PAGE_CONTENT_SLOTS, type PageContentCode } from '@agency/contract/page-content';
import { ABOUT_SLOTS, COMPANY_SLOTS, CONTACT_SLOTS, HOME_SLOTS, INFO_SLOTS, LINK_SLOTS, SWITCH_ON, type BilingualSlot } from '@agency/contract/page-slots';

/**
 * The bilingual demo shown on an empty database: every page-content slot of SPEC.md section 3,
 * a roster of fictional artists, production and news videos and news photos.
 *
 * Pure data. Pictures are described here (`DemoImage`), drawn once by scripts/demo-pictures/generate.ts
 * and committed under apps/server/assets; the seed copies them into the blob store, and links to them are
 * the blob store's public URLs. Video URLs are public YouTube and Vimeo
 * films (Blender open movies and Vimeo's own showcase films) standing in for campaign films;
 * only the visitor's browser embeds them, the server never fetches them.
 */

/** What a placeholder picture shows (scripts/demo-pictures/placeholder.ts draws it; no text on it). */
export type DemoImageMotif = 'portrait' | 'editorial' | 'landscape' | 'thumbnail' | 'compcard' | 'poster';

/** A committed picture (apps/server/assets/<path>) stored at `path` in the blob store. */
export interface DemoImage {
  path: string;
  width: number;
  height: number;
  motif: DemoImageMotif;
  /** Deterministic source of every random choice of the drawing. */
  seed: string;
}

export interface DemoVideo {
  isYoutube: boolean;
  title: string;
  titleENG: string;
  /** YYYY-MM-DD or ''. */
  date: string;
  videoUrl: string;
  thumbnail: DemoImage;
}

export interface DemoPageContent {
  code: PageContentCode;
  /** Text i has priority i + 1: slot i + 1 of the contract's slot maps. */
  texts: string[];
  /** Image i has priority i + 1. */
  images: DemoImage[];
  /** Video i has priority i + 1. */
  videos: DemoVideo[];
}

/**
 * An artist of the demo: a value for fields of the contract's ARTIST_FIELDS (a text, or a picture whose
 * address goes into the field), the priority and the detail lists. Fields left out are empty.
 */
export type DemoArtist = { [K in ArtistFieldKey]?: string | DemoImage } & {
  urlName: string;
  korName: string;
  priority: number;
  detailImages: DemoImage[];
  detailVideos: string[];
  /** Unretouched pictures (face, full length, profile) and the day they were taken (issue 17). */
  polaroids: DemoImage[];
  polaroidsTakenOn: string;
};

/** A committed file copied into the blob store as is. */
export interface DemoFile {
  /** Path under apps/server/assets. */
  asset: string;
  path: string;
  contentType: string;
}

// ---------------------------------------------------------------------------------------------
// Picture sizes

export const PORTRAIT = { width: 1080, height: 1350 } as const;
export const HERO = { width: 1920, height: 1080 } as const;
export const SECTION = { width: 1440, height: 960 } as const;
export const THUMBNAIL = { width: 1280, height: 720 } as const;

const portrait = (path: string, seed: string): DemoImage => ({ path, ...PORTRAIT, motif: 'portrait', seed });
const editorial = (path: string, seed: string): DemoImage => ({ path, ...PORTRAIT, motif: 'editorial', seed });
const landscape = (path: string, size: { width: number; height: number }, seed: string): DemoImage => ({ path, ...size, motif: 'landscape', seed });
const thumbnail = (path: string, seed: string): DemoImage => ({ path, ...THUMBNAIL, motif: 'thumbnail', seed });

/** The home page poster shown until (or instead of) the background video. */
export const DEMO_POSTER: DemoImage = { path: 'demo/background-poster.jpg', ...HERO, motif: 'poster', seed: 'home' };

export const DEMO_FILES: DemoFile[] = [
  { asset: 'demo/background-desktop.mp4', path: 'demo/background-desktop.mp4', contentType: 'video/mp4' },
  { asset: 'demo/background-mobile.mp4', path: 'demo/background-mobile.mp4', contentType: 'video/mp4' },
];

// ---------------------------------------------------------------------------------------------
// Public films used as stand-ins

const FILMS = {
  bigBuckBunny: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  sintel: 'https://www.youtube.com/watch?v=eRsGyueVLvQ',
  tearsOfSteel: 'https://www.youtube.com/watch?v=R6MlUcmOul8',
  spring: 'https://www.youtube.com/watch?v=WhWc3b3KhnY',
  cosmosLaundromat: 'https://www.youtube.com/watch?v=Y-rmzh0PI3c',
  playerDemo: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
  vimeoPlayer: 'https://vimeo.com/76979871',
  vimeoMountain: 'https://vimeo.com/22439234',
  vimeoBunny: 'https://vimeo.com/1084537',
} as const;

const youtube = (videoUrl: string) => ({ isYoutube: true, videoUrl });
const vimeo = (videoUrl: string) => ({ isYoutube: false, videoUrl });

// ---------------------------------------------------------------------------------------------
// Contact details (CONTACT_INFO and LINK_INFO share them)

const EMAIL = 'casting@agency.example';
const INSTAGRAM_HANDLE = '@agency.seoul.demo';
const INSTAGRAM_URL = 'https://www.instagram.com/agency.seoul.demo/';
const KAKAO_ID = 'agency_casting';
const KAKAO_URL = 'https://pf.kakao.com/_agencydemo';

// ---------------------------------------------------------------------------------------------
// Pages: texts and images are placed by the contract's slot maps (slot n has priority n)

/** A page content's texts and images from [slot, value] pairs: every text slot of the code (blank when not given), every image slot. */
function bySlot(code: PageContentCode, texts: [number, string][], images: [number, DemoImage][] = []): Pick<DemoPageContent, 'texts' | 'images'> {
  const slots = PAGE_CONTENT_SLOTS[code];
  const placed = Array.from({ length: slots.texts }, () => '');
  for (const [slot, text] of texts) placed[slot - 1] = text;
  const pictures = [...images].sort((a, b) => a[0] - b[0]);
  if (pictures.some(([slot], i) => slot !== i + 1) || pictures.length !== slots.images) throw new Error(`Demo ${code}: every image slot needs one picture`);
  return { texts: placed, images: pictures.map(([, image]) => image) };
}

const bilingual = (slot: BilingualSlot, ko: string, en: string): [number, string][] => [
  [slot.ko, ko],
  [slot.en, en],
];

/** The about page's four sections (the first has no subtitle). */
const ABOUT_SECTIONS: { subtitle: { ko: string; en: string } | null; body: { ko: string; en: string } }[] = [
    {
      subtitle: null,
      body: {
        ko: '서울 성수동에 기반을 둔 모델·아티스트 매니지먼트 에이전시입니다. 패션과 뷰티, 라이프스타일 브랜드가 필요로 하는 얼굴을 찾고, 아티스트 한 사람 한 사람이 오래 일할 수 있는 커리어를 함께 설계합니다.',
        en: 'We are a model and artist management agency based in Seongsu, Seoul. We find the faces that fashion, beauty and lifestyle brands are looking for, and we build long careers together with every artist we represent.',
      },
    },
    {
      subtitle: { ko: '매니지먼트', en: 'Management' },
      body: {
        ko: '소속 아티스트의 일정, 계약, 포트폴리오와 이미지 관리를 전담 매니저가 맡습니다. 런웨이와 캠페인, 에디토리얼까지 각자의 강점이 가장 잘 드러나는 작업을 선별해 연결하고, 신인 아티스트에게는 워킹·포즈·카메라 테스트 트레이닝을 제공합니다.',
        en: 'A dedicated manager looks after each artist’s schedule, contracts, portfolio and image. We select the runway shows, campaigns and editorials where each artist’s strengths show best, and we train new faces in walking, posing and camera tests.',
      },
    },
    {
      subtitle: { ko: '영상 제작', en: 'Production' },
      body: {
        ko: '기획부터 촬영, 후반 작업까지 한 팀에서 진행하는 영상 제작 스튜디오를 운영합니다. 브랜드 필름과 룩북, 뷰티 캠페인, 소셜 콘텐츠를 소속 아티스트와 함께 제작해 일관된 톤의 결과물을 빠르게 전달합니다.',
        en: 'Our in-house production studio takes a project from concept through shooting to post-production. Brand films, lookbooks, beauty campaigns and social content are made with our own artists, delivered quickly and in one consistent tone.',
      },
    },
    {
      subtitle: { ko: '캐스팅', en: 'Casting' },
      body: {
        ko: '국내외 브랜드와 매거진, 프로덕션의 캐스팅 의뢰를 받고 있습니다. 촬영 일정과 사용 범위를 알려 주시면 조건에 맞는 아티스트 제안서를 24시간 안에 보내 드립니다.',
        en: 'We welcome casting requests from brands, magazines and production companies in Korea and abroad. Send us your shooting dates and usage, and we will return a proposal of matching artists within 24 hours.',
      },
    },
];

const ABOUT_INFO: DemoPageContent = {
  code: 'ABOUT_INFO',
  ...bySlot('ABOUT_INFO', [
    ...bilingual(ABOUT_SLOTS.title, '브랜드가 기억하는 얼굴을 만듭니다', 'Faces that brands remember'),
    ...ABOUT_SECTIONS.flatMap((section, i) => [
      ...bilingual(ABOUT_SLOTS.sections[i]!.body, section.body.ko, section.body.en),
      ...(section.subtitle && ABOUT_SLOTS.sections[i]!.subtitle ? bilingual(ABOUT_SLOTS.sections[i]!.subtitle!, section.subtitle.ko, section.subtitle.en) : []),
    ]),
  ], [
    [ABOUT_SLOTS.heroImage, landscape('demo/about/hero.jpg', HERO, 'about-hero')],
    ...(['agency', 'management', 'production', 'casting'] as const).map(
      (name, i): [number, DemoImage] => [ABOUT_SLOTS.sections[i]!.image, landscape(`demo/about/section-${i + 1}.jpg`, SECTION, `about-${name}`)],
    ),
  ]),
  videos: [],
};

const PRODUCTION_INFO: DemoPageContent = {
  code: 'PRODUCTION_INFO',
  ...bySlot(
    'PRODUCTION_INFO',
    [
      ...bilingual(
        INFO_SLOTS.description,
        '브랜드 필름, 뷰티 캠페인, 룩북과 뮤직비디오까지. 기획과 캐스팅, 촬영, 편집과 색보정을 한 팀에서 진행해 브랜드의 톤을 처음부터 끝까지 지켜 냅니다.',
        'Brand films, beauty campaigns, lookbooks and music videos. Concept, casting, shooting, editing and grading stay with one team, so the brand’s tone holds from the first frame to the last.',
      ),
      ...bilingual(INFO_SLOTS.title, '프로덕션', 'Production'),
    ],
    [[INFO_SLOTS.image, landscape('demo/production/hero.jpg', HERO, 'production-hero')]],
  ),
  videos: [],
};

const PRODUCTION_CONTENT: DemoPageContent = {
  code: 'PRODUCTION_CONTENT',
  texts: [],
  images: [],
  videos: [
    {
      ...youtube(FILMS.spring),
      title: 'Atelier Onn — 2026 S/S 브랜드 필름',
      titleENG: 'Atelier Onn — 2026 S/S Brand Film',
      date: '',
      thumbnail: thumbnail('demo/production/video-1.jpg', 'prod-1'),
    },
    {
      ...vimeo(FILMS.vimeoMountain),
      title: 'Maru Beauty — 글로우 쿠션 캠페인',
      titleENG: 'Maru Beauty — Glow Cushion Campaign',
      date: '',
      thumbnail: thumbnail('demo/production/video-2.jpg', 'prod-2'),
    },
    {
      ...youtube(FILMS.sintel),
      title: 'Hanul Denim — Blue Hour Lookbook',
      titleENG: '',
      date: '',
      thumbnail: thumbnail('demo/production/video-3.jpg', 'prod-3'),
    },
    {
      ...vimeo(FILMS.vimeoPlayer),
      title: 'Nove Cosmetics — 립 컬렉션 티저',
      titleENG: 'Nove Cosmetics — Lip Collection Teaser',
      date: '',
      thumbnail: thumbnail('demo/production/video-4.jpg', 'prod-4'),
    },
    {
      ...youtube(FILMS.tearsOfSteel),
      title: 'Orr Eyewear — City Lights',
      titleENG: '',
      date: '',
      thumbnail: thumbnail('demo/production/video-5.jpg', 'prod-5'),
    },
    {
      ...youtube(FILMS.cosmosLaundromat),
      title: 'Bleu Maison — 홈 컬렉션 무드 필름',
      titleENG: 'Bleu Maison — Home Collection Mood Film',
      date: '',
      thumbnail: thumbnail('demo/production/video-6.jpg', 'prod-6'),
    },
    {
      ...vimeo(FILMS.vimeoBunny),
      title: 'Dawn Athletics — Morning Run',
      titleENG: '',
      date: '',
      thumbnail: thumbnail('demo/production/video-7.jpg', 'prod-7'),
    },
  ],
};

const NEWS_INFO: DemoPageContent = {
  code: 'NEWS_INFO',
  ...bySlot(
    'NEWS_INFO',
    [
      ...bilingual(
        INFO_SLOTS.description,
        '소속 아티스트의 새 캠페인과 런웨이, 화보 소식을 전합니다. 촬영 현장의 비하인드와 인터뷰 영상도 이곳에서 가장 먼저 만나 보세요.',
        'New campaigns, runway shows and editorials from our artists. Behind-the-scenes films and interviews appear here first.',
      ),
      ...bilingual(INFO_SLOTS.title, '뉴스', 'News'),
    ],
    [[INFO_SLOTS.image, landscape('demo/news/hero.jpg', HERO, 'news-hero')]],
  ),
  videos: [],
};

/** News photos of the demo (the PHOTOS tab). */
const NEWS_PHOTO_COUNT = 12;

const NEWS_CONTENT: DemoPageContent = {
  code: 'NEWS_CONTENT',
  texts: [],
  images: Array.from({ length: NEWS_PHOTO_COUNT }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return i % 3 === 2
      ? landscape(`demo/news/photo-${n}.jpg`, SECTION, `news-photo-${n}`)
      : editorial(`demo/news/photo-${n}.jpg`, `news-photo-${n}`);
  }),
  videos: [
    {
      ...youtube(FILMS.playerDemo),
      title: '2026 F/W 서울패션위크 백스테이지',
      titleENG: 'Seoul Fashion Week 2026 F/W — Backstage',
      date: '2026-10-18',
      thumbnail: thumbnail('demo/news/video-1.jpg', 'news-1'),
    },
    {
      ...vimeo(FILMS.vimeoPlayer),
      title: 'New Faces 2026 — 신인 아티스트 테스트 촬영',
      titleENG: 'New Faces 2026 — Test Shoots',
      date: '2026-09-02',
      thumbnail: thumbnail('demo/news/video-2.jpg', 'news-2'),
    },
    {
      ...youtube(FILMS.bigBuckBunny),
      title: '김서윤 인터뷰 — 첫 글로벌 캠페인을 마치고',
      titleENG: 'Interview: Seo-yoon Kim on Her First Global Campaign',
      date: '2026-07-21',
      thumbnail: thumbnail('demo/news/video-3.jpg', 'news-3'),
    },
    {
      ...youtube(FILMS.spring),
      title: 'Maru Beauty 캠페인 메이킹 필름',
      titleENG: 'Maru Beauty Campaign — Making Of',
      date: '2026-05-30',
      thumbnail: thumbnail('demo/news/video-4.jpg', 'news-4'),
    },
    {
      ...vimeo(FILMS.vimeoMountain),
      title: 'Paris Showroom Diary',
      titleENG: '',
      date: '2026-03-09',
      thumbnail: thumbnail('demo/news/video-5.jpg', 'news-5'),
    },
  ],
};

const CONTACT_INFO: DemoPageContent = {
  code: 'CONTACT_INFO',
  ...bySlot('CONTACT_INFO', [
    ...bilingual(CONTACT_SLOTS.address, '서울특별시 성동구 성수이로 118', '118 Seongsui-ro, Seongdong-gu, Seoul'),
    ...bilingual(CONTACT_SLOTS.addressDetail, '4층 (성수동2가, 에이전시 빌딩)', '4F, Agency Building, Seongsu-dong 2-ga, 04782'),
    [CONTACT_SLOTS.instagramLink, INSTAGRAM_URL],
    [CONTACT_SLOTS.kakaoLink, KAKAO_URL],
    [CONTACT_SLOTS.email, EMAIL],
    [CONTACT_SLOTS.kakaoId, KAKAO_ID],
    [CONTACT_SLOTS.instagramId, INSTAGRAM_HANDLE],
  ]),
  videos: [],
};

const LINK_INFO: DemoPageContent = {
  code: 'LINK_INFO',
  ...bySlot('LINK_INFO', [
    [LINK_SLOTS.kakao, KAKAO_URL],
    [LINK_SLOTS.email, `mailto:${EMAIL}`],
    [LINK_SLOTS.instagram, INSTAGRAM_URL],
  ]),
  videos: [],
};

/** A fictional company: the placeholders Korean forms use (홍길동, 123-45-67890). */
const COMPANY_INFO: DemoPageContent = {
  code: 'COMPANY_INFO',
  ...bySlot('COMPANY_INFO', [
    ...bilingual(COMPANY_SLOTS.companyName, '주식회사 에이전시 (데모)', 'Agency Co., Ltd. (demo)'),
    ...bilingual(COMPANY_SLOTS.representative, '홍길동', 'Gildong Hong'),
    [COMPANY_SLOTS.businessNumber, '123-45-67890'],
    ...bilingual(COMPANY_SLOTS.privacyOfficer, '캐스팅팀 팀장', 'Head of the Casting Team'),
    [COMPANY_SLOTS.privacyContact, EMAIL],
    [COMPANY_SLOTS.policyEffectiveDay, '2026-11-01'],
    [COMPANY_SLOTS.phone, '02-1234-5678'],
    [COMPANY_SLOTS.website, 'https://agency.example'],
  ]),
  videos: [],
};

/**
 * The demo's home leads on (decision 113): below the video, four named artists and the latest production films, with
 * the site's default titles. A new site without this content keeps the spec's home (the video alone); the casting
 * section stays off.
 */
const HOME_SECTIONS: DemoPageContent = {
  code: 'HOME_SECTIONS',
  ...bySlot('HOME_SECTIONS', [
    [HOME_SLOTS.featured.enabled, SWITCH_ON],
    [HOME_SLOTS.featured.artists, 'seo-yoon, ha-rin, do-hyun, mi-na'],
    [HOME_SLOTS.production.enabled, SWITCH_ON],
  ]),
  videos: [],
};

/** No verification codes: each agency gets its own from Naver and Google. */
const SEARCH_INFO: DemoPageContent = { code: 'SEARCH_INFO', ...bySlot('SEARCH_INFO', []), videos: [] };

export const DEMO_PAGE_CONTENTS: DemoPageContent[] = [
  ABOUT_INFO,
  PRODUCTION_INFO,
  PRODUCTION_CONTENT,
  NEWS_INFO,
  NEWS_CONTENT,
  CONTACT_INFO,
  LINK_INFO,
  COMPANY_INFO,
  HOME_SECTIONS,
  SEARCH_INFO,
];

// ---------------------------------------------------------------------------------------------
// Artists

interface ArtistSource {
  urlName: string;
  korName: string;
  engName: string;
  handle: string;
  /** Height, bust, waist and hips in cm, shoe in mm (MEASUREMENTS). */
  measurements: [height: string, bust: string, waist: string, hips: string, shoe: string];
  career: string[];
  careerEng: string[];
  videos: string[];
  detailImages: number;
}

const ARTIST_SOURCES: ArtistSource[] = [
  {
    urlName: 'seo-yoon',
    korName: '김서윤',
    engName: 'Seo-yoon Kim',
    handle: 'seoyoon.kim.demo',
    measurements: ['178', '81', '61', '89', '245'],
    career: [
      '2026 Atelier Onn S/S 글로벌 캠페인 메인 모델',
      '2025 F/W 서울패션위크 런웨이 (7개 브랜드)',
      '2025 패션 매거진 9월호 커버 및 12페이지 에디토리얼',
      '2025 Maru Beauty 글로우 쿠션 TV 광고',
      '2024 Hanul Denim 룩북 및 온라인 캠페인',
      '2024 New Faces 컨테스트 대상',
    ],
    careerEng: [
      '2026 Atelier Onn S/S global campaign, lead model',
      '2025 F/W Seoul Fashion Week runway (7 brands)',
      '2025 Fashion magazine September cover and 12-page editorial',
      '2025 Maru Beauty Glow Cushion TV commercial',
      '2024 Hanul Denim lookbook and online campaign',
      '2024 New Faces contest, grand prize',
    ],
    videos: [FILMS.spring, FILMS.vimeoMountain, FILMS.bigBuckBunny],
    detailImages: 6,
  },
  {
    urlName: 'ji-woo',
    korName: '한지우',
    engName: 'Ji-woo Han',
    handle: 'jiwoo.han.demo',
    measurements: ['176', '79', '58', '86', '240'],
    career: [
      '2026 Nove Cosmetics 립 컬렉션 캠페인',
      '2025 S/S 파리 쇼룸 룩북 (Atelier Onn)',
      '2025 뷰티 매거진 5월호 커버',
      '2024 F/W 서울패션위크 런웨이 (5개 브랜드)',
      '2024 Orr Eyewear 시즌 캠페인',
    ],
    careerEng: [
      '2026 Nove Cosmetics lip collection campaign',
      '2025 S/S Paris showroom lookbook (Atelier Onn)',
      '2025 Beauty magazine May cover',
      '2024 F/W Seoul Fashion Week runway (5 brands)',
      '2024 Orr Eyewear seasonal campaign',
    ],
    videos: [FILMS.vimeoPlayer, FILMS.sintel],
    detailImages: 5,
  },
  {
    urlName: 'do-hyun',
    korName: '박도현',
    engName: 'Do-hyun Park',
    handle: 'dohyun.park.demo',
    measurements: ['188', '97', '76', '94', '280'],
    career: [
      '2026 Dawn Athletics 러닝 라인 글로벌 캠페인',
      '2025 F/W 밀라노 남성복 컬렉션 런웨이',
      '2025 남성 매거진 11월호 에디토리얼',
      '2024 Hanul Denim 브랜드 필름 주연',
      '2023 S/S 서울패션위크 데뷔 (4개 브랜드)',
    ],
    careerEng: [
      '2026 Dawn Athletics running line, global campaign',
      '2025 F/W Milan menswear collections, runway',
      '2025 Men’s magazine November editorial',
      '2024 Hanul Denim brand film, lead',
      '2023 S/S Seoul Fashion Week debut (4 brands)',
    ],
    videos: [FILMS.tearsOfSteel, FILMS.vimeoBunny],
    detailImages: 5,
  },
  {
    urlName: 'mi-na',
    korName: '강미나',
    engName: 'Mi-na Kang',
    handle: 'mina.kang.demo',
    measurements: ['174', '81', '61', '86', '240'],
    career: [
      '2026 Maru Beauty 스킨케어 라인 앰배서더',
      '2025 Bleu Maison 홈 컬렉션 무드 필름',
      '2025 라이프스타일 매거진 봄호 화보',
      '2024 Nove Cosmetics 온라인 캠페인',
    ],
    careerEng: [
      '2026 Maru Beauty skincare line, ambassador',
      '2025 Bleu Maison home collection mood film',
      '2025 Lifestyle magazine spring editorial',
      '2024 Nove Cosmetics online campaign',
    ],
    videos: [FILMS.cosmosLaundromat],
    detailImages: 4,
  },
  {
    urlName: 'jun-seo',
    korName: '이준서',
    engName: 'Jun-seo Lee',
    handle: 'junseo.lee.demo',
    measurements: ['186', '94', '74', '91', '275'],
    career: [
      '2026 Orr Eyewear City Lights 캠페인 필름',
      '2025 F/W 서울패션위크 런웨이 (6개 브랜드)',
      '2025 스트리트 브랜드 시즌 룩북 3편',
      '2024 뮤직비디오 출연 (인디 밴드 싱글)',
    ],
    careerEng: [
      '2026 Orr Eyewear City Lights campaign film',
      '2025 F/W Seoul Fashion Week runway (6 brands)',
      '2025 Three seasonal lookbooks for street labels',
      '2024 Music video appearance (indie band single)',
    ],
    videos: [FILMS.tearsOfSteel, FILMS.vimeoPlayer, FILMS.spring],
    detailImages: 5,
  },
  {
    urlName: 'ha-rin',
    korName: '최하린',
    engName: 'Ha-rin Choi',
    handle: 'harin.choi.demo',
    measurements: ['179', '84', '61', '89', '250'],
    career: [
      '2026 Atelier Onn 파리 패션위크 쇼 (오프닝)',
      '2025 하이주얼리 브랜드 캠페인',
      '2025 패션 매거진 3월호 커버',
      '2024 F/W 서울패션위크 런웨이 (8개 브랜드)',
      '2024 Hanul Denim 데님 컬렉션 캠페인',
      '2023 New Faces 컨테스트 입상',
    ],
    careerEng: [
      '2026 Atelier Onn show at Paris Fashion Week (opening look)',
      '2025 Fine jewellery brand campaign',
      '2025 Fashion magazine March cover',
      '2024 F/W Seoul Fashion Week runway (8 brands)',
      '2024 Hanul Denim denim collection campaign',
      '2023 New Faces contest, finalist',
    ],
    videos: [FILMS.sintel, FILMS.vimeoMountain],
    detailImages: 6,
  },
  {
    urlName: 'yu-an',
    korName: '정유안',
    engName: 'Yu-an Jung',
    handle: 'yuan.jung.demo',
    measurements: ['185', '91', '71', '91', '270'],
    career: [
      '2026 Dawn Athletics Morning Run 캠페인',
      '2025 아웃도어 브랜드 F/W 카탈로그',
      '2025 남성 그루밍 브랜드 온라인 광고',
      '2024 S/S 서울패션위크 런웨이 (3개 브랜드)',
    ],
    careerEng: [
      '2026 Dawn Athletics Morning Run campaign',
      '2025 Outdoor brand F/W catalogue',
      '2025 Men’s grooming brand online commercial',
      '2024 S/S Seoul Fashion Week runway (3 brands)',
    ],
    videos: [FILMS.vimeoBunny, FILMS.bigBuckBunny],
    detailImages: 4,
  },
  {
    urlName: 'so-eun',
    korName: '윤소은',
    engName: 'So-eun Yoon',
    handle: 'soeun.yoon.demo',
    measurements: ['172', '79', '58', '84', '235'],
    career: [
      '2026 Nove Cosmetics 베이스 메이크업 캠페인',
      '2025 Bleu Maison 리빙 카탈로그',
      '2025 뷰티 매거진 8월호 에디토리얼',
      '2024 핸드백 브랜드 시즌 룩북',
      '2024 New Faces 테스트 촬영 선발',
    ],
    careerEng: [
      '2026 Nove Cosmetics base make-up campaign',
      '2025 Bleu Maison living catalogue',
      '2025 Beauty magazine August editorial',
      '2024 Handbag brand seasonal lookbook',
      '2024 Selected at the New Faces test shoot',
    ],
    videos: [FILMS.playerDemo],
    detailImages: 4,
  },
  // Four more (decision 112): the roster's first screen holds two rows of six at 1440 px.
  {
    urlName: 'ye-jin',
    korName: '오예진',
    engName: 'Ye-jin Oh',
    handle: 'yejin.oh.demo',
    measurements: ['175', '80', '59', '87', '245'],
    career: ['2026 Bleu Maison S/S 캠페인', '2025 F/W 서울패션위크 런웨이 (4개 브랜드)', '2025 주얼리 브랜드 온라인 룩북'],
    careerEng: ['2026 Bleu Maison S/S campaign', '2025 F/W Seoul Fashion Week runway (4 brands)', '2025 Jewellery brand online lookbook'],
    videos: [FILMS.sintel],
    detailImages: 3,
  },
  {
    urlName: 'tae-oh',
    korName: '문태오',
    engName: 'Tae-oh Moon',
    handle: 'taeoh.moon.demo',
    measurements: ['183', '95', '75', '93', '275'],
    career: ['2026 Hanul Denim 남성 라인 캠페인', '2025 남성 매거진 6월호 화보', '2024 스포츠 브랜드 온라인 광고'],
    careerEng: ['2026 Hanul Denim menswear line campaign', '2025 Men’s magazine June editorial', '2024 Sports brand online commercial'],
    videos: [FILMS.tearsOfSteel],
    detailImages: 3,
  },
  {
    urlName: 'ga-eun',
    korName: '임가은',
    engName: 'Ga-eun Lim',
    handle: 'gaeun.lim.demo',
    measurements: ['173', '80', '58', '85', '240'],
    career: ['2026 Maru Beauty 립 틴트 광고', '2025 뷰티 매거진 11월호 에디토리얼', '2025 New Faces 테스트 촬영 선발'],
    careerEng: ['2026 Maru Beauty lip tint commercial', '2025 Beauty magazine November editorial', '2025 Selected at the New Faces test shoot'],
    videos: [FILMS.vimeoMountain],
    detailImages: 3,
  },
  {
    urlName: 'si-woo',
    korName: '배시우',
    engName: 'Si-woo Bae',
    handle: 'siwoo.bae.demo',
    measurements: ['182', '93', '73', '92', '270'],
    career: ['2026 Orr Eyewear 남성 컬렉션 룩북', '2025 S/S 서울패션위크 런웨이 (3개 브랜드)', '2025 뮤직비디오 출연'],
    careerEng: ['2026 Orr Eyewear men’s collection lookbook', '2025 S/S Seoul Fashion Week runway (3 brands)', '2025 Music video appearance'],
    videos: [FILMS.bigBuckBunny],
    detailImages: 3,
  },
];

/** The demo's boards in their order, each with the URL names of its artists (decision 079). */
export const DEMO_BOARDS: { slug: string; korName: string; engName: string; artists: string[] }[] = [
  { slug: 'women', korName: '여성', engName: 'WOMEN', artists: ['seo-yoon', 'ji-woo', 'mi-na', 'ha-rin', 'so-eun', 'ye-jin', 'ga-eun'] },
  { slug: 'men', korName: '남성', engName: 'MEN', artists: ['do-hyun', 'jun-seo', 'yu-an', 'tae-oh', 'si-woo'] },
  { slug: 'new-faces', korName: '뉴 페이스', engName: 'NEW FACES', artists: ['mi-na', 'yu-an', 'so-eun'] },
];

export const DEMO_ARTISTS: DemoArtist[] = ARTIST_SOURCES.map((a, index) => {
  const folder = `demo/artists/${a.urlName}`;
  const [height, bust, waist, hips, shoe] = a.measurements;
  return {
    urlName: a.urlName,
    korName: a.korName,
    engName: a.engName,
    priority: index + 1,
    // No comp card file: COMPCARD opens the card the server makes from the profile (decision 116).
    instagram: `https://www.instagram.com/${a.handle}/`,
    youtube: a.videos[0]!,
    career: a.career.join('\n'),
    careerENG: a.careerEng.join('\n'),
    height,
    bust,
    waist,
    hips,
    shoe,
    mainImage: portrait(`${folder}/main.jpg`, `${a.urlName}-main`),
    detailMainImage: portrait(`${folder}/detail-main.jpg`, `${a.urlName}-detail`),
    detailImages: Array.from({ length: a.detailImages }, (_, i) => editorial(`${folder}/detail-${String(i + 1).padStart(2, '0')}.jpg`, `${a.urlName}-${String(i + 1).padStart(2, '0')}`)),
    detailVideos: a.videos,
    polaroids: ['face', 'full', 'profile'].map((shot) => portrait(`${folder}/polaroid-${shot}.jpg`, `${a.urlName}-polaroid-${shot}`)),
    // A set a few weeks old, as agencies refresh them every season.
    polaroidsTakenOn: new Date(Date.UTC(2026, 9, 6 + index * 3)).toISOString().slice(0, 10),
  };
});

/** Every picture the demo needs, each once. */
export function demoImages(): DemoImage[] {
  const all: DemoImage[] = [DEMO_POSTER];
  for (const page of DEMO_PAGE_CONTENTS) {
    all.push(...page.images, ...page.videos.map((v) => v.thumbnail));
  }
  for (const artist of DEMO_ARTISTS) {
    all.push(...Object.values(artist).filter(isDemoImage), ...artist.detailImages, ...artist.polaroids);
  }
  return [...new Map(all.map((image) => [image.path, image])).values()];
}

export function isDemoImage(value: unknown): value is DemoImage {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'motif' in value;
}
