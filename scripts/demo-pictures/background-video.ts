// Draws the home page's background videos (apps/server/assets/demo/background-{desktop,mobile}.mp4) and their
// poster's stage: frames of the poster motif (placeholder.ts) with the light on a closed path, so the clip loops
// without a seam. A maintainer tool, like generate.ts (the server never runs ffmpeg); needs ffmpeg (Debian's):
//   npx tsx scripts/demo-pictures/background-video.ts
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { DEMO_POSTER } from '../../apps/server/src/db/seed/demo-content';
import { renderPlaceholderRgb } from './placeholder';

const SECONDS = 12;
const FPS = 24;
const demoDir = fileURLToPath(new URL('../../apps/server/assets/demo/', import.meta.url));

async function encode(file: string, width: number, height: number): Promise<void> {
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`, '-r', String(FPS), '-i', '-'],
      ...['-an', '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '25', '-tune', 'film', '-pix_fmt', 'yuv420p'],
      ...['-g', String(FPS * SECONDS), '-movflags', '+faststart', file],
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const frames = FPS * SECONDS;
  for (let frame = 0; frame < frames; frame++) {
    const rgb = await renderPlaceholderRgb({ ...DEMO_POSTER, width, height, phase: frame / frames });
    if (!ffmpeg.stdin.write(rgb)) await once(ffmpeg.stdin, 'drain');
  }
  ffmpeg.stdin.end();
  const [code] = (await once(ffmpeg, 'close')) as [number];
  if (code !== 0) throw new Error(`ffmpeg exited with ${code} for ${file}`);
  console.log(`${file}: ${((await fs.stat(file)).size / 1024).toFixed(0)} kB, ${frames} frames`);
}

await encode(`${demoDir}background-desktop.mp4`, 1280, 720);
await encode(`${demoDir}background-mobile.mp4`, 720, 1280);
