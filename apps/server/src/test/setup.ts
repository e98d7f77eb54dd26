import { afterEach, vi } from 'vitest';

// An unexpected console.error is a defect the test should surface, not noise to scroll past.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map((call) => call.join(' ')).join('\n')}`);
});
