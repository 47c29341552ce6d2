import { VideoManager } from './video-manager';

export function ProductionVideosPage() {
  return <VideoManager code="PRODUCTION_CONTENT" title="프로덕션 영상 관리" />;
}

export function NewsVideosPage() {
  return <VideoManager code="NEWS_CONTENT" title="뉴스 영상 관리" />;
}
