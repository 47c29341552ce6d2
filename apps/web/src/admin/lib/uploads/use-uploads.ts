import { buildMediaPath } from '@agency/contract/media';
import { useCallback, useState } from 'react';
import { call } from '@shared/api/api-client';
import { putFile } from './put-file';
import { uploadFileName } from './upload-file-name';

export type UploadItem = { id: string; name: string; loaded: number; total: number; status: 'uploading' | 'done' | 'failed' };

let nextId = 0;

/**
 * Uploads files through the presigned-URL flow (SPEC section 7) and keeps a progress entry per file
 * for the progress bars. `upload` resolves to the file's public address.
 */
export function useUploads() {
  const [items, setItems] = useState<UploadItem[]>([]);

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const upload = useCallback(
    async (file: File, prefix: string, index: number): Promise<string> => {
      const id = `upload-${++nextId}`;
      setItems((list) => [...list, { id, name: file.name, loaded: 0, total: file.size, status: 'uploading' }]);
      try {
        // POST /api/s3/getPreSignedUrl: where to PUT the file, with which content type, and its public address.
        const { url, contentType, publicUrl } = await call('presignUpload', { body: { path: buildMediaPath(prefix, index, uploadFileName(file)) } });
        await putFile(url, file, contentType, ({ loaded, total }) => patch(id, { loaded, total }));
        patch(id, { status: 'done' });
        return publicUrl;
      } catch (error) {
        patch(id, { status: 'failed' });
        throw error;
      }
    },
    [patch],
  );

  const clear = useCallback(() => setItems([]), []);
  return { items, upload, clear };
}

export type Uploader = (file: File, prefix: string, index: number) => Promise<string>;
