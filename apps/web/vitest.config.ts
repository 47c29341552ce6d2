import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  // @shared, @site and @admin (tsconfig.json paths).
  resolve: { tsconfigPaths: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../test/fail-on-console-error.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
