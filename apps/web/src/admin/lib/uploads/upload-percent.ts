import type { ByteProgress } from './put-file';

/** Whole percent of an upload, 0 to 100; an empty file counts as done once finished. */
export function uploadPercent({ loaded, total }: ByteProgress): number {
  if (total <= 0) return loaded > 0 ? 100 : 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}
