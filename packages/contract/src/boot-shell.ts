/**
 * The element the server puts before `#root` in a public page's HTML: the header and the page's skeleton, shown until
 * the site's script draws the page (decision 114). Written by apps/server/src/modules/seo/render-shell.ts, removed by
 * apps/web/src/site/lib/boot-shell.ts.
 */
export const BOOT_SHELL_ID = 'boot-shell';

/**
 * The `<template>` in a public page's head that holds the preload links of the page's own code (its route chunk and
 * stylesheets): inert until the site's entry adds them to the head once the loading frame is drawn (decision 122).
 * Written by apps/server/src/plugins/route-preloads.ts, read by apps/web/src/site/main.tsx.
 */
export const ROUTE_PRELOADS_ID = 'route-preloads';
