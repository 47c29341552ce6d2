// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_SHELL_ID } from '@agency/contract/boot-shell';
import { releaseBootShell } from './boot-shell';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('releaseBootShell', () => {
  it('keeps the server frame while the root is empty and removes it when the script draws into the root', async () => {
    document.body.innerHTML = `<div id="${BOOT_SHELL_ID}"><header class="site-header"></header></div><div id="root"></div>`;
    const root = document.getElementById('root')!;
    releaseBootShell(root);
    await settle();
    expect(document.getElementById(BOOT_SHELL_ID)).not.toBeNull();
    root.append(document.createElement('header'));
    await settle();
    expect(document.getElementById(BOOT_SHELL_ID)).toBeNull();
  });

  it('removes the frame at once when the root already holds the page, and does nothing without a frame', () => {
    document.body.innerHTML = `<div id="${BOOT_SHELL_ID}"></div><div id="root"><main></main></div>`;
    releaseBootShell(document.getElementById('root')!);
    expect(document.getElementById(BOOT_SHELL_ID)).toBeNull();
    expect(() => releaseBootShell(document.getElementById('root')!)).not.toThrow();
  });
});
