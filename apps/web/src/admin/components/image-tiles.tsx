import { useFieldArray, useFormContext } from 'react-hook-form';
import { imageRowsForFiles, type ImageRow } from '../lib/rows';
import { FilesButton, useImageFiles } from './fields/files-button';
import { ImageField } from './fields/image-field';
import { PriorityField } from './fields/priority-field';
import { RemoveRowButton, RowList } from './row-list';
import { SortableRow } from './sortable/sortable-row';
import { useRowOrder } from './sortable/use-row-order';
import { useRevealRow } from './use-reveal-row';

type ImageTilesProps = {
  /** Path of an ImageRow[] in the surrounding form. */
  name: string;
  title: string;
  addLabel: string;
  /** The label of tile n (1-based). */
  itemLabel: (position: number) => string;
  framed?: boolean;
};

/** A list of images with their priorities (artist detail images, news photos): many files can be added at once. */
export function ImageTiles({ name, title, addLabel, itemLabel, framed }: ImageTilesProps) {
  const { control, register, getValues } = useFormContext<Record<string, ImageRow[]>>();
  const rows = useFieldArray({ control, name });
  const order = useRowOrder(rows, name);
  const { listRef, revealRow } = useRevealRow();
  const addFiles = (files: File[]) => {
    revealRow(rows.fields.length);
    rows.append(imageRowsForFiles(getValues(name) ?? [], files), { shouldFocus: false });
  };
  const takeDropped = useImageFiles(addFiles);
  return (
    <RowList
      listRef={listRef}
      title={title}
      framed={framed}
      count={rows.fields.length}
      listClassName="admin-tiles"
      sortable={{ ...order, labelOf: (index) => itemLabel(index + 1) }}
      onDropFiles={(files) => void takeDropped(files)}
      add={<FilesButton label={addLabel} onFiles={addFiles} />}
    >
      {rows.fields.map((field, index) => (
        <SortableRow key={field.id} id={field.id} label={itemLabel(index + 1)} className={`admin-tile${framed === false ? ' admin-card' : ''}`}>
          <ImageField control={control} name={`${name}.${index}.image`} label={itemLabel(index + 1)} compact />
          <PriorityField register={register} name={`${name}.${index}.priority`} />
          <RemoveRowButton name={itemLabel(index + 1)} onRemove={() => rows.remove(index)} />
        </SortableRow>
      ))}
    </RowList>
  );
}
