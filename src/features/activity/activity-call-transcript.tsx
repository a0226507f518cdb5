import { Badge, Box, Flex, Heading, IconButton, Portal, Stack, Text, Tooltip } from '@chakra-ui/react';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CallRecordingTranscription } from '@/contract/activity';
import { fixedLayerPositioning } from '@/components/fixed-layer-positioning';

type Sentiment = 'POSITIVE' | 'NEGATIVE' | 'NEUTRAL';
const palette: Record<Sentiment, string> = { POSITIVE: 'green', NEGATIVE: 'red', NEUTRAL: 'gray' };

/** The most frequent sentiment of a list (ties: NEUTRAL). */
function dominant(values: Sentiment[]): Sentiment | null {
  if (values.length === 0) return null;
  const counts = { POSITIVE: 0, NEGATIVE: 0, NEUTRAL: 0 };
  for (const v of values) counts[v] += 1;
  const best = Math.max(counts.POSITIVE, counts.NEGATIVE, counts.NEUTRAL);
  if (counts.NEUTRAL === best) return 'NEUTRAL';
  return counts.POSITIVE === best ? 'POSITIVE' : 'NEGATIVE';
}

/** The info mark on transcriptions and sentiment: "AI-generated content may be incorrect". */
export function AiNotice() {
  const { t } = useTranslation('activity');
  return (
    <Tooltip.Root lazyMount openDelay={100} positioning={fixedLayerPositioning}>
      <Tooltip.Trigger asChild>
        <IconButton size="2xs" variant="ghost" aria-label={t('detail.aiNotice')}>
          <Info size={14} />
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{t('detail.aiNotice')}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/** A transcript heading with the AI notice beside it. */
export function TranscriptHeading({ title }: { title: string }) {
  return (
    <Flex align="center" gap={1} mb={2}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <AiNotice />
    </Flex>
  );
}

/** Call transcription with sentiment for speakers A and B plus overall (spec core §9). */
export function CallTranscript({ transcription }: { transcription: CallRecordingTranscription | null }) {
  const { t } = useTranslation('activity');
  if (!transcription || transcription.utterances.length === 0) {
    return (
      <Box as="section" aria-label={t('detail.callTranscript')}>
        <TranscriptHeading title={t('detail.callTranscript')} />
        <Text color="fg.muted" fontSize="sm">
          {t('detail.noTranscript')}
        </Text>
      </Box>
    );
  }
  const results = transcription.sentiment_analysis_results;
  const summary: { label: string; value: Sentiment | null }[] = [
    { label: t('detail.speaker', { speaker: 'A' }), value: dominant(results.filter((r) => r.speaker === 'A').map((r) => r.sentiment)) },
    { label: t('detail.speaker', { speaker: 'B' }), value: dominant(results.filter((r) => r.speaker === 'B').map((r) => r.sentiment)) },
    { label: t('detail.overall'), value: dominant(results.map((r) => r.sentiment)) },
  ];
  return (
    <Box as="section" aria-label={t('detail.callTranscript')}>
      <TranscriptHeading title={t('detail.callTranscript')} />
      <Flex gap={2} wrap="wrap" mb={2} role="group" aria-label={t('detail.sentiment')}>
        {summary.map((s) =>
          s.value ? (
            <Badge key={s.label} colorPalette={palette[s.value]} variant="subtle">
              {s.label}: {t(`sentiment.${s.value}`)}
            </Badge>
          ) : null,
        )}
      </Flex>
      <Stack gap={1} maxH="350px" overflowY="auto" fontSize="sm" borderWidth="1px" rounded="md" p={3}>
        {transcription.utterances.map((u, i) => (
          <Text key={i}>
            <Text as="span" fontWeight="semibold">
              {t('detail.speaker', { speaker: u.speaker })}:
            </Text>{' '}
            {u.text}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
