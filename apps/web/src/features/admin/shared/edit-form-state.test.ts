// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { editFormReducer, type EditFormState } from './edit-form-state';

type Form = { title: string };
const reduce = editFormReducer<Form>;

describe('editFormReducer', () => {
  it('goes from loading to ready, clean', () => {
    expect(reduce({ phase: 'loading' }, { type: 'loaded', form: { title: 'a' } })).toEqual({
      phase: 'ready',
      form: { title: 'a' },
      dirty: false,
    });
  });

  it('shows an error only when the first load fails', () => {
    expect(reduce({ phase: 'loading' }, { type: 'failed' })).toEqual({ phase: 'error' });
    const ready: EditFormState<Form> = { phase: 'ready', form: { title: 'a' }, dirty: false };
    expect(reduce(ready, { type: 'failed' })).toBe(ready);
  });

  it('marks edits dirty and ignores edits while saving', () => {
    const ready: EditFormState<Form> = { phase: 'ready', form: { title: 'a' }, dirty: false };
    const edited = reduce(ready, { type: 'edit', update: () => ({ title: 'b' }) });
    expect(edited).toEqual({ phase: 'ready', form: { title: 'b' }, dirty: true });
    const saving = reduce(edited, { type: 'saveStart' });
    expect(saving.phase).toBe('saving');
    expect(reduce(saving, { type: 'edit', update: () => ({ title: 'c' }) })).toBe(saving);
    expect(reduce(saving, { type: 'saveEnd' })).toEqual(edited);
  });

  it('a reload after saving gives a clean form', () => {
    const dirty: EditFormState<Form> = { phase: 'ready', form: { title: 'b' }, dirty: true };
    expect(reduce(dirty, { type: 'loaded', form: { title: 'b' } })).toMatchObject({ dirty: false });
  });
});
