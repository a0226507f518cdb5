import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsQueries } from '@/api/settings/settings.queries';
import { useGreetingPlayer } from './use-greeting-player';

vi.mock('@/app/session/session', () => ({ useSessionScope: () => 'scope' }));

/** An audio element whose play() settles only when the test says so, as a real one does while it buffers. */
class SlowAudio {
  static last: SlowAudio | null = null;
  ended = false;
  currentTime = 0;
  onplay: (() => void) | null = null;
  onpause: (() => void) | null = null;
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private rejectPlay: ((error: unknown) => void) | null = null;
  constructor() {
    SlowAudio.last = this;
  }
  play() {
    this.onplay?.();
    return new Promise<void>((_resolve, reject) => {
      this.rejectPlay = reject;
    });
  }
  pause() {
    this.onpause?.();
    this.rejectPlay?.(new DOMException('The play() request was interrupted by a call to pause().', 'AbortError'));
  }
  fail() {
    this.rejectPlay?.(new DOMException('No supported source.', 'NotSupportedError'));
  }
}

const url = '/portalApi/api/media/recording/greeting-user-1';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(settingsQueries.recording('scope', url).queryKey, new Blob(['RIFF']));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useGreetingPlayer(url), { wrapper });
}

beforeEach(() => {
  vi.stubGlobal('Audio', SlowAudio);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:greeting', revokeObjectURL: () => undefined }));
});
afterEach(() => vi.unstubAllGlobals());

describe('useGreetingPlayer', () => {
  it('a Pause before playback has started reads Paused, not a failed recording', async () => {
    const { result } = setup();
    await act(async () => {
      void result.current.play();
      await Promise.resolve();
    });
    expect(result.current.state).toBe('playing');
    await act(async () => {
      result.current.pause();
      await Promise.resolve();
    });
    expect(result.current.state).toBe('paused');
  });

  it('a recording the browser cannot play reads failed', async () => {
    const { result } = setup();
    await act(async () => {
      void result.current.play();
      await Promise.resolve();
    });
    await act(async () => {
      SlowAudio.last?.fail();
      await Promise.resolve();
    });
    expect(result.current.state).toBe('failed');
  });
});
