import { useEffect, useRef, useState } from 'react';
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
 * Records a greeting from the browser microphone with MediaRecorder (the simulated line of the
 * reference server); stops by itself at the limit. `onDone` gets the audio as base64.
 */
export function useGreetingRecorder(onDone: (greeting: RecordedGreeting) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | null>(null);

  const stopTimer = () => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => () => {
    stopTimer();
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = async () => {
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) return setState('unsupported');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const media = new MediaRecorder(stream);
      const chunks: Blob[] = [];
      const startedAt = Date.now();
      media.ondataavailable = (e) => {
        if (e.data.size > 0) chunks.push(e.data);
      };
      media.onstop = () => {
        stopTimer();
        stream.getTracks().forEach((track) => track.stop());
        const duration = Math.min(GREETING_MAX_SECONDS, Math.max(1, Math.round((Date.now() - startedAt) / 1000)));
        const blob = new Blob(chunks, { type: media.mimeType || 'audio/webm' });
        setState('idle');
        void blobToBase64(blob).then(
          (audio) => onDone({ contentType: blob.type, audio, duration }),
          () => setState('failed'),
        );
      };
      media.start();
      recorder.current = media;
      setSeconds(0);
      setState('recording');
      timer.current = window.setInterval(() => {
        const elapsed = Math.round((Date.now() - startedAt) / 1000);
        setSeconds(elapsed);
        if (elapsed >= GREETING_MAX_SECONDS) media.stop();
      }, 250);
    } catch {
      setState('failed');
    }
  };

  const stop = () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };
  return { state, seconds, start, stop };
}
