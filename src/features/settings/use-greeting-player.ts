import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { settingsQueries } from '@/api/settings/settings.queries';
import { useSessionScope } from '@/app/session/session';

export type PlayState = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'failed';

/**
 * Plays a recording through the media route (billing-account §4: playing, paused, ended). The
 * audio is fetched with the bearer key as a blob on the first Play and kept for the session.
 */
export function useGreetingPlayer(recordingUrl: string) {
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const audio = useRef<HTMLAudioElement | null>(null);
  const objectUrl = useRef<string | null>(null);
  const [state, setState] = useState<PlayState>('idle');

  useEffect(
    () => () => {
      audio.current?.pause();
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
      audio.current = null;
      objectUrl.current = null;
      setState('idle');
    },
    [recordingUrl],
  );

  const play = async () => {
    try {
      if (!audio.current) {
        setState('loading');
        const blob = await queryClient.fetchQuery(settingsQueries.recording(scope, recordingUrl));
        objectUrl.current = URL.createObjectURL(blob);
        const element = new Audio(objectUrl.current);
        element.onplay = () => setState('playing');
        element.onpause = () => setState((s) => (element.ended ? 'ended' : s === 'playing' ? 'paused' : s));
        element.onended = () => setState('ended');
        element.onerror = () => setState('failed');
        audio.current = element;
      }
      if (audio.current.ended) audio.current.currentTime = 0;
      await audio.current.play();
    } catch (error) {
      // A Pause that comes before playback has really started rejects play() with an AbortError:
      // that is the user's choice (onpause has set 'paused'), not a recording that failed to load.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setState('failed');
    }
  };

  const pause = () => audio.current?.pause();
  return { state, play, pause };
}
