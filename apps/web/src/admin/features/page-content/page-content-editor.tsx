import { MAX_TEXT_LENGTH } from '@agency/contract/page-content';
import { FormProvider } from 'react-hook-form';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { EditScreen } from '@admin/components/edit-screen';
import { ImageField } from '@admin/components/fields/image-field';
import { TextAreaField } from '@admin/components/fields/text-area-field';
import { SwitchField } from '@admin/components/fields/switch-field';
import { TextField } from '@admin/components/fields/text-field';
import { saveWithUploads } from '@admin/lib/edit-form/save-with-uploads';
import { useEditForm } from '@admin/lib/edit-form/use-edit-form';
import { resolveImage } from '@admin/lib/image-value';
import { mediaPrefixes } from '@admin/lib/uploads/media-prefixes';
import { uploadTexts } from '@admin/admin-texts';
import { useUploads } from '@admin/lib/uploads/use-uploads';
import { uploadItemActions } from '@admin/lib/uploads/remove-picked-file';
import { pageContentQuery, useUpsertPageContent } from './api/page-content-queries';
import { OfferedValue } from './offered-value';
import { slotFormSchema, slotMergeFields, toSlotForm, toUpsertRequest } from './slot-form';
import { TEXT_AREA_ROWS, type SlotLayout } from '@admin/lib/slot-layouts';
import { sitePaths } from '@admin/lib/site-links';

type PageContentEditorProps = { title: string; description?: string; layout: SlotLayout };

/** Edits the text and image slots of one page content code; used by every page-edit screen. */
export function PageContentEditor({ title, description, layout }: PageContentEditorProps) {
  const dialogs = useAdminDialogs();
  const uploads = useUploads();
  const upsert = useUpsertPageContent();
  const editor = useEditForm({
    load: pageContentQuery(layout.code),
    toForm: (content) => toSlotForm(content, layout),
    schema: slotFormSchema(layout),
    mergeFields: slotMergeFields(layout),
  });
  const { register, control, formState } = editor.form;

  const onSubmit = editor.submit((form) => {
    uploads.clear();
    const prefix = mediaPrefixes.pageImages(layout.code);
    return saveWithUploads(dialogs, {
      prepare: async () => {
        const urls = await Promise.all(form.images.map((slot) => resolveImage(slot.image, uploads.upload, prefix, slot.priority)));
        return toUpsertRequest(layout, form, urls);
      },
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
      sitePath={sitePaths.pageContent(layout.code)}
      historyTarget={`page:${layout.code}`}
    >
      <FormProvider {...editor.form}>
        {layout.groups.map((group) => (
          <section key={group.title} className="admin-card">
            <h2 className="admin-card-title">{group.title}</h2>
            <div className="admin-grid">
              {group.images.map(({ slot, label }) => (
                <ImageField key={`image-${slot}`} control={control} name={`images.${slot - 1}.image`} label={label} />
              ))}
              {group.texts.map(({ slot, label, input, hint, sameAs }) => {
                const name = `texts.${slot - 1}.description` as const;
                if (input === 'switch') return <SwitchField key={`text-${slot}`} name={name} label={label} hint={hint} />;
                const field = register(name);
                const error = formState.errors.texts?.[slot - 1]?.description?.message;
                return (input ?? layout.textInput) === 'area' ? (
                  <TextAreaField key={`text-${slot}`} label={label} rows={TEXT_AREA_ROWS} error={error} maxLength={MAX_TEXT_LENGTH} wide={false} {...field} />
                ) : (
                  <div key={`text-${slot}`} className="admin-field-with-offer">
                    <TextField label={label} error={error} hint={hint} maxLength={MAX_TEXT_LENGTH} {...field} />
                    {sameAs && <OfferedValue slot={slot} sameAs={sameAs} />}
                  </div>
                );
              })}
            </div>
          </section>
        ))}
      </FormProvider>
    </EditScreen>
  );
}
