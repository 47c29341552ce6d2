/** Opens a file the admin fetched through its own call (a PDF) in a new tab, or saves it as `fileName`. */
export function openBlob(blob: Blob, fileName: string, download: boolean): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  if (download) link.download = fileName;
  else link.target = '_blank';
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
