import type { PageContent, PageContentUpsert } from '@agency/contract/page-content';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { z } from 'zod';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { EditScreen } from '@admin/components/edit-screen';
import { saveWithUploads } from '@admin/lib/edit-form/save-with-uploads';
import { useEditForm } from '@admin/lib/edit-form/use-edit-form';
import type { Uploader } from '@admin/lib/uploads/use-uploads';
import { uploadTexts } from '@admin/admin-texts';
import { useUploads } from '@admin/lib/uploads/use-uploads';
import { uploadItemActions } from '@admin/lib/uploads/remove-picked-file';
import { pageContentQuery, useUpsertPageContent } from './api/page-content-queries';
import { sitePaths } from '@admin/lib/site-links';

type MediaListEditorProps<Row> = {
  code: PageContent['code'];
  title: string;
  description: string;
  toRows: (content: PageContent) => Row[];
  rowSchema: z.ZodType<Row>;
  /** Uploads what was picked and builds the upsert body (rows that cannot be saved are dropped). */
  prepare: (rows: Row[], upload: Uploader) => Promise<PageContentUpsert>;
  /** A row's name in the merge after a 409 (position from 1). */
  rowLabel: (row: Row, position: number) => string;
  /** The list of the form's `rows`. */
  children: ReactNode;
};

/** A list of one page content (news photos, production or news videos): deletions take effect on save. */
export function MediaListEditor<Row>({ code, title, description, toRows, rowSchema, prepare, rowLabel, children }: MediaListEditorProps<Row>) {
  const dialogs = useAdminDialogs();
  const uploads = useUploads();
  const upsert = useUpsertPageContent();
  const editor = useEditForm({
    load: pageContentQuery(code),
    toForm: (content) => ({ rows: content ? toRows(content) : [] }),
    schema: z.object({ rows: z.array(rowSchema) }),
    // Row by row: a photo or video added, changed or deleted on either side is one choice.
    mergeFields: [{ path: 'rows', label: title, kind: 'rows', rowLabel: (row, position) => rowLabel(row as Row, position) }],
  });

  const onSubmit = editor.submit(({ rows }) => {
    uploads.clear();
    return saveWithUploads(dialogs, {
      prepare: () => prepare(rows, uploads.upload),
      persist: (request) => upsert.mutateAsync({ request, version: editor.version() }),
      onConflict: editor.markConflict,
    });
  });

  return (
    <EditScreen
      title={title}
      description={description}
      editor={editor}
      uploads={uploads.items}
      onCancelUploads={uploads.cancel}
      uploadActions={uploadItemActions(uploads, editor.form, (name) => dialogs.notify(uploadTexts.removed(name)))}
      onSubmit={onSubmit}
      sitePath={sitePaths.pageContent(code)}
      historyTarget={`page:${code}`}
    >
      <FormProvider {...editor.form}>{children}</FormProvider>
    </EditScreen>
  );
}
