/**
 * The version of the public content on this instance: every admin write bumps it, and every cached public read and
 * rendered page belongs to one version (docs/decisions/087). With Redis, a bump on one instance reaches the others
 * through pub/sub (lib/shared-redis.ts).
 */
export interface ContentVersion {
  current(): number;
  /** Public content changed: drop what was cached under the old version. */
  bump(): void;
  /** Called after every bump, local or from another instance. */
  onChange(listener: () => void): void;
}

export function createContentVersion(): ContentVersion {
  let version = 0;
  const listeners: (() => void)[] = [];
  return {
    current: () => version,
    bump() {
      version += 1;
      for (const listener of listeners) listener();
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
