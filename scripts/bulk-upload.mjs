// `npm run measure:bulk-upload`: 40 pictures of about 8 MB uploaded as the admin's browser does (presigned PUTs,
// three at a time) and saved as one artist's detail images, while a public page is read every 50 ms. Checks that
// every file is stored once, cleaned of its EXIF (GPS included), and that the public page answered within 200 ms
// throughout (docs/performance.md). Starts the built server on a temporary SQLite database and stops it.
//
//   npm run measure:bulk-upload                 build if needed
//   npm run measure:bulk-upload -- --no-build   use the existing build
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildIfNeeded, startServer, stopOnSignals } from './lib/start-server.mjs';

const FILES = 40;
const CONCURRENCY = 3;
const BUDGET_MS = 200;

async function api(baseURL, urlPath, init) {
  const response = await fetch(`${baseURL}${urlPath}`, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${urlPath}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

/** A phone-sized photo of noise (it does not compress), with EXIF GPS, about 8 MB. */
function photo() {
  return sharp({ create: { width: 3800, height: 2850, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1' } })
    .toBuffer();
}

async function main() {
  buildIfNeeded(process.argv.includes('--no-build') ? 'never' : 'auto');
  console.log(`Drawing ${FILES} pictures...`);
  const pictures = [];
  for (let i = 0; i < FILES; i++) pictures.push(await photo());
  const sizes = pictures.map((p) => p.length / 1e6);
  console.log(`Pictures: ${Math.min(...sizes).toFixed(1)}–${Math.max(...sizes).toFixed(1)} MB`);

  const server = await startServer({ label: 'bulk-upload' });
  stopOnSignals(server);
  const latencies = [];
  let polling = true;
  try {
    const { accessToken } = await api(server.baseURL, '/api/loginProc', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'admin', password: 'admin-script-password' }),
    });
    const headers = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
    const poll = (async () => {
      while (polling) {
        const started = performance.now();
        const response = await fetch(`${server.baseURL}/management`);
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const started = performance.now();
    const urls = new Array(FILES);
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < FILES) {
          const index = next++;
          const { url, contentType, publicUrl } = await api(server.baseURL, '/api/s3/getPreSignedUrl', {
            method: 'POST',
            headers,
            body: JSON.stringify({ path: `artists/bulk/detail/${index}-${Date.now()}.jpg` }),
          });
          await api(server.baseURL, new URL(url, server.baseURL).pathname + new URL(url, server.baseURL).search, { method: 'PUT', headers: { 'Content-Type': contentType }, body: pictures[index] });
          urls[index] = publicUrl;
        }
      }),
    );
    const uploadedAt = performance.now();
    await api(server.baseURL, '/api/admin/createArtist', {
      method: 'POST',
      headers,
      body: JSON.stringify({ urlName: 'bulk', korName: '대량', priority: 0, detailImages: urls.map((imageUrl, priority) => ({ priority, imageUrl })), detailVideos: [] }),
    });
    const savedAt = performance.now();
    polling = false;
    await poll;

    const folder = path.join(server.dataDir, 'media', 'artists', 'bulk', 'detail');
    const stored = fs.readdirSync(folder);
    const withExif = [];
    for (const name of stored) if ((await sharp(fs.readFileSync(path.join(folder, name))).metadata()).exif) withExif.push(name);
    const sorted = [...latencies].sort((a, b) => a - b);
    const p99 = sorted[Math.floor(sorted.length * 0.99)];
    const max = sorted.at(-1);
    console.log('');
    console.log(`uploads (${FILES} × ~${(sizes.reduce((a, b) => a + b, 0) / FILES).toFixed(1)} MB, ${CONCURRENCY} at a time): ${((uploadedAt - started) / 1000).toFixed(1)} s`);
    console.log(`save (checking and cleaning every picture): ${((savedAt - uploadedAt) / 1000).toFixed(1)} s`);
    console.log(`files stored: ${stored.length} (expected ${FILES}); still carrying EXIF: ${withExif.length}`);
    console.log(`GET /management during the run: ${latencies.length} reads, median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms (budget ${BUDGET_MS} ms)`);
    const ok = stored.length === FILES && withExif.length === 0 && max <= BUDGET_MS;
    console.log(ok ? 'All met.' : 'MISSED.');
    process.exitCode = ok ? 0 : 1;
  } finally {
    polling = false;
    await server.stop();
  }
}

await main();
