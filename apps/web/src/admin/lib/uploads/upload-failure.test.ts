import { describe, expect, it } from 'vitest';
import { uploadTexts } from '@admin/admin-texts';
import { ApiError } from '@shared/api/api-client';
import { UploadHttpError } from './put-file';
import { failedFileOf, FileUploadFailed, uploadFailureReason } from './upload-failure';

/** Issue 35 item 4: the reason of a failed upload, read from the storage's or the API's answer. */
describe('uploadFailureReason', () => {
  it('names the limit of the file type on 413, the content on 400 and an old address on 403', () => {
    expect(uploadFailureReason(new UploadHttpError(413, ''), 'image/jpeg')).toBe(uploadTexts.serverTooLarge('20MB'));
    expect(uploadFailureReason(new UploadHttpError(413, ''), 'video/mp4')).toBe(uploadTexts.serverTooLarge('200MB'));
    expect(uploadFailureReason(new UploadHttpError(400, ''), 'image/jpeg')).toBe(uploadTexts.serverContent);
    expect(uploadFailureReason(new UploadHttpError(403, ''), 'image/jpeg')).toBe(uploadTexts.expired);
  });

  it('tells a lost connection from a server error and anything else', () => {
    expect(uploadFailureReason(new UploadHttpError(0, ''), 'image/jpeg')).toBe(uploadTexts.network);
    expect(uploadFailureReason(new ApiError(0, 'Failed to fetch'), 'image/jpeg')).toBe(uploadTexts.network);
    expect(uploadFailureReason(new UploadHttpError(503, ''), 'image/jpeg')).toBe(uploadTexts.serverError(503));
    expect(uploadFailureReason(new ApiError(409, 'x'), 'image/jpeg')).toBe(uploadTexts.failedOther(409));
    expect(uploadFailureReason(new Error('bug'), 'image/jpeg')).toBe(uploadTexts.failedUnknown);
  });

  it('finds the failed file behind a wrapping error (a thumbnail failure)', () => {
    const failed = new FileUploadFailed('thumb.jpg', uploadTexts.network);
    expect(failedFileOf(new Error('wrapped', { cause: failed }))).toBe(failed);
    expect(failedFileOf(new Error('plain'))).toBeUndefined();
  });
});
