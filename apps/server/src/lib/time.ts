/** Timestamps are stored as ISO-8601 UTC text in both databases. */
export function isoNow(clock: { now(): Date }): string {
  return clock.now().toISOString();
}
