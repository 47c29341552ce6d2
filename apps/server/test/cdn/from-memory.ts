import type { PlainAnswer } from './plain-get';

/** buildTestApp's env for telling answers from memory: every read gets its line in the request log. */
export const LOG_EVERY_READ = { LOG_SAMPLE_RATE: '1' };

/**
 * Whether an answer was sent again from memory (plugins/hot-answers.ts), by the request log's line of its request id
 * (`fromMemory: true`; buildTestApp's `logLines` with LOG_EVERY_READ). The line is written once the answer has gone to
 * the socket, so it is waited for a moment.
 */
export function fromMemoryBy(lines: string[]): (answer: PlainAnswer) => Promise<boolean> {
  return async (answer) => {
    const id = answer.headers['x-request-id'];
    if (typeof id !== 'string') throw new Error('the answer names no request id');
    for (let waited = 0; waited < 2000; waited += 5) {
      for (const text of lines) {
        if (!text.includes(id)) continue;
        const line = JSON.parse(text) as { reqId?: string; msg?: string; fromMemory?: boolean };
        if (line.reqId === id && line.msg === 'request completed') return line.fromMemory === true;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`no request log line for ${id}`);
  };
}
