import type { PageContent } from '@agency/contract/page-content';
import { adminTexts } from '@admin/admin-texts';
import { ImageTiles } from '@admin/components/image-tiles';
import { UploadFailure } from '@admin/lib/edit-form/save-with-uploads';
import { UploadCancelled } from '@admin/lib/uploads/put-file';
import { resolveImage } from '@admin/lib/image-value';
import { imageRowSchema, imageRowsFrom, keptImageRows, type ImageRow } from '@admin/lib/rows';
import { mediaPrefixes } from '@admin/lib/uploads/media-prefixes';
import type { Uploader } from '@admin/lib/uploads/use-uploads';
import { toImageUpsert } from './image-rows';
import { MediaListEditor } from './media-list-editor';
import { keptVideoRows, toVideoRows, toVideoUpsert, videoRowSchema, type VideoListCode, type VideoRow } from './video-rows';
import { VideoRowsEditor } from './video-rows-editor';

const VIDEO_LIST_DESCRIPTION = '영상을 추가하거나 삭제한 뒤 저장하면 공개 페이지에 반영됩니다. 삭제는 저장할 때 적용됩니다.';

function VideoList({ code, title }: { code: VideoListCode; title: string }) {
  const prepare = async (rows: VideoRow[], upload: Uploader) => {
    const kept = keptVideoRows(rows);
    // All at once: the uploader sends three at a time.
    const thumbnails = await Promise.all(
      kept.map((row, index) =>
        resolveImage(row.thumbnail, upload, mediaPrefixes.videoThumbnails(code), index).catch((error: unknown) => {
          throw error instanceof UploadCancelled ? error : new UploadFailure(adminTexts.thumbnailUploadFailed, { cause: error });
        }),
      ),
    );
    return toVideoUpsert(code, kept, thumbnails);
  };
  return (
    <MediaListEditor
      code={code}
      title={title}
      description={VIDEO_LIST_DESCRIPTION}
      toRows={(content: PageContent) => toVideoRows(content.pageContentVideos)}
      rowSchema={videoRowSchema}
      prepare={prepare}
      rowLabel={(row, n) => (row.title.trim() ? `영상 ${n}: ${row.title.trim()}` : `영상 ${n}`)}
    >
      <VideoRowsEditor datedRows={code === 'NEWS_CONTENT'} />
    </MediaListEditor>
  );
}

export function ProductionVideosPage() {
  return <VideoList code="PRODUCTION_CONTENT" title="프로덕션 영상 관리" />;
}

export function NewsVideosPage() {
  return <VideoList code="NEWS_CONTENT" title="뉴스 영상 관리" />;
}

/** The photo list of NEWS_CONTENT. */
export function NewsImagesPage() {
  const prepare = async (rows: ImageRow[], upload: Uploader) => {
    const kept = keptImageRows(rows);
    const urls = await Promise.all(kept.map((row) => resolveImage(row.image, upload, mediaPrefixes.pageImages('NEWS_CONTENT'), row.priority)));
    return toImageUpsert(kept, urls);
  };
  return (
    <MediaListEditor
      code="NEWS_CONTENT"
      title="뉴스 사진 관리"
      description="사진을 추가하거나 삭제한 뒤 저장하면 뉴스 페이지의 PHOTOS 탭에 반영됩니다."
      toRows={(content: PageContent) => imageRowsFrom(content.pageContentImages)}
      rowSchema={imageRowSchema}
      prepare={prepare}
      rowLabel={(_row, n) => `사진 ${n}`}
    >
      <ImageTiles name="rows" title="사진 목록" addLabel="사진 추가" itemLabel={(n) => `사진 ${n}`} framed={false} />
    </MediaListEditor>
  );
}
