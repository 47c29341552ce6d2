import { PageContentEditor } from '../page-editor/page-content-editor';
import { linkLayout } from './link-slot-labels';

export function LinksEditPage() {
  return <PageContentEditor title="헤더 링크 편집" description="모든 공개 페이지 상단에 보이는 세 개의 아이콘 링크입니다." layout={linkLayout} />;
}
