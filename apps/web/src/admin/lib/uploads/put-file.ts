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
        reject(new UploadHttpError(xhr.status, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new UploadHttpError(0, ''));
    xhr.onabort = () => reject(new UploadCancelled());
    xhr.send(file);
  });
}

/** The storage answered a PUT with an error status (0: the connection failed). */
export class UploadHttpError extends Error {
  constructor(readonly status: number, body: string) {
    super(status === 0 ? 'Upload failed: network error' : `Upload failed with HTTP ${status}: ${body.slice(0, 200)}`);
    this.name = 'UploadHttpError';
  }
}

/** The admin cancelled the uploads, or only the upload of `fileName`. */
export class UploadCancelled extends Error {
  constructor(readonly fileName?: string) {
    super(fileName === undefined ? 'Upload cancelled' : `Upload of ${fileName} cancelled`);
    this.name = 'UploadCancelled';
  }
}
