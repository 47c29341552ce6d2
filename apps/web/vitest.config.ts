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
    setupFiles: ['../../test/fail-on-console-error.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
