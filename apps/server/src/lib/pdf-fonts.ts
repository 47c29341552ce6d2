import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import subsetFont from 'subset-font';

export interface PretendardFonts {
  regular: PDFFont;
  bold: PDFFont;
}

const fontFile = (weight: 'Regular' | 'Bold') =>
  createRequire(import.meta.url).resolve(`pretendard/dist/public/static/alternative/Pretendard-${weight}.ttf`);

/** The typeface's files, read once (Pretendard from the npm registry, as the public site uses). */
let fontBytes: Promise<[Buffer, Buffer]> | undefined;
function loadFonts(): Promise<[Buffer, Buffer]> {
  fontBytes ??= Promise.all([fs.readFile(fontFile('Regular')), fs.readFile(fontFile('Bold'))]);
  return fontBytes;
}

/**
 * Pretendard Regular and Bold embedded in `doc`, cut down to the characters of `usedText` (every text the document
 * draws must be in it).
 */
export async function embedPretendard(doc: PDFDocument, usedText: string): Promise<PretendardFonts> {
  doc.registerFontkit(fontkit);
  // harfbuzz cuts the typeface down to the characters used; pdf-lib embeds that as it is (its own subsetting drops
  // glyphs of this font).
  const [regularBytes, boldBytes] = await Promise.all((await loadFonts()).map((font) => subsetFont(font, usedText, { targetFormat: 'truetype' })));
  // Without contextual alternates: Pretendard's case hyphen between figures ("02-1234") came out with a gap after it
  // and was lost from the copied text.
  const embed = (bytes: Buffer) => doc.embedFont(bytes, { subset: false, features: { calt: false, clig: false } });
  return { regular: await embed(regularBytes!), bold: await embed(boldBytes!) };
}
