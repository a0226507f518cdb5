// Setup for the 'client' vitest project (jsdom): unmount what a test rendered, so the next test
// starts from an empty document. src/testing/setup.ts, when it exists, adds the rest.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
