import type { PageContentCode } from '@agency/contract/page-content';
import type { PlaceholderSpec } from './placeholder-images';

/**
 * The bilingual demo shown on an empty database: every page-content slot of SPEC.md section 3,
 * a roster of fictional artists, production and news videos and news photos.
 *
 * Pure data. Pictures are described here (`DemoImage`) and drawn at seed time; links to them are
 * the blob store's public URLs, filled in by the seed. Video URLs are public YouTube and Vimeo
 * films (Blender open movies and Vimeo's own showcase films) standing in for campaign films;
 * only the visitor's browser embeds them, the server never fetches them.
 */

/** A picture drawn at seed time and stored at `path` in the blob store. */
export interface DemoImage extends PlaceholderSpec {
  path: string;
}

export interface DemoVideo {
  isYoutube: boolean;
  title: string;
  videoUrl: string;
  thumbnail: DemoImage;
}

export interface DemoPageContent {
  code: PageContentCode;
  /** Text i has priority i + 1 (the slot numbers of SPEC.md section 3). */
  texts: string[];
  /** Image i has priority i + 1. */
  images: DemoImage[];
  /** Video i has priority i + 1. */
  videos: DemoVideo[];
}

export interface DemoArtist {
  urlName: string;
  korName: string;
  engName: string;
  priority: number;
  /** A generated comp card picture. */
  compCard: DemoImage;
  instagram: string;
  youtube: string;
  career: string;
  careerEng: string;
  height: string;
  bust: string;
  waist: string;
  hips: string;
  shoe: string;
  mainImage: DemoImage;
  detailMainImage: DemoImage;
  detailImages: DemoImage[];
  detailVideos: string[];
}

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

const portrait = (path: string, seed: string, title?: string, caption?: string): DemoImage => ({
  path,
  ...PORTRAIT,
  motif: 'portrait',
  seed,
  title,
  caption,
});
const editorial = (path: string, seed: string, title?: string, caption?: string): DemoImage => ({
  path,
  ...PORTRAIT,
  motif: 'editorial',
  seed,
  title,
  caption,
});
const landscape = (
  path: string,
  size: { width: number; height: number },
  seed: string,
  title?: string,
  caption?: string,
): DemoImage => ({ path, ...size, motif: 'landscape', seed, title, caption });
const thumbnail = (path: string, seed: string, title: string, caption: string): DemoImage => ({
  path,
  ...THUMBNAIL,
  motif: 'thumbnail',
  seed,
  title,
  caption,
});

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
// Pages

const ABOUT_INFO: DemoPageContent = {
  code: 'ABOUT_INFO',
  texts: [
    // 1-4 Korean descriptions
    '서울 성수동에 기반을 둔 모델·아티스트 매니지먼트 에이전시입니다. 패션과 뷰티, 라이프스타일 브랜드가 필요로 하는 얼굴을 찾고, 아티스트 한 사람 한 사람이 오래 일할 수 있는 커리어를 함께 설계합니다.',
    '소속 아티스트의 일정, 계약, 포트폴리오와 이미지 관리를 전담 매니저가 맡습니다. 런웨이와 캠페인, 에디토리얼까지 각자의 강점이 가장 잘 드러나는 작업을 선별해 연결하고, 신인 아티스트에게는 워킹·포즈·카메라 테스트 트레이닝을 제공합니다.',
    '기획부터 촬영, 후반 작업까지 한 팀에서 진행하는 영상 제작 스튜디오를 운영합니다. 브랜드 필름과 룩북, 뷰티 캠페인, 소셜 콘텐츠를 소속 아티스트와 함께 제작해 일관된 톤의 결과물을 빠르게 전달합니다.',
    '국내외 브랜드와 매거진, 프로덕션의 캐스팅 의뢰를 받고 있습니다. 촬영 일정과 사용 범위를 알려 주시면 조건에 맞는 아티스트 제안서를 24시간 안에 보내 드립니다.',
    // 5-8 English descriptions
    'We are a model and artist management agency based in Seongsu, Seoul. We find the faces that fashion, beauty and lifestyle brands are looking for, and we build long careers together with every artist we represent.',
    'A dedicated manager looks after each artist’s schedule, contracts, portfolio and image. We select the runway shows, campaigns and editorials where each artist’s strengths show best, and we train new faces in walking, posing and camera tests.',
    'Our in-house production studio takes a project from concept through shooting to post-production. Brand films, lookbooks, beauty campaigns and social content are made with our own artists, delivered quickly and in one consistent tone.',
    'We welcome casting requests from brands, magazines and production companies in Korea and abroad. Send us your shooting dates and usage, and we will return a proposal of matching artists within 24 hours.',
    // 9 Korean title, 10 English title
    '브랜드가 기억하는 얼굴을 만듭니다',
    'Faces that brands remember',
    // 11-13 Korean subtitles (sections 2 to 4)
    '매니지먼트',
    '영상 제작',
    '캐스팅',
    // 14-16 English subtitles
    'Management',
    'Production',
    'Casting',
  ],
  images: [
    landscape('demo/about/hero.jpg', HERO, 'about-hero'),
    landscape('demo/about/section-1.jpg', SECTION, 'about-agency'),
    landscape('demo/about/section-2.jpg', SECTION, 'about-management'),
    landscape('demo/about/section-3.jpg', SECTION, 'about-production'),
    landscape('demo/about/section-4.jpg', SECTION, 'about-casting'),
  ],
  videos: [],
};

const PRODUCTION_INFO: DemoPageContent = {
  code: 'PRODUCTION_INFO',
  texts: [
    '브랜드 필름, 뷰티 캠페인, 룩북과 뮤직비디오까지. 기획과 캐스팅, 촬영, 편집과 색보정을 한 팀에서 진행해 브랜드의 톤을 처음부터 끝까지 지켜 냅니다.',
    'Brand films, beauty campaigns, lookbooks and music videos. Concept, casting, shooting, editing and grading stay with one team, so the brand’s tone holds from the first frame to the last.',
    '프로덕션',
    'Production',
  ],
  images: [landscape('demo/production/hero.jpg', HERO, 'production-hero')],
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
      thumbnail: thumbnail('demo/production/video-1.jpg', 'prod-1', 'ATELIER ONN', 'SS26 BRAND FILM'),
    },
    {
      ...vimeo(FILMS.vimeoMountain),
      title: 'Maru Beauty — 글로우 쿠션 캠페인',
      thumbnail: thumbnail('demo/production/video-2.jpg', 'prod-2', 'MARU BEAUTY', 'CAMPAIGN'),
    },
    {
      ...youtube(FILMS.sintel),
      title: 'Hanul Denim — Blue Hour Lookbook',
      thumbnail: thumbnail('demo/production/video-3.jpg', 'prod-3', 'HANUL DENIM', 'LOOKBOOK'),
    },
    {
      ...vimeo(FILMS.vimeoPlayer),
      title: 'Nove Cosmetics — 립 컬렉션 티저',
      thumbnail: thumbnail('demo/production/video-4.jpg', 'prod-4', 'NOVE', 'TEASER'),
    },
    {
      ...youtube(FILMS.tearsOfSteel),
      title: 'Orr Eyewear — City Lights',
      thumbnail: thumbnail('demo/production/video-5.jpg', 'prod-5', 'ORR EYEWEAR', 'FILM'),
    },
    {
      ...youtube(FILMS.cosmosLaundromat),
      title: 'Bleu Maison — 홈 컬렉션 무드 필름',
      thumbnail: thumbnail('demo/production/video-6.jpg', 'prod-6', 'BLEU MAISON', 'MOOD FILM'),
    },
    {
      ...vimeo(FILMS.vimeoBunny),
      title: 'Dawn Athletics — Morning Run',
      thumbnail: thumbnail('demo/production/video-7.jpg', 'prod-7', 'DAWN', 'CAMPAIGN'),
    },
  ],
};

const NEWS_INFO: DemoPageContent = {
  code: 'NEWS_INFO',
  texts: [
    '소속 아티스트의 새 캠페인과 런웨이, 화보 소식을 전합니다. 촬영 현장의 비하인드와 인터뷰 영상도 이곳에서 가장 먼저 만나 보세요.',
    'New campaigns, runway shows and editorials from our artists. Behind-the-scenes films and interviews appear here first.',
    '뉴스',
    'News',
  ],
  images: [landscape('demo/news/hero.jpg', HERO, 'news-hero')],
  videos: [],
};

const NEWS_PHOTO_CAPTIONS = [
  ['SEOUL FASHION WEEK', 'FW26'],
  ['BACKSTAGE', 'RUNWAY'],
  ['EDITORIAL', 'ISSUE 04'],
  ['MARU BEAUTY', 'CAMPAIGN'],
  ['ATELIER ONN', 'SS26'],
  ['NEW FACES', '2026'],
  ['HANUL DENIM', 'LOOKBOOK'],
  ['STUDIO', 'TEST SHOOT'],
  ['ORR EYEWEAR', 'CAMPAIGN'],
  ['PARIS', 'SHOWROOM'],
  ['COVER', 'ISSUE 07'],
  ['BEHIND', 'THE SCENES'],
] as const;

const NEWS_CONTENT: DemoPageContent = {
  code: 'NEWS_CONTENT',
  texts: [],
  images: NEWS_PHOTO_CAPTIONS.map(([title, caption], i) => {
    const n = String(i + 1).padStart(2, '0');
    return i % 3 === 2
      ? landscape(`demo/news/photo-${n}.jpg`, SECTION, `news-photo-${n}`, title, caption)
      : editorial(`demo/news/photo-${n}.jpg`, `news-photo-${n}`, title, caption);
  }),
  videos: [
    {
      ...youtube(FILMS.playerDemo),
      title: '2026 F/W 서울패션위크 백스테이지',
      thumbnail: thumbnail('demo/news/video-1.jpg', 'news-1', 'BACKSTAGE', 'FW26'),
    },
    {
      ...vimeo(FILMS.vimeoPlayer),
      title: 'New Faces 2026 — 신인 아티스트 테스트 촬영',
      thumbnail: thumbnail('demo/news/video-2.jpg', 'news-2', 'NEW FACES', '2026'),
    },
    {
      ...youtube(FILMS.bigBuckBunny),
      title: '김서윤 인터뷰 — 첫 글로벌 캠페인을 마치고',
      thumbnail: thumbnail('demo/news/video-3.jpg', 'news-3', 'SEO-YOON KIM', 'INTERVIEW'),
    },
    {
      ...youtube(FILMS.spring),
      title: 'Maru Beauty 캠페인 메이킹 필름',
      thumbnail: thumbnail('demo/news/video-4.jpg', 'news-4', 'MARU BEAUTY', 'MAKING FILM'),
    },
    {
      ...vimeo(FILMS.vimeoMountain),
      title: 'Paris Showroom Diary',
      thumbnail: thumbnail('demo/news/video-5.jpg', 'news-5', 'PARIS', 'DIARY'),
    },
  ],
};

const CONTACT_INFO: DemoPageContent = {
  code: 'CONTACT_INFO',
  texts: [
    '서울특별시 성동구 성수이로 118',
    '4층 (성수동2가, 에이전시 빌딩)',
    INSTAGRAM_URL,
    KAKAO_URL,
    EMAIL,
    KAKAO_ID,
    INSTAGRAM_HANDLE,
    '118 Seongsui-ro, Seongdong-gu, Seoul',
    '4F, Agency Building, Seongsu-dong 2-ga, 04782',
  ],
  images: [],
  videos: [],
};

const LINK_INFO: DemoPageContent = {
  code: 'LINK_INFO',
  texts: [KAKAO_URL, `mailto:${EMAIL}`, INSTAGRAM_URL],
  images: [],
  videos: [],
};

export const DEMO_PAGE_CONTENTS: DemoPageContent[] = [
  ABOUT_INFO,
  PRODUCTION_INFO,
  PRODUCTION_CONTENT,
  NEWS_INFO,
  NEWS_CONTENT,
  CONTACT_INFO,
  LINK_INFO,
];

// ---------------------------------------------------------------------------------------------
// Artists

interface ArtistSource {
  urlName: string;
  korName: string;
  engName: string;
  handle: string;
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
    measurements: ['178', '32', '24', '35', '245'],
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
    measurements: ['176', '31', '23', '34', '240'],
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
    measurements: ['188', '38', '30', '37', '280'],
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
    measurements: ['174', '32', '24', '34', '240'],
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
    measurements: ['186', '37', '29', '36', '275'],
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
    measurements: ['179', '33', '24', '35', '250'],
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
    measurements: ['185', '36', '28', '36', '270'],
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
    measurements: ['172', '31', '23', '33', '235'],
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
];

export const DEMO_ARTISTS: DemoArtist[] = ARTIST_SOURCES.map((a, index) => {
  const name = a.engName.toUpperCase();
  const folder = `demo/artists/${a.urlName}`;
  const [height, bust, waist, hips, shoe] = a.measurements;
  return {
    urlName: a.urlName,
    korName: a.korName,
    engName: a.engName,
    priority: index + 1,
    compCard: {
      path: `${folder}/comp-card.jpg`,
      ...SECTION,
      motif: 'compcard',
      seed: `${a.urlName}-comp`,
      title: name,
      caption: `HEIGHT ${height} · BUST ${bust} · WAIST ${waist} · HIPS ${hips} · SHOE ${shoe}`,
    },
    instagram: `https://www.instagram.com/${a.handle}/`,
    youtube: a.videos[0]!,
    career: a.career.join('\n'),
    careerEng: a.careerEng.join('\n'),
    height,
    bust,
    waist,
    hips,
    shoe,
    mainImage: portrait(`${folder}/main.jpg`, `${a.urlName}-main`, name, 'SEOUL'),
    detailMainImage: portrait(`${folder}/detail-main.jpg`, `${a.urlName}-detail`, name, 'PORTFOLIO'),
    detailImages: Array.from({ length: a.detailImages }, (_, i) => {
      const n = String(i + 1).padStart(2, '0');
      const total = String(a.detailImages).padStart(2, '0');
      return editorial(`${folder}/detail-${n}.jpg`, `${a.urlName}-${n}`, i === 0 ? name : undefined, `${n} / ${total}`);
    }),
    detailVideos: a.videos,
  };
});

/** Every picture the demo needs, each once. */
export function demoImages(): DemoImage[] {
  const all: DemoImage[] = [DEMO_POSTER];
  for (const page of DEMO_PAGE_CONTENTS) {
    all.push(...page.images, ...page.videos.map((v) => v.thumbnail));
  }
  for (const artist of DEMO_ARTISTS) {
    all.push(artist.mainImage, artist.detailMainImage, artist.compCard, ...artist.detailImages);
  }
  return [...new Map(all.map((image) => [image.path, image])).values()];
}
