import { BOOT_SHELL_ID } from '@agency/contract/boot-shell';

/**
 * Removes the header and skeleton the server put before `container` (decision 114) once the script has drawn into
 * it: the observer runs before the browser paints that change, so the frame is never missing and never doubled.
 * Until then (the page's chunk still on its way) the skeleton stays.
 */
export function releaseBootShell(container: HTMLElement, doc: Document = document): void {
  const shell = doc.getElementById(BOOT_SHELL_ID);
  if (!shell) return;
  const observer = new MutationObserver(() => release());
  const release = () => {
    if (!container.firstChild) return false;
    observer.disconnect();
    shell.remove();
    return true;
  };
  if (!release()) observer.observe(container, { childList: true });
}
