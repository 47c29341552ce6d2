/** Turns a LINK_INFO text into a usable href: bare e-mail addresses become mailto:, bare hosts https:. */
export function toExternalHref(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (/^(https?:|mailto:|tel:)/i.test(text)) return text;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(text)) return `mailto:${text}`;
  if (/^[\w.-]+\.[a-z]{2,}(\/.*)?$/i.test(text)) return `https://${text}`;
  return null;
}
