import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: unknown }
  | { status: 'ready'; data: T; error: undefined };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Loads fresh data on mount and whenever `key` changes (no cache: admins must see what is stored).
 * `reload()` fetches again and keeps the old data on screen until the answer arrives.
 */
export function useLoad<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>) {
  const [answer, setAnswer] = useState<{ key: string; state: LoadState<T> } | undefined>(undefined);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setAnswer({ key, state: { status: 'ready', data, error: undefined } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Loading ${key} failed`, error);
        setAnswer({ key, state: { status: 'error', data: undefined, error } });
      },
    );
    return () => controller.abort();
    // The fetcher is identified by the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  // An answer for another key is stale: show loading until this key's answer arrives.
  const state: LoadState<T> = answer && answer.key === key ? answer.state : LOADING;
  return { ...state, reload };
}
