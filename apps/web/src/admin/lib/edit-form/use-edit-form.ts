import { useQuery, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { useKeptDraft } from '../drafts/use-kept-draft';
import { errorMessages, formResolver } from './form-resolver';
import { useUnsavedChanges } from './use-unsaved-changes';

type EditFormOptions<TData, TForm extends FieldValues, TOutput> = {
  /** The stored content to edit (TanStack Query); without it the form starts from `toForm(undefined)` (a new item). */
  load?: { queryKey: QueryKey; queryFn?: QueryFunction<TData, never> | QueryFunction<TData> };
  toForm: (data: TData | undefined) => TForm;
  /** Checks the form on submit (react-hook-form with zodResolver). */
  schema: z.ZodType<TOutput>;
};

/** The edit version of loaded content (artists and page contents carry one; decision 072). */
function versionOf(data: unknown): number | undefined {
  const version = (data as { version?: unknown } | undefined)?.version;
  return typeof version === 'number' ? version : undefined;
}

/** loading → ready, or error (SPEC section 4); saving is the form's own submitting state. */
export type EditPhase = 'loading' | 'error' | 'ready';

/**
 * Every admin edit screen: the stored content read fresh through TanStack Query, a react-hook-form form filled
 * from it and checked by the contract's zod schemas, the save sequence (`submit(run)`: the form is checked,
 * `run` saves; when it answers true the content is read again and fills the form, which clears the unsaved
 * state), the unsaved-changes prompt, and the draft kept when the session ends.
 */
export function useEditForm<TData, TForm extends FieldValues, TOutput>({ load, toForm, schema }: EditFormOptions<TData, TForm, TOutput>) {
  const dialogs = useAdminDialogs();
  const query = useQuery<TData>({
    queryKey: load?.queryKey ?? ['new-item'],
    queryFn: (load?.queryFn as QueryFunction<TData> | undefined) ?? (() => Promise.resolve(undefined as TData)),
    enabled: load !== undefined,
  });
  // The stored content fills the form when it arrives, and again when it is read anew (what was edited stays).
  // toForm is a pure mapping given with the screen.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const values = useMemo(() => (query.data === undefined ? undefined : toForm(query.data)), [query.data]);
  const form = useForm<TForm, unknown, TOutput>({
    resolver: formResolver<TForm, TOutput>(schema),
    defaultValues: load ? undefined : (toForm(undefined) as DefaultValues<TForm>),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const ready = load === undefined || values !== undefined;
  const { isDirty, isSubmitting } = form.formState;

  // The version the form's contents are based on: it follows the stored content while nothing is edited, and
  // stays put once the admin edits (a background read must not turn another admin's save into ours); a restored
  // draft brings its own.
  const baseVersion = useRef<number | undefined>(undefined);
  const unsaved = useUnsavedChanges(isDirty);
  const keptDraft = useKeptDraft(form, { dirty: isDirty, ready, baseVersionRef: baseVersion });
  const [conflict, setConflict] = useState(false);
  useEffect(() => {
    if (!isDirty || baseVersion.current === undefined) baseVersion.current = versionOf(query.data);
    // isDirty is read when new content arrives only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.data]);

  /** Reads the stored content anew and puts it in the form, edited fields too (what was typed is dropped). */
  const reloadLatest = useCallback(async () => {
    const fresh = await query.refetch();
    if (fresh.data === undefined) return;
    // useForm's resetOptions (keepDirtyValues) apply to reset() too unless overridden.
    form.reset(toForm(fresh.data), { keepDirtyValues: false });
    baseVersion.current = versionOf(fresh.data);
    setConflict(false);
    // toForm is a pure mapping given with the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.refetch, form]);

  const phase: EditPhase = ready ? 'ready' : query.isError ? 'error' : 'loading';
  useEffect(() => {
    if (query.error) console.error('Loading the content to edit failed', query.error);
  }, [query.error]);

  // Each error is shown once: next to its field when the screen has one (focus goes to the first), in a dialog
  // otherwise (decision 075). react-hook-form renders the errors after the invalid handler returns, so they
  // are looked at once the submit's render is committed.
  const invalidRef = useRef<FieldErrors<TForm> | null>(null);
  const { submitCount } = form.formState;
  useEffect(() => {
    const errors = invalidRef.current;
    if (!errors) return;
    invalidRef.current = null;
    const shown = new Set(Array.from(document.querySelectorAll('.admin-field-error'), (node) => node.textContent ?? ''));
    const elsewhere = errorMessages(errors).filter((message) => !shown.has(message));
    document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    if (elsewhere.length > 0) void dialogs.alert(elsewhere.join('\n'));
  }, [submitCount, dialogs]);
  const showErrors = (errors: FieldErrors<TForm>) => {
    invalidRef.current = errors;
  };

  /** The form's submit handler: checks, then `run`; reloads the stored content after a save that answered true. */
  const submit = (run: (values: TOutput) => Promise<boolean>) =>
    form.handleSubmit(async (values) => {
      if (!(await run(values)) || !load) return;
      await reloadLatest();
    }, showErrors);

  return {
    form,
    phase,
    saving: isSubmitting,
    dirty: isDirty,
    submit,
    keptDraft,
    allowNextNavigation: unsaved.allowNextNavigation,
    /** The version to send with a save or delete (If-Match). */
    version: () => baseVersion.current,
    /** Shows the conflict notice (another admin saved first); its button reads the content anew. */
    markConflict: () => setConflict(true),
    onReloadAfterConflict: conflict ? () => void reloadLatest() : null,
  };
}
