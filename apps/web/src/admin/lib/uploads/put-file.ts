/** Progress of one PUT, in bytes. */
export type ByteProgress = { loaded: number; total: number };

/**
 * PUTs a file to a presigned URL with XMLHttpRequest, the only browser API that reports upload
 * progress. The URL carries its own signature, so no Authorization header is sent.
 */
export function putFile(url: string, file: Blob, contentType: string, onProgress: (progress: ByteProgress) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    if (signal?.aborted) return reject(new UploadCancelled());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress({ loaded: file.size, total: file.size });
        resolve();
      } else {
        reject(new Error(`Upload failed with HTTP ${xhr.status}: ${xhr.responseText.slice(0, 200)}`));
      }
    };
    xhr.onerror = () => reject(new Error('Upload failed: network error'));
    xhr.onabort = () => reject(new UploadCancelled());
    xhr.send(file);
  });
}

/** The admin cancelled the uploads. */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelled';
  }
}
