import { getPageContent } from '../../../lib/page-content/get-page-content';
import { adminTexts } from '../admin-texts';
import { upsertPageContent } from '../shared/api/upsert-page-content';
import { useAdminDialogs } from '../shared/dialogs/dialog-context';
import { EditScreen } from '../shared/edit-screen';
import { FilesButton } from '../shared/files-button';
import { ImagePicker } from '../shared/image-picker';
import { resolveImage } from '../shared/image-value';
import { PriorityField } from '../shared/priority-field';
import { saveWithUploads } from '../shared/save-with-uploads';
import { mediaPrefixes } from '../shared/upload/media-prefixes';
import { useUploads } from '../shared/upload/use-uploads';
import { useEditForm } from '../shared/use-edit-form';
import { keptImageRows, rowsForFiles, toImageRows, toImageUpsert, type ImageRow } from './image-rows';

/** The photo list of NEWS_CONTENT. */
export function ImageManager() {
  const dialogs = useAdminDialogs();
  const uploads = useUploads();
  const { state, update, save } = useEditForm({
    key: 'NEWS_CONTENT/images',
    load: () => getPageContent('NEWS_CONTENT'),
    toForm: (content) => toImageRows(content.pageContentImages),
  });

  const setRow = (key: string, row: ImageRow) => update((rows) => rows.map((item) => (item.key === key ? row : item)));
  const removeRow = async (row: ImageRow) => {
    if (await dialogs.confirm(adminTexts.confirmRemoveItem, { confirmLabel: adminTexts.remove, danger: true })) {
      update((rows) => rows.filter((item) => item.key !== row.key));
    }
  };

  const onSave = () =>
    void save((rows) => {
      uploads.clear();
      const kept = keptImageRows(rows);
      return saveWithUploads(dialogs, {
        prepare: async () => {
          const urls: string[] = [];
          for (const row of kept) urls.push(await resolveImage(row.image, uploads.upload, mediaPrefixes.pageImages('NEWS_CONTENT'), row.priority));
          return toImageUpsert(kept, urls);
        },
        persist: upsertPageContent,
      });
    });

  return (
    <EditScreen
      title="뉴스 사진 관리"
      description="사진을 추가하거나 삭제한 뒤 저장하면 뉴스 페이지의 PHOTOS 탭에 반영됩니다."
      state={state}
      uploads={uploads.items}
      onSave={onSave}
      actions={<FilesButton label="사진 추가" onFiles={(files) => update((rows) => [...rows, ...rowsForFiles(rows, files)])} />}
    >
      {(rows) =>
        rows.length === 0 ? (
          <p className="admin-empty">{adminTexts.empty}</p>
        ) : (
          <ol className="admin-tiles">
            {rows.map((row, index) => (
              <li key={row.key} className="admin-card admin-tile">
                <ImagePicker label={`사진 ${index + 1}`} compact value={row.image} onChange={(image) => setRow(row.key, { ...row, image })} />
                <PriorityField value={row.priority} onChange={(priority) => setRow(row.key, { ...row, priority })} />
                <button
                  type="button"
                  className="admin-button admin-button--ghost admin-button--small"
                  aria-label={`사진 ${index + 1} ${adminTexts.remove}`}
                  onClick={() => void removeRow(row)}
                >
                  {adminTexts.remove}
                </button>
              </li>
            ))}
          </ol>
        )
      }
    </EditScreen>
  );
}
