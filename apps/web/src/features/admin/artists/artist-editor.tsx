import type { ArtistForEdit } from '@agency/contract/artists';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { adminTexts } from '../admin-texts';
import { useAdminDialogs } from '../shared/dialogs/dialog-context';
import { EditScreen } from '../shared/edit-screen';
import { withReason } from '../shared/error-message';
import { resolveImage } from '../shared/image-value';
import { saveWithUploads } from '../shared/save-with-uploads';
import { mediaPrefixes } from '../shared/upload/media-prefixes';
import { useUploads } from '../shared/upload/use-uploads';
import { useEditForm } from '../shared/use-edit-form';
import { createArtist } from './api/create-artist';
import { deleteArtist } from './api/delete-artist';
import { getArtistForEdit } from './api/get-artist-for-edit';
import { updateArtist } from './api/update-artist';
import { ArtistFields } from './artist-fields';
import { emptyArtistForm, keptDetailImages, toArtistForm, toArtistRequest, validateArtist, type ArtistForm, type ArtistFormErrors } from './artist-form-model';
import { artistTexts } from './artist-texts';
import { DetailImagesEditor } from './detail-images-editor';
import { DetailVideosEditor } from './detail-videos-editor';

/** Where the edit page goes after a delete and on its back button (redirects to the artist list). */
export const ARTISTS_HOME = '/admin/artists';

type ArtistEditorProps = { mode: 'create' } | { mode: 'edit'; urlName: string };

/** Create and edit share one form; edit adds delete and back. */
export function ArtistEditor(props: ArtistEditorProps) {
  const dialogs = useAdminDialogs();
  const navigate = useNavigate();
  const uploads = useUploads();
  const [errors, setErrors] = useState<ArtistFormErrors>({});
  const originalUrlName = props.mode === 'edit' ? props.urlName : '';

  const { state, update, save, allowNextNavigation } = useEditForm<ArtistForEdit | null, ArtistForm>({
    key: `artist/${originalUrlName}`,
    load: (signal) => (props.mode === 'edit' ? getArtistForEdit(props.urlName, signal) : Promise.resolve(null)),
    toForm: (artist) => (artist ? toArtistForm(artist) : emptyArtistForm()),
  });

  const change = (patch: Partial<ArtistForm>) => {
    update((form) => ({ ...form, ...patch }));
    if ('urlName' in patch || 'korName' in patch) setErrors({});
  };
  const confirmRemove = () => dialogs.confirm(adminTexts.confirmRemoveItem, { confirmLabel: adminTexts.remove, danger: true });

  const onSave = () =>
    void save(async (form) => {
      const found = validateArtist(form);
      setErrors(found);
      const messages = Object.values(found);
      if (messages.length > 0) {
        await dialogs.alert(messages.join('\n'));
        document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        return false;
      }
      if (!(await dialogs.confirm(props.mode === 'create' ? artistTexts.confirmCreate : artistTexts.confirmUpdate))) return false;
      uploads.clear();
      const kept = keptDetailImages(form);
      const saved = await saveWithUploads(dialogs, {
        prepare: async () => {
          const mainImage = await resolveImage(form.mainImage, uploads.upload, mediaPrefixes.artist(form.urlName, 'main'), 0);
          const detailMainImage = await resolveImage(form.detailMainImage, uploads.upload, mediaPrefixes.artist(form.urlName, 'detail-main'), 0);
          const detailImages: string[] = [];
          for (const row of kept) detailImages.push(await resolveImage(row.image, uploads.upload, mediaPrefixes.artist(form.urlName, 'detail'), row.priority));
          return toArtistRequest(form, { mainImage, detailMainImage, detailImages });
        },
        persist: (request) => (props.mode === 'create' ? createArtist(request) : updateArtist(originalUrlName, request)),
        successText: props.mode === 'create' ? artistTexts.created : artistTexts.updated,
      });
      if (!saved) return false;
      const savedUrlName = form.urlName.trim().toLowerCase();
      if (props.mode === 'create') {
        allowNextNavigation();
        navigate('/admin/management/editArtistChoose');
        return false;
      }
      if (savedUrlName !== originalUrlName) {
        allowNextNavigation();
        navigate(`/admin/management/editArtist/${encodeURIComponent(savedUrlName)}`, { replace: true });
        return false;
      }
      return true;
    });

  const onDelete = async () => {
    if (props.mode !== 'edit') return;
    if (!(await dialogs.confirm(artistTexts.confirmDelete, { confirmLabel: artistTexts.deleteArtist, danger: true }))) return;
    try {
      await deleteArtist(props.urlName);
    } catch (error) {
      console.error('Delete failed', error);
      await dialogs.alert(withReason(adminTexts.deleteFailed, error));
      return;
    }
    await dialogs.alert(artistTexts.deleted);
    allowNextNavigation();
    navigate(ARTISTS_HOME);
  };

  return (
    <EditScreen
      title={props.mode === 'create' ? '아티스트 등록' : '아티스트 수정'}
      description={props.mode === 'edit' ? `/artist/${props.urlName}` : '새 아티스트의 정보를 입력하세요. * 표시는 필수 항목입니다.'}
      state={state}
      uploads={uploads.items}
      onSave={onSave}
      saveLabel={props.mode === 'create' ? '등록' : adminTexts.save}
      loadFailedText={artistTexts.infoLoadFailed}
      actions={
        props.mode === 'edit' && (
          <>
            <button type="button" className="admin-button admin-button--ghost" onClick={() => navigate(ARTISTS_HOME)}>
              {adminTexts.back}
            </button>
            <button type="button" className="admin-button admin-button--danger" onClick={() => void onDelete()}>
              {artistTexts.deleteArtist}
            </button>
          </>
        )
      }
    >
      {(form) => (
        <>
          <ArtistFields form={form} errors={errors} onChange={change} />
          <DetailImagesEditor
            rows={form.detailImages}
            onChange={(detailImages) => change({ detailImages })}
            onRemove={(row) =>
              void confirmRemove().then((ok) => ok && update((value) => ({ ...value, detailImages: value.detailImages.filter((item) => item.key !== row.key) })))
            }
          />
          <DetailVideosEditor
            rows={form.detailVideos}
            onChange={(detailVideos) => change({ detailVideos })}
            onRemove={(row) =>
              void confirmRemove().then((ok) => ok && update((value) => ({ ...value, detailVideos: value.detailVideos.filter((item) => item.key !== row.key) })))
            }
          />
        </>
      )}
    </EditScreen>
  );
}
