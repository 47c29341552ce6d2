import { useFieldArray, useFormContext } from 'react-hook-form';
import { PriorityField } from '@admin/components/fields/priority-field';
import { TextField } from '@admin/components/fields/text-field';
import { RemoveRowButton, RowList } from '@admin/components/row-list';
import { SortableRow } from '@admin/components/sortable/sortable-row';
import { useRowOrder } from '@admin/components/sortable/use-row-order';
import { useRevealRow } from '@admin/components/use-reveal-row';
import { nextPriority } from '@admin/lib/priority';
import type { ArtistForm } from './artist-form-model';

/** The artist's video carousel: a URL and a priority per video; a blank URL is not saved. */
export function DetailVideosEditor() {
  const { control, register, getValues, formState, trigger } = useFormContext<ArtistForm>();
  const rows = useFieldArray({ control, name: 'detailVideos' });
  const order = useRowOrder(rows, 'detailVideos');
  const { listRef, revealRow } = useRevealRow();
  return (
    <RowList
      listRef={listRef}
      title="상세 영상"
      hint="URL이 비어 있는 영상은 저장하지 않습니다. YouTube와 Vimeo 링크만 넣을 수 있습니다."
      count={rows.fields.length}
      listClassName="admin-video-lines"
      sortable={{ ...order, labelOf: (index) => `영상 ${index + 1}` }}
      add={
        <button
          type="button"
          className="admin-button admin-button--small"
          onClick={() => {
            revealRow(rows.fields.length);
            rows.append({ priority: nextPriority(getValues('detailVideos')), videoUrl: '' }, { shouldFocus: false });
          }}
        >
          영상 추가
        </button>
      }
    >
      {rows.fields.map((field, index) => (
        <SortableRow key={field.id} id={field.id} label={`영상 ${index + 1}`} className="admin-video-line">
          <PriorityField register={register} name={`detailVideos.${index}.priority`} />
          <TextField
            label={`영상 ${index + 1} URL`}
            className="admin-field--grow"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=..."
            error={formState.errors.detailVideos?.[index]?.videoUrl?.message}
            data-row-focus
            // Another platform's link is refused when the field is left, naming the supported ones (issue 35).
            {...register(`detailVideos.${index}.videoUrl`, { onBlur: () => void trigger(`detailVideos.${index}.videoUrl`) })}
          />
          <RemoveRowButton name={`영상 ${index + 1}`} onRemove={() => rows.remove(index)} />
        </SortableRow>
      ))}
    </RowList>
  );
}
