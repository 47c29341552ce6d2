import { StoredFileTooLargeError, uploadLimitOf, type BlobStore } from '../src/storage/blob-store';

export interface StoredBlob {
  body: Buffer;
  contentType: string;
  modifiedAt: Date;
}

/** A blob store in memory with the local driver's public URLs (`/media/<key>`); counts its writes. */
export function memoryBlobStore(initial?: Map<string, StoredBlob>) {
  const blobs = new Map(initial);
  let puts = 0;
  const store: BlobStore = {
    driver: 'local',
    createUploadUrl: async (path) => `/upload/${path}`,
    publicUrl: (path) => `/media/${path}`,
    put: async (path, body, contentType) => {
      puts++;
      blobs.set(path, { body, contentType, modifiedAt: new Date() });
    },
    get: async (path, options) => {
      const blob = blobs.get(path);
      if (blob && options?.maxBytes !== undefined && blob.body.length > options.maxBytes) throw new StoredFileTooLargeError(path, options.maxBytes);
      return blob?.body;
    },
    exists: async (path) => blobs.has(path),
    inspect: async (path, headBytes) => {
      const blob = blobs.get(path);
      return blob && { size: blob.body.length, contentType: blob.contentType, head: blob.body.subarray(0, headBytes) };
    },
    async *list() {
      for (const [key, blob] of blobs) yield { key, modifiedAt: blob.modifiedAt };
    },
    remove: async (path) => {
      blobs.delete(path);
    },
    maxUploadBytes: (contentType) => uploadLimitOf(undefined, contentType),
  };
  return { store, blobs, puts: () => puts };
}
