import { act, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setRealtimeStatus } from './realtime-status-store';
import { useRealtimeStatus } from './use-realtime-status';

function Status() {
  return <p>{useRealtimeStatus()}</p>;
}

let renders = 0;
/** Stands for the rest of the app: counts how often the tree around the status renders. */
function RestOfTheApp() {
  renders += 1;
  return null;
}

/** The socket opening while the app's first render is in progress (a side effect in render, for the test only). */
let opened = false;
function SocketOpensMidRender() {
  if (!opened) {
    opened = true;
    setRealtimeStatus('open');
  }
  return null;
}

const container = document.createElement('div');
let root: ReturnType<typeof createRoot> | null = null;

beforeAll(() => {
  // A React root driven with act() directly (not through Testing Library, which sets this itself).
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  renders = 0;
  opened = false;
});

describe('useRealtimeStatus', () => {
  it('does not make React render the app again when the connection opens during its first render', async () => {
    setRealtimeStatus('connecting');
    root = createRoot(container);
    // The main app is entered as a transition (useShownScreen); a store read with
    // useSyncExternalStore would fail React's tearing check here and render everything twice.
    await act(async () => {
      startTransition(() => {
        root!.render(
          <>
            <Status />
            <SocketOpensMidRender />
            <RestOfTheApp />
          </>,
        );
      });
    });
    expect(renders).toBe(1);
    expect(container.textContent).toBe('open');
  });

  it('follows the connection after it has mounted', async () => {
    setRealtimeStatus('connecting');
    root = createRoot(container);
    await act(async () => root!.render(<Status />));
    expect(container.textContent).toBe('connecting');
    await act(async () => setRealtimeStatus('closed'));
    expect(container.textContent).toBe('closed');
  });
});
