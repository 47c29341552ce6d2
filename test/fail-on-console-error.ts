import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/**
 * A `console.error` during a test fails it (Epic Stack's rule): React warnings, failed loads and crashes that
 * a component only logs would otherwise pass unseen. A test that expects an error replaces the logger itself,
 * e.g. `vi.spyOn(console, 'error').mockImplementation(() => {})`, and may then assert the calls.
 */
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const expected = consoleError.getMockImplementation() !== undefined;
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (!expected && calls.length > 0) {
    const first = calls[0]!.map((part) => (part instanceof Error ? part.stack : String(part))).join(' ');
    throw new Error(`console.error was called ${calls.length} time(s) during the test; the first: ${first}`);
  }
});
