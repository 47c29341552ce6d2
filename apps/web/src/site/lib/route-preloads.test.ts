// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_ID } from '@agency/contract/boot-shell';
import { addRoutePreloads } from './route-preloads';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('addRoutePreloads', () => {
  it("adds the template's links to the head, live, and nothing without a template", () => {
    document.head.innerHTML = `<template id="${ROUTE_PRELOADS_ID}"><link rel="modulepreload" crossorigin href="/assets/app-1.js"><link rel="preload" as="style" crossorigin href="/assets/artist-1.css"></template>`;
    expect(document.head.querySelectorAll(':scope > link')).toHaveLength(0);
    addRoutePreloads();
    const links = [...document.head.querySelectorAll(':scope > link')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/assets/app-1.js', '/assets/artist-1.css']);

    document.head.innerHTML = '';
    addRoutePreloads();
    expect(document.head.children).toHaveLength(0);
  });
});
