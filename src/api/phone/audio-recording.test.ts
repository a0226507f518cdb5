import { describe, expect, it, vi } from 'vitest';
import { GREETING_MAX_BYTES, GREETING_MAX_SECONDS } from '@/contract/settings';
import { RECORDING_BITS_PER_SECOND, recordStream } from './audio-recording';

/** A MediaRecorder that keeps its options and hands over one chunk when stopped. */
class FakeRecorder {
  static last: FakeRecorder | null = null;
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    readonly options: MediaRecorderOptions,
  ) {
    FakeRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice']) });
    this.onstop?.();
  }
}

describe('recordStream', () => {
  it('records at a bit rate that keeps the longest greeting well inside the size the server takes', async () => {
    expect((RECORDING_BITS_PER_SECOND / 8) * GREETING_MAX_SECONDS).toBeLessThanOrEqual(GREETING_MAX_BYTES * 0.6);
    let clock = 1_000;
    const release = vi.fn();
    const recording = recordStream({} as MediaStream, release, {
      MediaRecorder: FakeRecorder as unknown as typeof MediaRecorder,
      now: () => clock,
    });
    expect(FakeRecorder.last?.options.audioBitsPerSecond).toBe(RECORDING_BITS_PER_SECOND);
    clock += 2_500;
    recording.stop();
    const audio = await recording.result;
    expect(audio.seconds).toBe(2.5);
    expect(audio.blob.type).toBe('audio/webm');
    expect(release).toHaveBeenCalledOnce();
  });
});
