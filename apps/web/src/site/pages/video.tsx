export { VideoDetailPage as default } from '@site/features/video/components/video-detail-page';
