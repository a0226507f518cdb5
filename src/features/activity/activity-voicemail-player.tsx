import { Button, Flex, IconButton, Progress, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activityMediaQueries } from '@/api/activity/activity-media.queries';
import { useSessionScope } from '@/app/session/session';

type PlayerState = 'paused' | 'playing' | 'ended';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * The voicemail player (spec core §4): playing, paused, ended (progress back to the start),
 * progress refreshed every 100 ms. Fails on its own: the rest of the dialog stays.
 */
export function VoicemailPlayer({ audioKey, duration }: { audioKey: string; duration: number | null }) {
  const { t } = useTranslation('activity');
  const scope = useSessionScope();
  const audio = useQuery(activityMediaQueries.voicemail(scope, audioKey));
  const [url, setUrl] = useState<string | null>(null);
  const ref = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<PlayerState>('paused');
  const [position, setPosition] = useState(0);
  const [length, setLength] = useState(duration ?? 0);

  useEffect(() => {
    if (!audio.data) return;
    const next = URL.createObjectURL(audio.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [audio.data]);

  useEffect(() => {
    if (state !== 'playing') return;
    const id = setInterval(() => setPosition(ref.current?.currentTime ?? 0), 100);
    return () => clearInterval(id);
  }, [state]);

  if (audio.isError) {
    return (
      <Flex align="center" gap={3} fontSize="sm" color="fg.muted">
        {t('player.error')}
        <Button size="xs" variant="outline" onClick={() => void audio.refetch()}>
          {t('player.retry')}
        </Button>
      </Flex>
    );
  }

  const toggle = () => {
    const el = ref.current;
    if (!el) return;
    if (state === 'playing') el.pause();
    // A pause before playback starts rejects play() (AbortError); the element's own pause and
    // error events already carry the state, so the rejection is not left unhandled.
    else el.play().catch(() => undefined);
  };
  const percent = length > 0 ? Math.min(100, (position / length) * 100) : 0;
  return (
    <Flex align="center" gap={3} role="group" aria-label={t('player.label')} data-state={state}>
      {url ? (
        <audio
          ref={ref}
          src={url}
          preload="auto"
          onLoadedMetadata={(e) => Number.isFinite(e.currentTarget.duration) && setLength(e.currentTarget.duration)}
          onPlay={() => setState('playing')}
          onPause={() => setState((s) => (s === 'ended' ? s : 'paused'))}
          onEnded={() => {
            setState('ended');
            setPosition(0);
            if (ref.current) ref.current.currentTime = 0;
          }}
        />
      ) : null}
      <IconButton
        size="sm"
        rounded="full"
        colorPalette="brand"
        aria-label={state === 'playing' ? t('player.pause') : t('player.play')}
        disabled={!url}
        onClick={toggle}
      >
        {!url ? <Spinner size="xs" /> : state === 'playing' ? <Pause size={16} /> : <Play size={16} />}
      </IconButton>
      <Progress.Root value={percent} flex="1" size="sm" colorPalette="brand" aria-label={t('player.progress')}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="fg.muted" minW="20" textAlign="end">
        {clock(position)} / {clock(length)}
      </Text>
    </Flex>
  );
}
