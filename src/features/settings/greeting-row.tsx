import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Mic, Pause, Play, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { settingsMutations } from '@/api/settings/settings.mutations';
import { useSessionScope } from '@/app/session/session';
import { showSnack } from '@/stores/snackbar-store';
import { useGreetingPlayer } from './use-greeting-player';
import { type RecordedGreeting, useGreetingRecorder } from './use-greeting-recorder';

interface GreetingRowProps {
  name: string;
  /** The media route address; null when nothing is recorded yet. */
  recordingUrl: string | null;
  duration: number;
  /** The account recording to replace; undefined for the user's own greeting. */
  recordingId?: number;
  canRecord: boolean;
}

/** A greeting: play, pause, ended, and re-record from the microphone. */
export function GreetingRow({ name, recordingUrl, duration, recordingId, canRecord }: GreetingRowProps) {
  const { t } = useTranslation('settings');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const save = useSingleFlightMutation(settingsMutations.saveGreeting(scope, queryClient));
  const recorder = useGreetingRecorder((greeting: RecordedGreeting) =>
    save.mutate(
      { ...greeting, ...(recordingId ? { recordingId } : {}) },
      { onSuccess: () => showSnack({ message: t('greeting.saved'), tone: 'success' }) },
    ),
  );
  const recording = recorder.state === 'recording';
  const problem =
    recorder.state === 'failed' ? t('greeting.micFailed') : recorder.state === 'unsupported' ? t('greeting.noRecorder') : null;
  return (
    <Flex as="li" aria-label={name} gap={3} direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }} borderBottomWidth="1px" pb={4}>
      <Stack gap={0} flex="1" minW={0}>
        <Text fontWeight="semibold">{name}</Text>
        <Text color="fg.muted" textStyle="sm">
          {recordingUrl ? t('greeting.seconds', { count: duration }) : t('greeting.none')}
        </Text>
      </Stack>
      {recordingUrl ? <Player key={recordingUrl} name={name} recordingUrl={recordingUrl} /> : null}
      {canRecord ? (
        recording ? (
          <Button colorPalette="red" onClick={recorder.stop}>
            <Square size={16} aria-hidden />
            {t('greeting.stop')}
          </Button>
        ) : (
          <Button
            variant="outline"
            loading={save.isPending}
            loadingText={t('greeting.saving')}
            aria-label={t('greeting.rerecord', { name })}
            onClick={() => void recorder.start()}
          >
            <Mic size={16} aria-hidden />
            {t('greeting.rerecordShort')}
          </Button>
        )
      ) : null}
      <Text role="status" color={problem ? 'red.fg' : 'fg.muted'} textStyle="sm" minW={{ md: '24' }}>
        {recording ? t('greeting.recording', { count: recorder.seconds }) : problem}
      </Text>
    </Flex>
  );
}

function Player({ name, recordingUrl }: { name: string; recordingUrl: string }) {
  const { t } = useTranslation('settings');
  const player = useGreetingPlayer(recordingUrl);
  const playing = player.state === 'playing';
  const stateText =
    player.state === 'playing' ? t('greeting.playing')
    : player.state === 'paused' ? t('greeting.paused')
    : player.state === 'ended' ? t('greeting.ended')
    : player.state === 'failed' ? t('greeting.loadFailed')
    : '';
  return (
    <Flex gap={2} align="center">
      {/* The row names the greeting: the buttons say only what they do (the same width in every
          row), and their accessible names carry the greeting's name. */}
      {playing ? (
        <Button variant="outline" flex={{ base: '1', md: 'none' }} aria-label={t('greeting.pause', { name })} onClick={player.pause}>
          <Pause size={16} aria-hidden />
          {t('greeting.pauseShort')}
        </Button>
      ) : (
        <Button
          variant="outline"
          flex={{ base: '1', md: 'none' }}
          aria-label={t('greeting.play', { name })}
          loading={player.state === 'loading'}
          onClick={() => void player.play()}
        >
          <Play size={16} aria-hidden />
          {t('greeting.playShort')}
        </Button>
      )}
      <Text role="status" textStyle="sm" minW="16">
        {stateText}
      </Text>
    </Flex>
  );
}
