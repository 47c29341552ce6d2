import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  // @shared, @site and @admin (tsconfig.json paths).
  resolve: { tsconfigPaths: true },
  test: {
    name: 'web',
    // Pure logic runs in Node; a test that needs the browser's DOM (rendering, storage, cookies, animation frames)
    // starts with `// @vitest-environment jsdom`. Setting up jsdom costs about a second per file (decision 097).
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../test/fail-on-console-error.ts', './test/dom-cleanup.ts'],
    // The files share their worker's modules: setting up each file on its own took 30 s of the project's 31 s
    // (docs/performance.md). Browser globals are stubbed with vi.stubGlobal (undone after each test) and the DOM is
    // emptied after each test (test/dom-cleanup.ts).
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
