// Draws every demo picture of apps/server/src/db/seed/demo-content.ts into apps/server/assets (committed, like the
// background videos); the seed copies them into the blob store. Run after changing the pictures' descriptions:
//   npx tsx scripts/demo-pictures/generate.ts
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoImages } from '../../apps/server/src/db/seed/demo-content';
import { renderPlaceholderJpeg } from './placeholder';

const assetsDir = fileURLToPath(new URL('../../apps/server/assets', import.meta.url));
const images = demoImages();
let next = 0;
let bytes = 0;
const worker = async () => {
  while (next < images.length) {
    const image = images[next++]!;
    const file = path.join(assetsDir, image.path);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const jpeg = await renderPlaceholderJpeg(image);
    bytes += jpeg.length;
    await fs.writeFile(file, jpeg);
  }
};
await Promise.all(Array.from({ length: 4 }, worker));

// Pictures no longer described are removed (the background videos stay).
const wanted = new Set(images.map((image) => path.join(assetsDir, image.path)));
for (const entry of await fs.readdir(path.join(assetsDir, 'demo'), { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (entry.isFile() && file.endsWith('.jpg') && !wanted.has(file)) await fs.rm(file);
}
console.log(`${images.length} demo pictures written to ${path.relative(process.cwd(), assetsDir)} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
