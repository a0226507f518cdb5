/**
 * Test doubles of the browser's recording API (jsdom has no MediaRecorder or getUserMedia):
 * a recorder that yields one chunk when stopped, and streams whose tracks record being stopped.
 * Used by the voice-line tests only.
 */
import type { RecordingDeps } from '@/api/phone/audio-recording';

export class FakeTrack {
  stopped = false;
  stop() {
    this.stopped = true;
  }
}

export const fakeStream = (tracks: FakeTrack[] = [new FakeTrack()]) => ({ getTracks: () => tracks, tracks }) as unknown as MediaStream & { tracks: FakeTrack[] };

export class FakeRecorder {
  static made: FakeRecorder[] = [];
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public stream: MediaStream) {
    FakeRecorder.made.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['greeting-audio'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

/** Recording deps on the fakes: a microphone that hands out `stream`, and a clock the test moves. */
export function fakeRecordingDeps(stream = fakeStream()) {
  const clock = { now: 1_000 };
  const getUserMedia = async () => stream;
  const deps: RecordingDeps = {
    MediaRecorder: FakeRecorder as unknown as typeof MediaRecorder,
    mediaDevices: { getUserMedia },
    now: () => clock.now,
  };
  return { deps, clock, stream, getUserMedia };
}
