import { buildMediaPath } from '@agency/contract/media';
import { useCallback, useRef, useState } from 'react';
import { call } from '@shared/api/api-client';
import { putFile, UploadCancelled } from './put-file';
import { uploadFileName } from './upload-file-name';

export type UploadItem = { id: string; name: string; loaded: number; total: number; status: 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled' };

/** Files sent at once; the others wait their turn (issue 19). */
export const UPLOAD_CONCURRENCY = 3;

let nextId = 0;

/**
 * Uploads files through the presigned-URL flow (SPEC section 7), at most UPLOAD_CONCURRENCY at a time, with a progress
 * entry per file. A file uploaded once is not sent again by a later save of the same form (so saving again after a
 * failure sends only the files that failed); `cancel` stops the files in flight and those waiting.
 */
export function useUploads() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const done = useRef(new Map<File, string>());
  const running = useRef(0);
  const waiting = useRef<(() => void)[]>([]);
  const controller = useRef(new AbortController());

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  /** Waits for a free slot (or the cancel). */
  const slot = useCallback(async (signal: AbortSignal) => {
    if (running.current >= UPLOAD_CONCURRENCY) await new Promise<void>((resolve) => waiting.current.push(resolve));
    if (signal.aborted) throw new UploadCancelled();
    running.current++;
  }, []);
  const release = useCallback(() => {
    running.current--;
    waiting.current.shift()?.();
  }, []);

  const upload = useCallback(
    async (file: File, prefix: string, index: number): Promise<string> => {
      const stored = done.current.get(file);
      if (stored) return stored;
      const { signal } = controller.current;
      const id = `upload-${++nextId}`;
      setItems((list) => [...list, { id, name: file.name, loaded: 0, total: file.size, status: 'queued' }]);
      try {
        await slot(signal);
      } catch (error) {
        patch(id, { status: 'cancelled' });
        throw error;
      }
      patch(id, { status: 'uploading' });
      try {
        // POST /api/s3/getPreSignedUrl: where to PUT the file, with which content type, and its public address.
        const { url, contentType, publicUrl } = await call('presignUpload', { body: { path: buildMediaPath(prefix, index, uploadFileName(file)) }, signal });
        await putFile(url, file, contentType, ({ loaded, total }) => patch(id, { loaded, total }), signal);
        patch(id, { status: 'done' });
        done.current.set(file, publicUrl);
        return publicUrl;
      } catch (error) {
        patch(id, { status: error instanceof UploadCancelled || signal.aborted ? 'cancelled' : 'failed' });
        throw signal.aborted ? new UploadCancelled() : error;
      } finally {
        release();
      }
    },
    [patch, slot, release],
  );

  /** Stops every upload in flight or waiting; the next save starts afresh (files already stored are kept). */
  const cancel = useCallback(() => {
    controller.current.abort();
    controller.current = new AbortController();
    for (const resolve of waiting.current.splice(0)) resolve();
  }, []);

  const clear = useCallback(() => setItems([]), []);
  return { items, upload, clear, cancel };
}

export type Uploader = (file: File, prefix: string, index: number) => Promise<string>;
