/** Object keys that may hold a secret: never written to the history, whatever kind of target a state comes from. */
const SECRET_KEY = /password|secret|token|recovery|hash|otp/i;

/** A copy of `value` without any property whose name looks like a secret's, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, item]) => [key, withoutSecrets(item)]),
  );
}

/** JSON with object keys sorted, so two equal states give the same text whatever order their keys were built in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

export function parseState(text: string | null): unknown {
  return text === null ? null : (JSON.parse(text) as unknown);
}

