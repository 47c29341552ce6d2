import { useEffect, useState } from 'react';

/**
 * True once an image has loaded (or failed, or `timeoutMs` passed): lets the background video wait
 * until its poster is on screen, without waiting forever for a poster that does not come.
 */
export function useImageLoaded(url: string, timeoutMs: number): boolean {
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  useEffect(() => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      setLoadedUrl(url);
    };
    const image = new Image();
    image.onload = finish;
    image.onerror = finish;
    image.src = url;
    if (image.complete) finish();
    const timer = window.setTimeout(finish, timeoutMs);
    return () => {
      done = true;
      window.clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
    };
  }, [url, timeoutMs]);
  return loadedUrl === url;
}
