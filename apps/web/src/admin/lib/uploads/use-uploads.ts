import { buildMediaPath, mediaContentType } from '@agency/contract/media';
import { useCallback, useRef, useState } from 'react';
import { call } from '@shared/api/api-client';
import { putFile, UploadCancelled } from './put-file';
import { FileUploadFailed, uploadFailureReason } from './upload-failure';
import { uploadFileName } from './upload-file-name';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';
/** One file of the progress list; a failed one says why (decision 102). */
export type UploadItem = { id: string; file: File; name: string; loaded: number; total: number; status: UploadStatus; reason?: string };

/** Files sent at once; the others wait their turn (issue 19). */
export const UPLOAD_CONCURRENCY = 3;

let nextId = 0;

/**
 * Uploads files through the presigned-URL flow (SPEC section 7), at most UPLOAD_CONCURRENCY at a time, with a progress
 * entry per file. A file uploaded once is not sent again by a later save of the same form (so saving again after a
 * failure sends only the files that failed), and a file still on its way is not sent twice. `cancel` stops the files
 * in flight and those waiting; `cancelOne` one of them (its upload rejects with UploadCancelled naming it, the others
 * go on). A failure rejects with FileUploadFailed (the file's name and why) and stays in the list with its reason.
 */
export function useUploads() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const done = useRef(new Map<File, string>());
  const inFlight = useRef(new Map<File, Promise<string>>());
  const controllers = useRef(new Map<string, AbortController>());
  const running = useRef(0);
  const waiting = useRef<(() => void)[]>([]);
  const controller = useRef(new AbortController());

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  /**
   * Waits for a free slot, or until this file is cancelled (it then leaves the queue and passes its turn on: a waiter
   * woken without a free slot waits again).
   */
  const slot = useCallback(async (signal: AbortSignal) => {
    while (running.current >= UPLOAD_CONCURRENCY && !signal.aborted) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          const at = waiting.current.indexOf(wake);
          if (at >= 0) waiting.current.splice(at, 1);
          signal.removeEventListener('abort', wake);
          resolve();
        };
        waiting.current.push(wake);
        signal.addEventListener('abort', wake, { once: true });
      });
    }
    if (signal.aborted) {
      waiting.current[0]?.();
      throw new UploadCancelled();
    }
    running.current++;
  }, []);
  const release = useCallback(() => {
    running.current--;
    waiting.current[0]?.();
  }, []);

  const send = useCallback(
    async (file: File, prefix: string, index: number): Promise<string> => {
      const all = controller.current.signal;
      const own = new AbortController();
      const stopWithAll = () => own.abort();
      all.addEventListener('abort', stopWithAll, { once: true });
      const id = `upload-${++nextId}`;
      controllers.current.set(id, own);
      setItems((list) => [...list, { id, file, name: file.name, loaded: 0, total: file.size, status: 'queued' }]);
      const cancelled = () => {
        patch(id, { status: 'cancelled' });
        return all.aborted ? new UploadCancelled() : new UploadCancelled(file.name);
      };
      try {
        try {
          await slot(own.signal);
        } catch {
          throw cancelled();
        }
        patch(id, { status: 'uploading' });
        try {
          const path = buildMediaPath(prefix, index, uploadFileName(file));
          // POST /api/s3/getPreSignedUrl: where to PUT the file, with which content type, and its public address.
          const { url, contentType, publicUrl } = await call('presignUpload', { body: { path }, signal: own.signal });
          await putFile(url, file, contentType, ({ loaded, total }) => patch(id, { loaded, total }), own.signal);
          patch(id, { status: 'done' });
          done.current.set(file, publicUrl);
          return publicUrl;
        } catch (error) {
          if (error instanceof UploadCancelled || own.signal.aborted) throw cancelled();
          const reason = uploadFailureReason(error, mediaContentType(uploadFileName(file)) ?? file.type);
          patch(id, { status: 'failed', reason });
          throw new FileUploadFailed(file.name, reason, { cause: error });
        } finally {
          release();
        }
      } finally {
        all.removeEventListener('abort', stopWithAll);
        controllers.current.delete(id);
      }
    },
    [patch, slot, release],
  );

  const upload = useCallback(
    (file: File, prefix: string, index: number): Promise<string> => {
      const stored = done.current.get(file);
      if (stored) return Promise.resolve(stored);
      const pending = inFlight.current.get(file);
      if (pending) return pending;
      const sending = send(file, prefix, index).finally(() => inFlight.current.delete(file));
      inFlight.current.set(file, sending);
      return sending;
    },
    [send],
  );

  /** Stops every upload in flight or waiting; the next save starts afresh (files already stored are kept). */
  const cancel = useCallback(() => {
    controller.current.abort();
    controller.current = new AbortController();
  }, []);

  /** Stops one file's upload (queued or on its way); the others go on. */
  const cancelOne = useCallback((id: string) => controllers.current.get(id)?.abort(), []);

  /** Takes a finished, failed or cancelled file off the list (it was removed from the form). */
  const dismiss = useCallback((id: string) => setItems((list) => list.filter((item) => item.id !== id || item.status === 'queued' || item.status === 'uploading')), []);

  /** Empties the list for a new save; files still on their way stay on it. */
  const clear = useCallback(() => setItems((list) => list.filter((item) => item.status === 'queued' || item.status === 'uploading')), []);
  return { items, upload, clear, cancel, cancelOne, dismiss };
}

/** What the admin can do with one file of the progress list (decision 102). */
export type UploadItemActions = {
  /** Stops this file's upload; the others go on (the save then stops, saving nothing). */
  cancel: (id: string) => void;
  /** Takes the file out of the form (its tile, or the picked image) and off the list. */
  remove: (item: UploadItem) => void;
};

export type Uploader = (file: File, prefix: string, index: number) => Promise<string>;
export type Uploads = ReturnType<typeof useUploads>;
