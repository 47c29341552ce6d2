import { PageContentEditor } from './page-content-editor';
import { aboutLayout, companyLayout, contactLayout, homeLayout, linkLayout, newsLayout, productionLayout, searchLayout } from '@admin/lib/slot-layouts';

export function AboutEditPage() {
  return <PageContentEditor title="소개 페이지 편집" description="ABOUT 페이지의 제목, 네 개 섹션의 글과 이미지를 편집합니다." layout={aboutLayout} />;
}

export function ProductionEditPage() {
  return <PageContentEditor title="프로덕션 페이지 편집" description="PRODUCTION 페이지 상단의 이미지, 제목과 설명을 편집합니다." layout={productionLayout} />;
}

export function NewsEditPage() {
  return <PageContentEditor title="뉴스 페이지 편집" description="NEWS 페이지 상단의 이미지, 제목과 설명을 편집합니다." layout={newsLayout} />;
}

export function ContactEditPage() {
  return <PageContentEditor title="연락처 정보 편집" description="CONTACT 페이지의 주소, 링크와 캐스팅 문의 안내를 편집합니다." layout={contactLayout} />;
}

export function LinksEditPage() {
  return (
    <PageContentEditor
      title="메뉴 링크 편집"
      description="공개 페이지의 메뉴(☰ 버튼)를 열면 메뉴 아래쪽에 보이는 세 개의 아이콘 링크입니다. 비워 둔 링크의 아이콘은 보이지 않습니다."
      layout={linkLayout}
    />
  );
}

export function CompanyEditPage() {
  return (
    <PageContentEditor
      title="회사 정보 · 개인정보처리방침"
      description="모든 공개 페이지 아래쪽(푸터)의 사업자 정보, 개인정보처리방침(/privacy)의 보호책임자와 시행일, 컴프카드 PDF의 전화번호와 웹사이트입니다. 비워 둔 항목은 보이지 않습니다."
      layout={companyLayout}
    />
  );
}

export function HomeSectionsEditPage() {
  return (
    <PageContentEditor
      title="홈 화면 섹션"
      description="홈 화면의 전체 화면 영상 아래에 보이는 섹션입니다. 켜 둔 섹션만 보이고, 모두 꺼 두면 홈 화면은 영상만 보입니다. 비워 둔 제목과 문구는 기본 문구로 보입니다."
      layout={homeLayout}
    />
  );
}

export function SearchEditPage() {
  return (
    <PageContentEditor
      title="검색 엔진 등록"
      description="네이버와 Google 검색에 사이트를 등록할 때 받는 확인 코드입니다. 입력한 코드는 홈 화면의 HTML 헤드에 들어갑니다. robots.txt는 네이버(Yeti)와 Google의 수집을 허용하고 사이트맵(/sitemap.xml)을 알려 줍니다."
      layout={searchLayout}
    />
  );
}
