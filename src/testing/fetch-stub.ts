import { afterEach, beforeEach, vi } from 'vitest';
import { useSnackbarStore } from '@/stores/snackbar-store';

/**
 * A component test's `fetch`: stubbed before each test and reset after, with the snack queue
 * emptied, so a test reads only its own notices. Returns the mock; the test answers with
 * `mockImplementation`. Never imported by app code.
 */
export function stubFetchPerTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useSnackbarStore.getState().reset();
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** A JSON answer as the portal's API sends it. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
