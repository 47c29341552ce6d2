import { PDFDocument } from 'pdf-lib';

/** One PDF of the pages of `files`, in order (a package's comp cards in one download). */
export async function mergePdfs(files: Uint8Array[], title: string): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  merged.setTitle(title);
  for (const file of files) {
    const source = await PDFDocument.load(file);
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return merged.save();
}
