import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { editFormReducer, type EditFormState } from './edit-form-state';
import { useUnsavedChanges } from './use-unsaved-changes';

type Options<D, T> = {
  /** Identifies what is loaded; a new key loads again. */
  key: string;
  load: (signal: AbortSignal) => Promise<D>;
  toForm: (data: D) => T;
};

/**
 * Loads data into a form and runs saves: `save(fn)` moves to "saving", runs `fn` with the current
 * form and, when `fn` answers true, reloads the stored content (which clears the dirty flag).
 * While the form is dirty, leaving the screen asks for confirmation.
 */
export function useEditForm<D, T>({ key, load, toForm }: Options<D, T>) {
  const [state, dispatch] = useReducer(editFormReducer<T>, { phase: 'loading' } as EditFormState<T>);
  const [round, setRound] = useState(0);
  const loadRef = useRef({ load, toForm });
  useLayoutEffect(() => {
    loadRef.current = { load, toForm };
  });

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current.load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) dispatch({ type: 'loaded', form: loadRef.current.toForm(data) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Loading ${key} failed`, error);
        dispatch({ type: 'failed' });
      },
    );
    return () => controller.abort();
  }, [key, round]);

  const update = useCallback((change: (form: T) => T) => dispatch({ type: 'edit', update: change }), []);
  const reload = useCallback(() => setRound((value) => value + 1), []);

  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });
  const save = useCallback(
    async (run: (form: T) => Promise<boolean>) => {
      const current = stateRef.current;
      if (current.phase !== 'ready') return;
      dispatch({ type: 'saveStart' });
      let reloadAfter: boolean;
      try {
        reloadAfter = await run(current.form);
      } finally {
        dispatch({ type: 'saveEnd' });
      }
      if (reloadAfter) reload();
    },
    [reload],
  );

  const dirty = (state.phase === 'ready' || state.phase === 'saving') && state.dirty;
  const { allowNextNavigation } = useUnsavedChanges(dirty);

  return { state, update, save, reload, allowNextNavigation };
}
