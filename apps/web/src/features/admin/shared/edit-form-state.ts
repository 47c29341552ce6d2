/**
 * The state machine every admin edit screen shares (SPEC section 4):
 * loading → ready ⇄ saving, or loading → error. Edits are only taken while ready and mark the form dirty.
 */
export type EditFormState<T> =
  | { phase: 'loading' }
  | { phase: 'error' }
  | { phase: 'ready' | 'saving'; form: T; dirty: boolean };

export type EditFormAction<T> =
  | { type: 'loaded'; form: T }
  | { type: 'failed' }
  | { type: 'edit'; update: (form: T) => T }
  | { type: 'saveStart' }
  | { type: 'saveEnd' };

export function editFormReducer<T>(state: EditFormState<T>, action: EditFormAction<T>): EditFormState<T> {
  switch (action.type) {
    case 'loaded':
      return { phase: 'ready', form: action.form, dirty: false };
    case 'failed':
      // A failed reload after a save keeps what is on screen.
      return state.phase === 'loading' ? { phase: 'error' } : state;
    case 'edit':
      return state.phase === 'ready' ? { ...state, form: action.update(state.form), dirty: true } : state;
    case 'saveStart':
      return state.phase === 'ready' ? { ...state, phase: 'saving' } : state;
    case 'saveEnd':
      return state.phase === 'saving' ? { ...state, phase: 'ready' } : state;
  }
}
