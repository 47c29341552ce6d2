import { getPageContent } from '../../../lib/page-content/get-page-content';
import { upsertPageContent } from '../shared/api/upsert-page-content';
import { useAdminDialogs } from '../shared/dialogs/dialog-context';
import { EditScreen } from '../shared/edit-screen';
import { ImagePicker } from '../shared/image-picker';
import { resolveImage } from '../shared/image-value';
import { saveWithUploads } from '../shared/save-with-uploads';
import { TextAreaField } from '../shared/text-area-field';
import { TextField } from '../shared/text-field';
import { mediaPrefixes } from '../shared/upload/media-prefixes';
import { useUploads } from '../shared/upload/use-uploads';
import { useEditForm } from '../shared/use-edit-form';
import { TEXT_AREA_ROWS, type SlotLayout } from './slot-layout';
import { toSlotForm, toUpsertRequest, type SlotForm } from './slot-form';

type PageContentEditorProps = { title: string; description?: string; layout: SlotLayout };

/** Edits the text and image slots of one page content code; used by every page-edit screen. */
export function PageContentEditor({ title, description, layout }: PageContentEditorProps) {
  const dialogs = useAdminDialogs();
  const uploads = useUploads();
  const { state, update, save } = useEditForm({
    key: layout.code,
    load: () => getPageContent(layout.code),
    toForm: (content) => toSlotForm(content, layout),
  });

  const setText = (index: number, description: string) =>
    update((form) => ({ ...form, texts: form.texts.map((slot, i) => (i === index ? { ...slot, description } : slot)) }));
  const setImage = (index: number, image: SlotForm['images'][number]['image']) =>
    update((form) => ({ ...form, images: form.images.map((slot, i) => (i === index ? { ...slot, image } : slot)) }));

  const onSave = () =>
    void save((form) => {
      uploads.clear();
      const prefix = mediaPrefixes.pageImages(layout.code);
      return saveWithUploads(dialogs, {
        prepare: async () => {
          const urls: string[] = [];
          for (const slot of form.images) urls.push(await resolveImage(slot.image, uploads.upload, prefix, slot.priority));
          return toUpsertRequest(layout, form, urls);
        },
        persist: upsertPageContent,
      });
    });

  return (
    <EditScreen title={title} description={description} state={state} uploads={uploads.items} onSave={onSave}>
      {(form, disabled) =>
        layout.groups.map((group) => (
          <section key={group.title} className="admin-card">
            <h2 className="admin-card-title">{group.title}</h2>
            <div className="admin-grid">
              {group.images.map((slot) => {
                const image = form.images[slot - 1];
                return image ? (
                  <ImagePicker
                    key={`image-${slot}`}
                    label={layout.images[slot - 1] ?? `이미지 ${slot}`}
                    value={image.image}
                    disabled={disabled}
                    onChange={(value) => setImage(slot - 1, value)}
                  />
                ) : null;
              })}
              {group.texts.map((slot) => {
                const text = form.texts[slot - 1];
                const label = layout.texts[slot - 1] ?? `텍스트 ${slot}`;
                if (!text) return null;
                return layout.textInput === 'area' ? (
                  <TextAreaField
                    key={`text-${slot}`}
                    label={label}
                    rows={TEXT_AREA_ROWS}
                    value={text.description}
                    onChange={(value) => setText(slot - 1, value)}
                  />
                ) : (
                  <TextField key={`text-${slot}`} label={label} value={text.description} onChange={(value) => setText(slot - 1, value)} />
                );
              })}
            </div>
          </section>
        ))
      }
    </EditScreen>
  );
}
