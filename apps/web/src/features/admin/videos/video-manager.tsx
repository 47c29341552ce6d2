import { getPageContent } from '../../../lib/page-content/get-page-content';
import { adminTexts } from '../admin-texts';
import { upsertPageContent } from '../shared/api/upsert-page-content';
import { useAdminDialogs } from '../shared/dialogs/dialog-context';
import { EditScreen } from '../shared/edit-screen';
import { resolveImage } from '../shared/image-value';
import { saveWithUploads, UploadFailure } from '../shared/save-with-uploads';
import { mediaPrefixes } from '../shared/upload/media-prefixes';
import { useUploads } from '../shared/upload/use-uploads';
import { useEditForm } from '../shared/use-edit-form';
import { VideoRowEditor } from './video-row-editor';
import { keptVideoRows, newVideoRow, toVideoRows, toVideoUpsert, type VideoRow } from './video-rows';

type VideoManagerProps = { code: 'PRODUCTION_CONTENT' | 'NEWS_CONTENT'; title: string };

/** The video list of PRODUCTION_CONTENT or NEWS_CONTENT; deletions take effect on save. */
export function VideoManager({ code, title }: VideoManagerProps) {
  const dialogs = useAdminDialogs();
  const uploads = useUploads();
  const { state, update, save } = useEditForm({
    key: code,
    load: () => getPageContent(code),
    toForm: (content) => toVideoRows(content.pageContentVideos),
  });

  const setRow = (key: string, row: VideoRow) => update((rows) => rows.map((item) => (item.key === key ? row : item)));
  const removeRow = async (row: VideoRow) => {
    if (await dialogs.confirm(adminTexts.confirmRemoveItem, { confirmLabel: adminTexts.remove, danger: true })) {
      update((rows) => rows.filter((item) => item.key !== row.key));
    }
  };

  const onSave = () =>
    void save((rows) => {
      uploads.clear();
      const kept = keptVideoRows(rows);
      return saveWithUploads(dialogs, {
        prepare: async () => {
          const thumbnails: string[] = [];
          for (const [index, row] of kept.entries()) {
            try {
              thumbnails.push(await resolveImage(row.thumbnail, uploads.upload, mediaPrefixes.videoThumbnails(code), index));
            } catch (error) {
              throw new UploadFailure(adminTexts.thumbnailUploadFailed, { cause: error });
            }
          }
          return toVideoUpsert(code, kept, thumbnails);
        },
        persist: upsertPageContent,
      });
    });

  return (
    <EditScreen
      title={title}
      description="영상을 추가하거나 삭제한 뒤 저장하면 공개 페이지에 반영됩니다. 삭제는 저장할 때 적용됩니다."
      state={state}
      uploads={uploads.items}
      onSave={onSave}
      actions={
        <button type="button" className="admin-button" onClick={() => update((rows) => [...rows, newVideoRow(rows)])}>
          영상 추가
        </button>
      }
    >
      {(rows) =>
        rows.length === 0 ? (
          <p className="admin-empty">{adminTexts.empty}</p>
        ) : (
          <ol className="admin-rows">
            {rows.map((row, index) => (
              <VideoRowEditor key={row.key} row={row} position={index + 1} onChange={(next) => setRow(row.key, next)} onRemove={() => void removeRow(row)} />
            ))}
          </ol>
        )
      }
    </EditScreen>
  );
}
