import type { RecordedAudio, VoiceRecording } from './voice-line';

/** The browser cannot record (no MediaRecorder or no microphone access API). */
export class RecordingUnsupportedError extends Error {
  constructor() {
    super('This browser cannot record audio.');
    this.name = 'RecordingUnsupportedError';
  }
}

/** What recording needs from the browser; tests pass fakes (jsdom has neither). */
export interface RecordingDeps {
  MediaRecorder?: typeof MediaRecorder;
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'>;
  now?: () => number;
}

const browserDeps = (): RecordingDeps => ({
  MediaRecorder: globalThis.MediaRecorder,
  mediaDevices: globalThis.navigator?.mediaDevices,
  now: () => Date.now(),
});

/**
 * A voice greeting's bit rate: Chromium's default (128 kbit/s) puts a 60-second greeting
 * (GREETING_MAX_SECONDS) at ~960 KB, at the edge of GREETING_MAX_BYTES; 64 kbit/s Opus is
 * plenty for a voice and leaves it at half.
 */
export const RECORDING_BITS_PER_SECOND = 64_000;

/**
 * Records a stream with MediaRecorder until `stop`. `release` runs once the recorder has stopped
 * (or failed): the owner of the stream decides what letting go means — stopping the tracks of a
 * microphone stream opened for the recording, or handing the SDK's input device back.
 */
export function recordStream(stream: MediaStream, release: () => void, deps: RecordingDeps = browserDeps()): VoiceRecording {
  const Recorder = deps.MediaRecorder;
  if (!Recorder) {
    release();
    throw new RecordingUnsupportedError();
  }
  const now = deps.now ?? Date.now;
  const media = new Recorder(stream, { audioBitsPerSecond: RECORDING_BITS_PER_SECOND });
  const chunks: Blob[] = [];
  const startedAt = now();
  const result = new Promise<RecordedAudio>((resolve, reject) => {
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      release();
      resolve({ blob: new Blob(chunks, { type: media.mimeType || 'audio/webm' }), seconds: (now() - startedAt) / 1000 });
    };
    media.onerror = () => {
      release();
      reject(new Error('The recording failed.'));
    };
  });
  media.start();
  return {
    stop: () => {
      if (media.state === 'recording') media.stop();
    },
    result,
  };
}

/** Records from the browser's microphone (getUserMedia); the tracks are stopped when it ends. */
export async function recordMicrophone(deps: RecordingDeps = browserDeps()): Promise<VoiceRecording> {
  if (!deps.MediaRecorder || !deps.mediaDevices?.getUserMedia) throw new RecordingUnsupportedError();
  const stream = await deps.mediaDevices.getUserMedia({ audio: true });
  return recordStream(stream, () => stream.getTracks().forEach((track) => track.stop()), deps);
}
