import { useEffect, useRef, useState } from 'react';
import { RecordingUnsupportedError } from '@/api/phone/audio-recording';
import type { VoiceRecording } from '@/api/phone/voice-line';
import { voiceLine } from '@/api/phone/voice-line-choice';
import { GREETING_MAX_SECONDS } from '@/contract/settings';

export type RecorderState = 'idle' | 'recording' | 'failed' | 'unsupported';

export interface RecordedGreeting {
  contentType: string;
  audio: string;
  duration: number;
}

const blobToBase64 = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });

/**
 * Records a greeting through the page's voice line (billing-account §4: "recorded through a voice
 * connection"): the simulated line records the browser microphone, the Twilio line the SDK's
 * selected input device. Stops by itself at the limit. `onDone` gets the audio as base64.
 */
export function useGreetingRecorder(onDone: (greeting: RecordedGreeting) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const recording = useRef<VoiceRecording | null>(null);
  const timer = useRef<number | null>(null);

  const stopTimer = () => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(
    () => () => {
      stopTimer();
      recording.current?.stop();
    },
    [],
  );

  const start = async () => {
    try {
      const line = await voiceLine();
      const started = await line.record();
      const startedAt = Date.now();
      recording.current = started;
      setSeconds(0);
      setState('recording');
      timer.current = window.setInterval(() => {
        const elapsed = Math.round((Date.now() - startedAt) / 1000);
        setSeconds(elapsed);
        if (elapsed >= GREETING_MAX_SECONDS) started.stop();
      }, 250);
      const { blob, seconds: ran } = await started.result;
      stopTimer();
      recording.current = null;
      setState('idle');
      const duration = Math.min(GREETING_MAX_SECONDS, Math.max(1, Math.round(ran)));
      onDone({ contentType: blob.type, audio: await blobToBase64(blob), duration });
    } catch (error) {
      stopTimer();
      recording.current = null;
      setState(error instanceof RecordingUnsupportedError ? 'unsupported' : 'failed');
    }
  };

  const stop = () => recording.current?.stop();
  return { state, seconds, start, stop };
}
