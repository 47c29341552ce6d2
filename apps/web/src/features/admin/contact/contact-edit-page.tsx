import { PageContentEditor } from '../page-editor/page-content-editor';
import { contactLayout } from './contact-slot-labels';

export function ContactEditPage() {
  return <PageContentEditor title="연락처 정보 편집" description="CONTACT 페이지의 주소, 링크와 캐스팅 문의 안내를 편집합니다." layout={contactLayout} />;
}
