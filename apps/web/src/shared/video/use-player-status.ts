import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { PLAYER_WAIT, playerHello, playerOrigin, type PlayerWait } from './player-signals';
import type { VideoEmbed } from './video-embed';

/** `loading` until the player answers (`ready`); `failed` when it stays silent (blocked, offline, too slow). */
export type PlayerStatus = 'loading' | 'ready' | 'failed';

/**
 * Whether the player in `frame` came up (decision 115). Pass the returned `onLoad` to the iframe. A frame that
 * loads after the total wait (a slow network) is still greeted, and its answer still turns the status to `ready`.
 */
export function usePlayerStatus(
  frame: RefObject<HTMLIFrameElement | null>,
  embed: VideoEmbed | null,
  wait: PlayerWait = PLAYER_WAIT,
): { status: PlayerStatus; onLoad: () => void } {
  // The status belongs to one address: another video starts at `loading` again.
  const [state, setState] = useState<{ url: string | undefined; status: PlayerStatus }>({ url: undefined, status: 'loading' });
  const answered = useRef(false);
  const helloTimer = useRef<number | undefined>(undefined);
  const silenceTimer = useRef<number | undefined>(undefined);
  const embedUrl = embed?.embedUrl;
  const origin = embed ? playerOrigin(embed) : '';
  const setStatus = useCallback((status: PlayerStatus) => setState({ url: embedUrl, status }), [embedUrl]);

  const stopTimers = useCallback(() => {
    window.clearInterval(helloTimer.current);
    window.clearTimeout(silenceTimer.current);
  }, []);

  useEffect(() => {
    answered.current = false;
    if (!embedUrl) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return;
      answered.current = true;
      stopTimers();
      setStatus('ready');
    };
    window.addEventListener('message', onMessage);
    const total = window.setTimeout(() => {
      if (!answered.current) setStatus('failed');
    }, wait.totalMs);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(total);
      stopTimers();
    };
  }, [embedUrl, origin, frame, wait.totalMs, stopTimers, setStatus]);

  const platform = embed?.platform;
  const onLoad = useCallback(() => {
    if (!platform || answered.current) return;
    const hello = playerHello(platform);
    // To any origin: the hello holds nothing private, and a frame showing the browser's error page (origin
    // "null") would otherwise log an error for every hello. Answers are only taken from the player's origin.
    const send = () => frame.current?.contentWindow?.postMessage(hello, '*');
    stopTimers();
    send();
    // The player may set up its listener a moment after `load`: say hello until it answers or the wait is over.
    helloTimer.current = window.setInterval(send, wait.helloEveryMs);
    silenceTimer.current = window.setTimeout(() => {
      window.clearInterval(helloTimer.current);
      if (!answered.current) setStatus('failed');
    }, wait.afterLoadMs);
  }, [platform, frame, wait.afterLoadMs, wait.helloEveryMs, stopTimers, setStatus]);

  return { status: state.url === embedUrl ? state.status : 'loading', onLoad };
}
