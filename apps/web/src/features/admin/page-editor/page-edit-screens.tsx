import { newsLayout, aboutLayout, productionLayout } from './page-slot-labels';
import { PageContentEditor } from './page-content-editor';

export function AboutEditPage() {
  return <PageContentEditor title="소개 페이지 편집" description="ABOUT 페이지의 제목, 네 개 섹션의 글과 이미지를 편집합니다." layout={aboutLayout} />;
}

export function ProductionEditPage() {
  return <PageContentEditor title="프로덕션 페이지 편집" description="PRODUCTION 페이지 상단의 이미지, 제목과 설명을 편집합니다." layout={productionLayout} />;
}

export function NewsEditPage() {
  return <PageContentEditor title="뉴스 페이지 편집" description="NEWS 페이지 상단의 이미지, 제목과 설명을 편집합니다." layout={newsLayout} />;
}
