// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadTexts } from '@admin/admin-texts';
import { UploadHttpError } from './put-file';
import { FileUploadFailed } from './upload-failure';
import { UPLOAD_CONCURRENCY, useUploads } from './use-uploads';

const puts: { name: string; finish: () => void; fail: (error: Error) => void }[] = [];
let inFlight = 0;
let mostInFlight = 0;

vi.mock('@shared/api/api-client', () => ({
  call: vi.fn(async (_name: string, input: { body: { path: string } }) => ({ url: `/put/${input.body.path}`, contentType: 'image/jpeg', publicUrl: `/media/${input.body.path}` })),
}));
vi.mock('./put-file', async (original) => ({
  ...(await original<typeof import('./put-file')>()),
  putFile: vi.fn((url: string, _file: Blob, _type: string, _progress: unknown, signal?: AbortSignal) => {
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    return new Promise<void>((resolve, reject) => {
      const settle = () => inFlight--;
      const put = { name: url, finish: () => (settle(), resolve()), fail: (error: Error) => (settle(), reject(error)) };
      signal?.addEventListener('abort', () => {
        settle();
        if (puts.includes(put)) puts.splice(puts.indexOf(put), 1);
        reject(new Error('aborted'));
      });
      puts.push(put);
    });
  }),
}));

const file = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/jpeg' });
const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useUploads (issue 19)', () => {
  beforeEach(() => {
    puts.length = 0;
    inFlight = 0;
    mostInFlight = 0;
  });

  it('sends at most three files at once, the others wait their turn', async () => {
    const { result } = renderHook(() => useUploads());
    const files = Array.from({ length: 7 }, (_, i) => file(`p${i}.jpg`));
    const all = files.map((f, i) => result.current.upload(f, 'artists/a/detail', i));
    await flush();
    expect(puts).toHaveLength(UPLOAD_CONCURRENCY);
    expect(result.current.items.filter((item) => item.status === 'queued')).toHaveLength(4);
    for (let finished = 0; finished < files.length; finished++) {
      expect(inFlight).toBeLessThanOrEqual(UPLOAD_CONCURRENCY);
      puts.shift()!.finish();
      await flush();
    }
    const urls = await Promise.all(all);
    expect(urls).toHaveLength(7);
    expect(mostInFlight).toBe(UPLOAD_CONCURRENCY);
  });

  it('does not send a file again that a save already stored; a failed one is sent again', async () => {
    const { result } = renderHook(() => useUploads());
    const [ok, bad] = [file('ok.jpg'), file('bad.jpg')];
    const first = [result.current.upload(ok, 'x', 0), result.current.upload(bad, 'x', 1)];
    await flush();
    puts.shift()!.finish();
    puts.shift()!.fail(new UploadHttpError(0, ''));
    const okUrl = await first[0];
    expect(okUrl).toMatch(/^\/media\/x\//);
    await expect(first[1]).rejects.toThrow(new FileUploadFailed('bad.jpg', uploadTexts.network));
    const again = [result.current.upload(ok, 'x', 0), result.current.upload(bad, 'x', 1)];
    await flush();
    expect(puts).toHaveLength(1);
    puts.shift()!.finish();
    const [okAgain, badUrl] = await Promise.all(again);
    expect(okAgain).toBe(okUrl);
    expect(badUrl).toMatch(/^\/media\/x\//);
  });

  it('cancels the files in flight and those waiting', async () => {
    const { result } = renderHook(() => useUploads());
    const all = Array.from({ length: 5 }, (_, i) => result.current.upload(file(`c${i}.jpg`), 'x', i).catch((error: Error) => error.name));
    await flush();
    act(() => result.current.cancel());
    expect(await Promise.all(all)).toEqual(Array(5).fill('UploadCancelled'));
    await flush();
    expect(result.current.items.every((item) => item.status === 'cancelled')).toBe(true);
  });

  it('says why a file failed, in the list and in the error (issue 35: a 413 was only in the console)', async () => {
    const { result } = renderHook(() => useUploads());
    const failing = result.current.upload(file('huge.jpg'), 'x', 0).catch((error: unknown) => error);
    await flush();
    puts.shift()!.fail(new UploadHttpError(413, '{"message":"File is too large"}'));
    const error = await failing;
    expect(error).toBeInstanceOf(FileUploadFailed);
    expect(error).toMatchObject({ fileName: 'huge.jpg', reason: uploadTexts.serverTooLarge('20MB') });
    await flush();
    expect(result.current.items).toEqual([expect.objectContaining({ name: 'huge.jpg', status: 'failed', reason: uploadTexts.serverTooLarge('20MB') })]);
  });

  it('cancels one file, in flight or waiting, while the others go on (issue 35 item 10)', async () => {
    const { result } = renderHook(() => useUploads());
    const all = Array.from({ length: 5 }, (_, i) => result.current.upload(file(`one${i}.jpg`), 'x', i).catch((error: Error) => error));
    await flush();
    const [sending, , , waitingItem] = result.current.items;
    act(() => result.current.cancelOne(sending!.id));
    act(() => result.current.cancelOne(waitingItem!.id));
    expect(await all[0]).toMatchObject({ name: 'UploadCancelled', fileName: 'one0.jpg' });
    expect(await all[3]).toMatchObject({ name: 'UploadCancelled', fileName: 'one3.jpg' });
    await flush();
    // The freed slot went to the next file in line: three on their way, none waiting.
    expect(puts.map((put) => put.name.replace(/^\/put\/x\/(\d)-.*$/, '$1'))).toEqual(['1', '2', '4']);
    while (puts.length > 0) {
      puts.shift()!.finish();
      await flush();
    }
    expect(await Promise.all([all[1], all[2], all[4]])).toEqual([expect.stringMatching(/^\/media\//), expect.stringMatching(/^\/media\//), expect.stringMatching(/^\/media\//)]);
    expect(result.current.items.map((item) => item.status)).toEqual(['cancelled', 'done', 'done', 'cancelled', 'done']);
  });

  it('does not send a file twice when a save starts again while it is still on its way, and keeps it on the list', async () => {
    const { result } = renderHook(() => useUploads());
    const photo = file('slow.jpg');
    const first = result.current.upload(photo, 'x', 0);
    await flush();
    act(() => result.current.clear());
    const second = result.current.upload(photo, 'x', 0);
    await flush();
    expect(puts).toHaveLength(1);
    expect(result.current.items).toHaveLength(1);
    puts.shift()!.finish();
    expect(await second).toBe(await first);
  });
});
