// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAINT_WAIT_MAX_MS } from './after-first-screen';
import { readInitialData } from './initial-data';
import { invalidateQueries, seedQueries, useQuery } from './use-query';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'initial-data';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('readInitialData', () => {
  it('reads the entries the server put into the page', () => {
    const doc = pageWith(JSON.stringify({ artists: { data: [{ id: 1 }] }, 'artist/a': { data: { id: 2 }, refresh: true } }));
    expect(readInitialData(doc)).toEqual({ artists: { data: [{ id: 1 }] }, 'artist/a': { data: { id: 2 }, refresh: true } });
  });

  it('gives nothing for a page without it, or for text that is not an object of entries', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readInitialData(pageWith(null))).toEqual({});
    expect(readInitialData(pageWith('{not json'))).toEqual({});
    expect(readInitialData(pageWith('[1,2]'))).toEqual({});
    expect(readInitialData(pageWith(JSON.stringify({ a: 1, b: { nodata: true }, c: { data: 3, refresh: 'yes' } })))).toEqual({ c: { data: 3 } });
    error.mockRestore();
  });
});

function Reader({ queryKey, fetcher }: { queryKey: string; fetcher: () => Promise<string> }) {
  const { data, isLoading } = useQuery(queryKey, fetcher);
  return <p>{isLoading ? 'loading' : (data ?? 'none')}</p>;
}

describe('seedQueries', () => {
  afterEach(() => {
    cleanup();
    invalidateQueries();
  });

  it('draws seeded answers at once without calling the API', async () => {
    seedQueries({ 'seed/fresh': { data: 'from the page' } });
    const fetcher = vi.fn(() => Promise.resolve('from the API'));
    render(<Reader queryKey="seed/fresh" fetcher={fetcher} />);
    expect(screen.getByText('from the page')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('draws a `refresh` answer at once and calls the API once, after the first screen is drawn, to replace it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    seedQueries({ 'seed/refresh': { data: 'from the page', refresh: true } });
    const fetcher = vi.fn(() => Promise.resolve('from the API'));
    render(<Reader queryKey="seed/refresh" fetcher={fetcher} />);
    expect(screen.getByText('from the page')).toBeTruthy();
    // Not before the page has painted.
    await vi.advanceTimersByTimeAsync(100);
    expect(fetcher).not.toHaveBeenCalled();
    // jsdom reports no largest paint: the first screen counts as drawn after the longest wait.
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MAX_MS);
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByText('from the API')).toBeTruthy());
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('never replaces what the app already loaded', async () => {
    const fetcher = vi.fn(() => Promise.resolve('loaded'));
    const { unmount } = render(<Reader queryKey="seed/loaded" fetcher={fetcher} />);
    await waitFor(() => expect(screen.getByText('loaded')).toBeTruthy());
    seedQueries({ 'seed/loaded': { data: 'stale page data' } });
    unmount();
    render(<Reader queryKey="seed/loaded" fetcher={fetcher} />);
    expect(screen.getByText('loaded')).toBeTruthy();
  });
});
