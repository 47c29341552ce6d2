import type { PageContent } from '@agency/contract/page-content';

type Prioritised = { priority: number };

export function byPriority<T extends Prioritised>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.priority - b.priority);
}

/** Texts of a page content in priority order (the spec reads slots by list position). */
export function orderedTexts(content: PageContent | undefined): string[] {
  return content ? byPriority(content.pageContentTexts).map((text) => text.description) : [];
}

export function orderedImages(content: PageContent | undefined): string[] {
  return content ? byPriority(content.pageContentImages).map((image) => image.imageUrl) : [];
}

/** The slot at a 1-based position, or '' when missing. */
export function slot(list: readonly string[], position: number): string {
  return list[position - 1] ?? '';
}
