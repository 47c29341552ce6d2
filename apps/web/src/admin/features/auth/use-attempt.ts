import { useState } from 'react';

/**
 * A sign-in step's request in flight: `busy` while it runs, and the text `explain` gives its failure (logged with
 * `label` for the console; the screen shows only the text).
 */
export function useAttempt(label: string, explain: (failure: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (failure) {
      console.error(label, failure);
      setError(explain(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
