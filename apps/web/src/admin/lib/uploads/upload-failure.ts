import { maxUploadBytes } from '@agency/contract/media';
import { uploadTexts } from '@admin/admin-texts';
import { ApiError } from '@shared/api/api-client';
import { formatMegabytes } from '../format';
import { UploadHttpError } from './put-file';

/** Why an upload failed, in the admin's words: the storage's or the API's status read out (decision 102). */
export function uploadFailureReason(error: unknown, contentType: string): string {
  if (!(error instanceof UploadHttpError || error instanceof ApiError)) return uploadTexts.failedUnknown;
  const { status } = error;
  if (status === 0) return uploadTexts.network;
  if (status === 413) return uploadTexts.serverTooLarge(formatMegabytes(maxUploadBytes(contentType)));
  // The local driver answers 400 for content that does not fit the type; S3 and the local driver 403 for an old URL.
  if (status === 400 && error instanceof UploadHttpError) return uploadTexts.serverContent;
  if (status === 403 && error instanceof UploadHttpError) return uploadTexts.expired;
  if (status >= 500) return uploadTexts.serverError(status);
  return uploadTexts.failedOther(status);
}

/** One file's upload failed: its name and why, shown in the progress list and in the save's alert. */
export class FileUploadFailed extends Error {
  constructor(readonly fileName: string, readonly reason: string, options?: { cause?: unknown }) {
    super(`${fileName}: ${reason}`, options);
    this.name = 'FileUploadFailed';
  }
}

/** The failed file named by an error or its cause (a thumbnail's failure is wrapped by its screen). */
export function failedFileOf(error: unknown): FileUploadFailed | undefined {
  if (error instanceof FileUploadFailed) return error;
  if (error instanceof Error && error.cause !== undefined) return failedFileOf(error.cause);
  return undefined;
}
