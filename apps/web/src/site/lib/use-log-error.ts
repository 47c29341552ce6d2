import { useEffect } from 'react';

/** Public pages report most load failures on the console only (SPEC section 8). */
export function useLogError(error: unknown, context: string): void {
  useEffect(() => {
    if (error) console.error(`${context} failed to load`, error);
  }, [error, context]);
}
