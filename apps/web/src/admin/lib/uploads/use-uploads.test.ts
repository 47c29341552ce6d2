import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
      signal?.addEventListener('abort', () => {
        settle();
        reject(new Error('aborted'));
      });
      puts.push({ name: url, finish: () => (settle(), resolve()), fail: (error) => (settle(), reject(error)) });
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
    puts.shift()!.fail(new Error('network'));
    const okUrl = await first[0];
    expect(okUrl).toMatch(/^\/media\/x\//);
    await expect(first[1]).rejects.toThrow('network');
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
});
