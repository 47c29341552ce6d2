let counter = 0;

/** A key for a list row that has no database id yet. */
export function newRowKey(): string {
  counter += 1;
  return `new-${counter}`;
}
