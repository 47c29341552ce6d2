import { MAGIC_BYTES_HEAD_LENGTH, matchesMagicBytes } from '@agency/contract/magic-bytes';
import { isAcceptedImage, MAX_IMAGE_BYTES, mediaContentType } from '@agency/contract/media';
import { uploadTexts } from '@admin/admin-texts';
import { formatMegabytes } from '../format';

/** A picked or dropped file the admin does not take, and why. */
export type RefusedFile = { name: string; reason: string };

/**
 * Why the server would refuse this file as an image, judged before anything is sent by the server's own rules
 * (the contract's types, size limit and first bytes); undefined when it would take it. `head` is the file's first
 * MAGIC_BYTES_HEAD_LENGTH bytes.
 */
export function imageFileProblem(file: Pick<File, 'name' | 'type' | 'size'>, head: Uint8Array): string | undefined {
  if (!isAcceptedImage(file)) return uploadTexts.notAnImageType;
  if (file.size > MAX_IMAGE_BYTES) return uploadTexts.tooLarge(formatMegabytes(file.size), formatMegabytes(MAX_IMAGE_BYTES));
  if (!matchesMagicBytes(mediaContentType(file.name) ?? '', head)) return uploadTexts.notImageContent(file.name.slice(file.name.lastIndexOf('.') + 1).toUpperCase());
  return undefined;
}

async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, MAGIC_BYTES_HEAD_LENGTH).arrayBuffer());
}

/** Sorts picked or dropped files into those the server takes as images and those it would refuse, with the reason. */
export async function sortPickedImages(files: readonly File[]): Promise<{ accepted: File[]; refused: RefusedFile[] }> {
  const checked = await Promise.all(
    files.map(async (file) => {
      try {
        return { file, problem: imageFileProblem(file, await headOf(file)) };
      } catch (error) {
        console.warn('Reading a picked file failed', error);
        return { file, problem: uploadTexts.unreadable };
      }
    }),
  );
  return {
    accepted: checked.filter((entry) => entry.problem === undefined).map((entry) => entry.file),
    refused: checked.flatMap(({ file, problem }) => (problem === undefined ? [] : [{ name: file.name, reason: problem }])),
  };
}

/** The alert listing refused files, one line each. */
export function refusedFilesText(refused: readonly RefusedFile[]): string {
  return uploadTexts.refused(refused.map((file) => uploadTexts.fileLine(file.name, file.reason)).join('\n'));
}
