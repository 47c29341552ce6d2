import { describe, expect, it } from 'vitest';
import { withoutPickedFile } from './remove-picked-file';

const picked = new File(['x'], 'failed.jpg', { type: 'image/jpeg' });
const other = new File(['y'], 'other.jpg', { type: 'image/jpeg' });

/** Issue 35 item 4: a failed file can be taken out of the form (its tile goes, a replaced image comes back). */
describe('withoutPickedFile', () => {
  it('drops a list row added for the file and keeps the others as they are', () => {
    const stored = { storedId: 4, priority: 1, image: { url: '/media/a/1-1732170000000.jpg' } };
    const added = { priority: 2, image: { url: '', file: picked, previewUrl: 'blob:1' } };
    const another = { priority: 3, image: { url: '', file: other, previewUrl: 'blob:2' } };
    const rows = [stored, added, another];
    const next = withoutPickedFile(rows, picked);
    expect(next).toEqual([stored, another]);
    expect(next[0]).toBe(stored);
    expect(rows).toHaveLength(3);
  });

  it('puts an image back to the address the file replaced, in a row or a single slot', () => {
    const replaced = { storedId: 4, priority: 1, image: { url: '', file: picked, previewUrl: 'blob:1', replacedUrl: '/media/a/1-1732170000000.jpg' } };
    expect(withoutPickedFile([replaced], picked)).toEqual([{ storedId: 4, priority: 1, image: { url: '/media/a/1-1732170000000.jpg' } }]);
    expect(withoutPickedFile({ url: '', file: picked, previewUrl: 'blob:1', replacedUrl: '/media/main.jpg' }, picked)).toEqual({ url: '/media/main.jpg' });
    // A video row keeps its video; only the thumbnail goes.
    const video = { priority: 1, videoUrl: 'https://youtu.be/x', thumbnail: { url: '', file: picked, previewUrl: 'blob:1' } };
    expect(withoutPickedFile([video], picked)).toEqual([{ priority: 1, videoUrl: 'https://youtu.be/x', thumbnail: { url: '' } }]);
  });

  it('answers the very same value when nothing holds the file', () => {
    const values = { rows: [{ priority: 1, image: { url: '', file: other } }], title: 'x' };
    expect(withoutPickedFile(values, picked)).toBe(values);
  });
});
