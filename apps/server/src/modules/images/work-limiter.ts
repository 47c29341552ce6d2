import { AppError } from '../../errors';

export interface WorkLimiter {
  /** Runs work when a slot is free; refuses with 503 when too many are already waiting. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly queued: number;
}

/** At most `concurrency` jobs at once and `maxQueued` waiting, so a burst cannot pile up memory. */
export function createWorkLimiter(options: { concurrency: number; maxQueued: number }): WorkLimiter {
  let active = 0;
  const waiting: Array<() => void> = [];

  return {
    async run(work) {
      if (active < options.concurrency) {
        active++;
      } else {
        if (waiting.length >= options.maxQueued) {
          throw new AppError(503, '이미지를 준비하는 요청이 많습니다. 잠시 후 다시 시도하세요.', { 'retry-after': '1' });
        }
        // The finishing job hands its slot over directly, so `active` stays counted.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}
