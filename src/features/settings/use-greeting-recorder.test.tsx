import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordingUnsupportedError } from '@/api/phone/audio-recording';
import type { RecordedAudio, VoiceLine } from '@/api/phone/voice-line';
import { useGreetingRecorder } from './use-greeting-recorder';

/** The page's voice line, as the test arranges it: the hook must record through it. */
const line = vi.hoisted(() => ({ record: null as null | (() => Promise<unknown>) }));
vi.mock('@/api/phone/voice-line-choice', () => ({
  voiceLine: async () => ({ kind: 'simulated', record: () => line.record!() }) as unknown as VoiceLine,
}));

afterEach(() => {
  line.record = null;
});

describe('useGreetingRecorder', () => {
  it('records through the voice line and hands over the audio as base64 with its duration', async () => {
    let finish: (audio: RecordedAudio) => void = () => undefined;
    const stop = vi.fn(() => finish({ blob: new Blob(['hello'], { type: 'audio/webm' }), seconds: 2.4 }));
    line.record = async () => ({ stop, result: new Promise<RecordedAudio>((resolve) => (finish = resolve)) });
    const onDone = vi.fn();
    const { result } = renderHook(() => useGreetingRecorder(onDone));
    await act(async () => void result.current.start());
    await waitFor(() => expect(result.current.state).toBe('recording'));
    act(() => result.current.stop());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ contentType: 'audio/webm', audio: btoa('hello'), duration: 2 }));
    expect(stop).toHaveBeenCalledTimes(1);
    expect(result.current.state).toBe('idle');
  });

  it('says the browser cannot record, or that the microphone failed', async () => {
    const onDone = vi.fn();
    line.record = async () => Promise.reject(new RecordingUnsupportedError());
    const { result } = renderHook(() => useGreetingRecorder(onDone));
    await act(async () => result.current.start());
    expect(result.current.state).toBe('unsupported');
    line.record = async () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    await act(async () => result.current.start());
    expect(result.current.state).toBe('failed');
    expect(onDone).not.toHaveBeenCalled();
  });
});
