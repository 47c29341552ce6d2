import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: unknown }
  | { status: 'ready'; data: T; error: undefined };

/**
 * Loads fresh data on mount and whenever `key` changes (no cache: admins must see what is stored).
 * `reload()` fetches again and keeps the old data on screen until the answer arrives.
 */
export function useLoad<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', data: undefined, error: undefined });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.status === 'ready' && round > 0 ? previous : { status: 'loading', data: undefined, error: undefined }));
    fetcher(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Loading ${key} failed`, error);
        setState({ status: 'error', data: undefined, error });
      },
    );
    return () => controller.abort();
    // The fetcher is identified by the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
