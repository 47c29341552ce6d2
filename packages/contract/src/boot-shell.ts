/**
 * The element the server puts before `#root` in a public page's HTML: the header and the page's skeleton, shown until
 * the site's script draws the page (decision 114). Written by apps/server/src/modules/seo/render-shell.ts, removed by
 * apps/web/src/site/lib/boot-shell.ts.
 */
export const BOOT_SHELL_ID = 'boot-shell';
