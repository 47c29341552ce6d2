import { ROUTE_PRELOADS_ID } from '@agency/contract/boot-shell';

/**
 * Adds the preload links of the site's app and the page's code, which the server sent inert in a template on a page
 * whose loading frame draws a picture (decision 122), to the head: the browser then fetches them all at once.
 */
export function addRoutePreloads(doc: Document = document): void {
  const template = doc.getElementById(ROUTE_PRELOADS_ID);
  if (template instanceof HTMLTemplateElement) doc.head.append(template.content.cloneNode(true));
}
