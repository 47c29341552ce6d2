import { ARTIST_FIELDS } from '@agency/contract/artist-fields';
import type { UpdateArtistRequest } from '@agency/contract/artists';
import type { ApiResponse } from '@agency/contract/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '@shared/api/api-client';
import { adminTexts, uploadTexts } from '@admin/admin-texts';
import { adminPath } from '@admin/lib/admin-paths';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { EditScreen } from '@admin/components/edit-screen';
import { ImageTiles } from '@admin/components/image-tiles';
import { saveWithUploads } from '@admin/lib/edit-form/save-with-uploads';
import { useEditForm } from '@admin/lib/edit-form/use-edit-form';
import { withReason } from '@admin/lib/error-message';
import { resolveImage } from '@admin/lib/image-value';
import { queryKeys } from '@admin/lib/query-keys';
import { keptImageRows } from '@admin/lib/rows';
import { mediaPrefixes } from '@admin/lib/uploads/media-prefixes';
import { useUploads } from '@admin/lib/uploads/use-uploads';
import { uploadItemActions } from '@admin/lib/uploads/remove-picked-file';
import { useDeleteArtist, useSaveArtist } from './api/artist-mutations';
import { artistForEditQuery } from './api/artist-queries';
import { ArtistBoardsField } from './artist-boards-field';
import { ArtistCompCardField } from './artist-comp-card-field';
import { ArtistPolaroidsField } from './artist-polaroids-field';
import { ArtistFields } from './artist-fields';
import { withLoaded } from './artist-loaded';
import { ARTIST_IMAGE_KEYS, artistMergeFields, createArtistFormModel, toArtistRequest, type ArtistForm, type ArtistImageUrls } from './artist-form-model';
import { artistTexts } from './artist-texts';
import { DetailVideosEditor } from './detail-videos-editor';
import { sitePaths } from '@admin/lib/site-links';

type ArtistEditorProps = { mode: 'create' } | { mode: 'edit'; urlName: string };

/** Create and edit share one form; edit adds delete and back. */
export function ArtistEditor(props: ArtistEditorProps) {
  const dialogs = useAdminDialogs();
  const navigate = useNavigate();
  const uploads = useUploads();
  const originalUrlName = props.mode === 'edit' ? props.urlName : null;
  const saveArtist = useSaveArtist(originalUrlName);
  const deleteArtist = useDeleteArtist();
  // A stored measurement that is not a number may stay as it is (artistFormSchema).
  const [model] = useState(createArtistFormModel);
  // The editor's own read (cached): the artist's id names its history.
  const stored = useQuery({ ...artistForEditQuery(originalUrlName ?? ''), enabled: originalUrlName !== null });
  // The merge names boards as the boards field read them (read when the merge shows, not here: the field reads them
  // once the form is filled).
  const queryClient = useQueryClient();
  const boardName = (id: number) => queryClient.getQueryData<ApiResponse<'listBoardsForAdmin'>>(queryKeys.boards)?.find((board) => board.id === id)?.korName ?? String(id);
  const editor = useEditForm({
    load: originalUrlName === null ? undefined : artistForEditQuery(originalUrlName),
    toForm: model.toForm,
    schema: model.schema,
    mergeFields: artistMergeFields(boardName),
  });

  /** Uploads the picked images into the artist's folders and answers their addresses. */
  const uploadImages = async (form: ArtistForm): Promise<ArtistImageUrls> => {
    const urls = { detailImages: [] as string[], polaroids: [] as string[] } as unknown as ArtistImageUrls;
    for (const key of ARTIST_IMAGE_KEYS) {
      urls[key] = await resolveImage(form[key], uploads.upload, mediaPrefixes.artist(form.urlName, ARTIST_FIELDS[key].mediaFolder), 0);
    }
    // All at once: the uploader sends three at a time.
    const list = (rows: typeof form.detailImages, folder: string) =>
      Promise.all(keptImageRows(rows).map((row) => resolveImage(row.image, uploads.upload, mediaPrefixes.artist(form.urlName, folder), row.priority)));
    [urls.detailImages, urls.polaroids] = await Promise.all([list(form.detailImages, 'detail'), list(form.polaroids, 'polaroids')]);
    return urls;
  };

  /** An edit's save names the priority and boards as the form read them (a reorder meanwhile stays; decision 106). */
  const withPlaceAsRead = (request: UpdateArtistRequest): UpdateArtistRequest =>
    originalUrlName === null ? request : withLoaded(request, { base: editor.base(), defaults: editor.form.formState.defaultValues });

  const onSubmit = editor.submit(async (form) => {
    if (!(await dialogs.confirm(originalUrlName === null ? artistTexts.confirmCreate : artistTexts.confirmUpdate))) return false;
    uploads.clear();
    const saved = await saveWithUploads(dialogs, {
      prepare: async () => toArtistRequest(form, await uploadImages(form)),
      persist: (request) => saveArtist.mutateAsync({ request: withPlaceAsRead(request), version: editor.version() }),
      successText: originalUrlName === null ? artistTexts.created : artistTexts.updated,
      onConflict: editor.markConflict,
    });
    if (!saved) return false;
    if (originalUrlName === null) {
      editor.allowNextNavigation();
      navigate(adminPath('chooseArtist'));
      return false;
    }
    if (form.urlName !== originalUrlName) {
      editor.allowNextNavigation();
      navigate(adminPath('editArtist', { urlName: form.urlName }), { replace: true });
      return false;
    }
    return true;
  });

  const onDelete = async () => {
    if (originalUrlName === null) return;
    if (!(await dialogs.confirm(artistTexts.confirmDelete, { confirmLabel: artistTexts.deleteArtist, danger: true }))) return;
    let message: string;
    try {
      ({ message } = await deleteArtist.mutateAsync({ urlName: originalUrlName, version: editor.version() }));
    } catch (error) {
      if (error instanceof ApiError && error.isEditConflict) {
        editor.markConflict();
        return;
      }
      console.error('Delete failed', error);
      await dialogs.alert(withReason(adminTexts.deleteFailed, error));
      return;
    }
    dialogs.notify(message);
    editor.allowNextNavigation();
    navigate(adminPath('artists'));
  };

  return (
    <EditScreen
      title={originalUrlName === null ? '아티스트 등록' : '아티스트 수정'}
      description={originalUrlName === null ? '새 아티스트의 정보를 입력하세요. * 표시는 필수 항목입니다.' : sitePaths.artist(originalUrlName)}
      editor={editor}
      uploads={uploads.items}
      onCancelUploads={uploads.cancel}
      uploadActions={uploadItemActions(uploads, editor.form, (name) => dialogs.notify(uploadTexts.removed(name)))}
      onSubmit={onSubmit}
      saveLabel={originalUrlName === null ? '등록' : adminTexts.save}
      draftTitle={originalUrlName === null ? undefined : `아티스트 수정: ${originalUrlName}`}
      historyTarget={stored.data ? `artist:${stored.data.id}` : undefined}
      loadFailedText={artistTexts.infoLoadFailed}
      sitePath={originalUrlName === null ? undefined : sitePaths.artist(originalUrlName)}
      actions={
        originalUrlName !== null && (
          <button type="button" className="admin-button admin-button--ghost" onClick={() => navigate(adminPath('artists'))}>
            {adminTexts.back}
          </button>
        )
      }
      dangerZone={
        originalUrlName !== null && (
          <>
            <p className="admin-muted">{artistTexts.deleteExplanation}</p>
            <button type="button" className="admin-button admin-button--danger" onClick={() => void onDelete()}>
              {artistTexts.deleteArtist}
            </button>
          </>
        )
      }
    >
      <FormProvider {...editor.form}>
        <ArtistFields suggestUrlName={originalUrlName === null} />
        <ImageTiles name="detailImages" title="상세 이미지" addLabel="상세 이미지 추가" itemLabel={(n) => `상세 이미지 ${n}`} />
        <DetailVideosEditor />
        <ArtistPolaroidsField />
        {originalUrlName !== null && <ArtistCompCardField urlName={originalUrlName} />}
        <ArtistBoardsField />
      </FormProvider>
    </EditScreen>
  );
}
