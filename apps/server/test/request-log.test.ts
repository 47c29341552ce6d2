import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { sampleMedia } from '../src/modules/media/media-samples';

describe('the request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ logLines: lines });
  });
  afterAll(() => t.close());

  it('names each request by its path: no upload signature, token or query reaches the log', async () => {
    const token = await t.adminToken();
    const presigned = await t.app.inject({
      method: 'POST',
      url: '/api/s3/getPreSignedUrl',
      headers: { authorization: `Bearer ${token}` },
      payload: { path: 'news/0-1732170000099.jpg' },
    });
    const { url } = presigned.json() as { url: string };
    const signature = new URL(url, 'http://x').searchParams.get('signature')!;
    expect(signature.length).toBeGreaterThan(10);
    const upload = await t.app.inject({ method: 'PUT', url, headers: { 'content-type': 'image/jpeg' }, payload: sampleMedia('image/jpeg', 300) });
    expect(upload.statusCode).toBe(204);

    const log = lines.join('');
    expect(log).toContain('"url":"/api/media/upload/news/0-1732170000099.jpg"');
    expect(log).not.toContain(signature);
    expect(log).not.toContain('signature=');
    expect(log).not.toContain(token);
  });
});
