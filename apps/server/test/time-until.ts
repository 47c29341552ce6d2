/** Milliseconds until `check` first holds (polled every 5 ms), or Infinity when it still fails after `limitMs`. */
export async function msUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Infinity;
}
