import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';

const app = useTestAppWithAdmin();

/** Uploads through the presigned flow as the admin's browser does; answers the public address. */
async function upload(mediaPath: string, body: Buffer): Promise<string> {
  const presign = await app.t.app.inject({ method: 'POST', url: '/api/s3/getPreSignedUrl', headers: app.auth, payload: { path: mediaPath } });
  const { url, contentType, publicUrl } = presign.json() as { url: string; contentType: string; publicUrl: string };
  const put = await app.t.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: body });
  expect(put.statusCode).toBe(204);
  return publicUrl;
}
const stored = (publicUrl: string) => fs.readFileSync(path.join((app.t.config.media as { dir: string }).dir, publicUrl.replace(/^\/media\//, '')));

describe('pictures are cleaned of personal metadata when a save first refers to them (issue 19)', () => {
  it('turns a phone photo upright and drops its EXIF (GPS included) and XMP; a clean picture stays byte for byte', async () => {
    const phone = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#aa6633' } })
      .jpeg({ quality: 90 })
      .withExif({ IFD0: { Make: 'Phone', Copyright: 'Private Person' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const clean = await sharp({ create: { width: 120, height: 150, channels: 3, background: '#336699' } }).png().toBuffer();
    const phoneUrl = await upload('artists/clean-test/detail/0-1732170000000.jpg', phone);
    const cleanUrl = await upload('artists/clean-test/detail/1-1732170000001.png', clean);
    // Uploaded as it is until a save refers to it.
    expect(stored(phoneUrl).equals(phone)).toBe(true);

    const res = await app.t.app.inject({
      method: 'POST',
      url: '/api/admin/createArtist',
      headers: app.auth,
      payload: artistInput({ urlName: 'clean-test', korName: '정리', detailImages: [{ priority: 0, imageUrl: phoneUrl }, { priority: 1, imageUrl: cleanUrl }] }),
    });
    expect(res.statusCode, res.body).toBe(200);

    const after = stored(phoneUrl);
    const meta = await sharp(after).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(after.includes(Buffer.from('Private Person'))).toBe(false);
    expect(stored(cleanUrl).equals(clean)).toBe(true);
  });
});
