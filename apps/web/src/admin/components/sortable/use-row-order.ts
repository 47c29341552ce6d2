import { useFormContext, type FieldValues, type UseFieldArrayReturn } from 'react-hook-form';

/**
 * Dragging rows of a form's list: the rows move, then every row's priority is renumbered 0, 1, 2, ... in the new order
 * (the public pages sort by priority, SPEC section 9), saved with the rest of the form.
 */
export function useRowOrder(rows: Pick<UseFieldArrayReturn<FieldValues, string, 'id'>, 'fields' | 'move'>, name: string) {
  const { getValues, setValue } = useFormContext();
  return {
    ids: rows.fields.map((field) => field.id),
    onMove(from: number, to: number) {
      rows.move(from, to);
      const list = (getValues(name) ?? []) as unknown[];
      list.forEach((_, index) => setValue(`${name}.${index}.priority`, index, { shouldDirty: true }));
    },
  };
}
