import { useQuery, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { useKeptDraft } from '../drafts/use-kept-draft';
import { errorMessages, formResolver } from './form-resolver';
import { applyMerge, planMerge, type MergeChoices, type MergeField, type MergeItem } from './merge-edits';
import { useUnsavedChanges } from './use-unsaved-changes';

type EditFormOptions<TData, TForm extends FieldValues, TOutput> = {
  /** The stored content to edit (TanStack Query); without it the form starts from `toForm(undefined)` (a new item). */
  load?: { queryKey: QueryKey; queryFn?: QueryFunction<TData, never> | QueryFunction<TData> };
  toForm: (data: TData | undefined) => TForm;
  /** Checks the form on submit (react-hook-form with zodResolver). */
  schema: z.ZodType<TOutput>;
  /** The form's fields as the merge after a 409 shows them (merge-edits.ts; values it does not name merge by key). */
  mergeFields?: MergeField[];
};

/**
 * Another admin saved first (409): the merge of the form with the content stored now (decision 101). `pending`
 * until the save that met the conflict has ended, then the latest content is read.
 */
type Conflict<TForm> =
  | { status: 'pending' }
  | { status: 'failed' }
  | { status: 'ready'; mine: TForm; latest: TForm; latestVersion: number | undefined; items: MergeItem[] };

/** What the edit screen shows of a conflict: the merge dialog (open) or the notice that reopens it. */
export type MergeState = {
  open: boolean;
  status: 'loading' | 'failed' | 'ready';
  items: MergeItem[];
  /** Opens the dialog again (it was closed with the form left as typed). */
  reopen: () => void;
  close: () => void;
  retry: () => void;
  /** Puts the merged contents in the form, based on the latest version; `save` then submits the form. */
  apply: (choices: MergeChoices, save: boolean) => void;
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
export function useEditForm<TData, TForm extends FieldValues, TOutput>({ load, toForm, schema, mergeFields = [] }: EditFormOptions<TData, TForm, TOutput>) {
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

  // The version the form's contents are based on, and its contents (the merge's base): they follow the stored
  // content while nothing is edited, and stay put once the admin edits (a background read must not turn another
  // admin's save into ours); a restored draft brings its own.
  const baseVersion = useRef<number | undefined>(undefined);
  const baseValues = useRef<TForm | undefined>(undefined);
  const draftTitle = useRef('');
  const describeDraft = useCallback((title: string) => {
    draftTitle.current = title;
  }, []);
  const kept = useKeptDraft(form, { dirty: isDirty, ready, baseVersionRef: baseVersion, baseValuesRef: baseValues, titleRef: draftTitle });
  const unsaved = useUnsavedChanges(isDirty, kept.forget);
  useEffect(() => {
    if (!isDirty || baseVersion.current === undefined) {
      baseVersion.current = versionOf(query.data);
      baseValues.current = values;
    }
    // isDirty is read when new content arrives only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.data]);

  /** Reads the stored content anew and puts it in the form, edited fields too (after a save: nothing is unsaved). */
  const reloadLatest = useCallback(async () => {
    const fresh = await query.refetch();
    if (fresh.data === undefined) return;
    const latest = toForm(fresh.data);
    // useForm's resetOptions (keepDirtyValues) apply to reset() too unless overridden.
    form.reset(latest, { keepDirtyValues: false });
    baseVersion.current = versionOf(fresh.data);
    baseValues.current = latest;
    // toForm is a pure mapping given with the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.refetch, form]);

  // A 409: once the save that met it has ended, the form as typed is set beside the content stored now.
  const [conflict, setConflict] = useState<Conflict<TForm> | null>(null);
  const [mergeOpen, setMergeOpen] = useState(false);
  const [submitRequest, setSubmitRequest] = useState(0);
  const conflictPending = conflict?.status === 'pending' && !isSubmitting;
  useEffect(() => {
    if (!conflictPending) return;
    const mine = form.getValues();
    const defaults = form.formState.defaultValues as TForm | undefined;
    const base = baseValues.current;
    void query.refetch().then((fresh) => {
      if (fresh.data === undefined || fresh.isError) {
        console.error('Reading the latest content for the merge failed', fresh.error);
        setConflict({ status: 'failed' });
        return;
      }
      const latest = toForm(fresh.data);
      const items = planMerge({ fields: mergeFields, base, defaults, mine, latest });
      setConflict({ status: 'ready', mine, latest, latestVersion: versionOf(fresh.data), items });
    });
    // toForm and mergeFields are given with the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conflictPending, form, query.refetch]);

  const merge: MergeState | null =
    conflict === null
      ? null
      : {
          open: mergeOpen,
          status: conflict.status === 'pending' ? 'loading' : conflict.status,
          items: conflict.status === 'ready' ? conflict.items : [],
          reopen: () => setMergeOpen(true),
          close: () => setMergeOpen(false),
          retry: () => setConflict({ status: 'pending' }),
          apply: (choices, save) => {
            if (conflict.status !== 'ready') return;
            const merged = applyMerge({ fields: mergeFields, mine: conflict.mine, latest: conflict.latest }, conflict.items, choices);
            // The latest content becomes what the form is based on; the merge is the form's (unsaved) contents.
            form.reset(conflict.latest, { keepDirtyValues: false });
            form.reset(merged, { keepDefaultValues: true, keepDirtyValues: false });
            baseVersion.current = conflict.latestVersion;
            baseValues.current = conflict.latest;
            setConflict(null);
            setMergeOpen(false);
            if (save) setSubmitRequest((count) => count + 1);
          },
        };

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
    keptDraft: kept.offer,
    /** When what was typed was last kept in this browser (null: nothing kept). */
    draftSavedAt: kept.savedAt,
    /** Names the draft in the dashboard's list (the screen's title). */
    describeDraft,
    /** To call right before navigating away on purpose (after a save or a delete): no prompt, no draft left. */
    allowNextNavigation: () => {
      unsaved.allowNextNavigation();
      kept.forget();
    },
    /** The version to send with a save or delete (If-Match). */
    version: () => baseVersion.current,
    /** The contents that version held as the form read them (a save sends what it needs of them, decision 106). */
    base: () => baseValues.current,
    /** Another admin saved first (409): opens the merge of the form with the latest content. */
    markConflict: () => {
      setConflict({ status: 'pending' });
      setMergeOpen(true);
    },
    merge,
    /** Moves on each time the merge asks for the form to be submitted (the screen submits it). */
    submitRequest,
  };
}
