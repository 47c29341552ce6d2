import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * The web test files share their worker (no isolation, vitest.config.ts): after each test in a DOM, what it rendered
 * is unmounted and the page and storage are emptied, so the next file starts on a blank document.
 */
afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});
