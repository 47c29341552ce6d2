/** Priorities are integers ≥ 0; anything else typed into the field becomes 0. */
export function parsePriority(raw: string): number {
  const value = Number.parseInt(raw, 10);
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

/** Sorts by priority ascending; a missing priority counts as 999 (SPEC section 9). Stable. */
export function sortByPriority<T extends { priority?: number | null }>(items: readonly T[]): T[] {
  const rank = (item: T) => item.priority ?? 999;
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/** The next priority to give a new row: one more than the highest, or 0 for an empty list. */
export function nextPriority(items: readonly { priority: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.priority + 1), 0);
}
