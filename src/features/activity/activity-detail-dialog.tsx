import { Badge, Box, CloseButton, DataList, Dialog, Flex, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageTypes } from '@/contract/messages';
import {
  displayFrom,
  displayTo,
  isBillable,
  receptionistTime,
  roundedCallLength,
  type ActivityMessage,
} from '@/lib/activity-format';
import { formatDateTime } from '@/lib/dates';
import { formatUsDisplay } from '@/lib/phone';
import { CallTranscript } from './activity-call-transcript';
import { ActivityTypeIcon } from './activity-type-icon';
import { VoicemailPlayer } from './activity-voicemail-player';

const callTypes = ['AGENT', 'AGENT+VM', 'VIP', 'IC', 'OC', 'VM'];
const knownType = (type: string): type is (typeof messageTypes)[number] => (messageTypes as readonly string[]).includes(type);
/** Chat website is truncated at 40 characters (spec core §9). */
const cut40 = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Heading as="h3" size="sm" mb={1}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <DataList.Root orientation="horizontal" size="sm" gap={2}>
      {shown.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function DetailBody({ m }: { m: ActivityMessage }) {
  const { t } = useTranslation('activity');
  if (!knownType(m.messageType)) {
    return <Text>{t('detail.unknownType', { id: m.messageId, type: m.messageType })}</Text>;
  }
  const type = m.messageType;
  const isCall = callTypes.includes(type);
  const facts: [string, ReactNode][] = [
    [t('detail.from'), displayFrom(m)],
    [t('detail.number'), formatUsDisplay(type === 'OC' ? m.outcallNumber ?? m.dnis : m.ani)],
    [t('detail.to'), displayTo(m)],
    [t('detail.company'), m.accountName],
    [t('detail.taken'), formatDateTime(m.taken)],
    [t('detail.location'), [m.fromCity, m.fromState].filter(Boolean).join(', ')],
  ];
  if (type === 'TASK' || type === 'CS') {
    facts.push([t('detail.taskUser'), m.taskUser], [t('detail.status'), m.taskStatus], [t('detail.agent'), m.taskAgent]);
  }
  if (isCall) {
    facts.push(
      [t('detail.agent'), type === 'AGENT' || type === 'AGENT+VM' || type === 'VIP' ? m.sendingAgent : null],
      [t('detail.callLength'), roundedCallLength(m.callLengthInSeconds)],
      [t('detail.receptionistTime'), isBillable(m) ? receptionistTime(m.billableAgentMinutes) : null],
      [t('detail.tag'), m.callTagName],
    );
  }
  if (type !== 'CHAT') facts.push([t('detail.outcome'), m.contactDescription]);
  if (type === 'CHAT') facts.push([t('detail.visitor'), m.visitorFullName], [t('detail.website'), m.website ? cut40(m.website) : null]);

  return (
    <Stack gap={4}>
      <Flex gap={2} wrap="wrap">
        {m.urgent === 'Y' ? <Badge colorPalette="red">! {t('detail.urgent')}</Badge> : null}
        {isCall && isBillable(m) && m.hasTaskAuditRecordId !== 'Y' ? <Badge colorPalette="brand">{t('detail.billable')}</Badge> : null}
      </Flex>
      {isCall && m.hasTaskAuditRecordId === 'Y' ? (
        <Text color="green.fg" fontWeight="medium">
          {t('detail.onUs')}
        </Text>
      ) : null}
      <Facts items={facts} />
      {type === 'TASK' || type === 'CS' ? (
        <Section title={t('detail.request')}>
          <Text whiteSpace="pre-wrap">{m.request}</Text>
        </Section>
      ) : null}
      {m.textContent && type !== 'TASK' && type !== 'CS' ? (
        <Section title={t('detail.message')}>
          <Text whiteSpace="pre-wrap">{m.textContent}</Text>
        </Section>
      ) : null}
      {m.formContent && m.formContent.fields.length > 0 ? (
        <Section title={t('detail.form')}>
          <Facts items={m.formContent.fields.map((f) => [f.label, f.type === 'PHONE' ? formatUsDisplay(f.value) : f.value])} />
        </Section>
      ) : null}
      {type === 'VM' || type === 'AGENT+VM' ? (
        <Section title={t('detail.transcript')}>
          {m.audioKey ? (
            <Box mb={3}>
              <VoicemailPlayer audioKey={m.audioKey} duration={m.recordingDuration} />
            </Box>
          ) : null}
          <Box maxH="350px" overflowY="auto" borderWidth="1px" rounded="md" p={3} fontSize="sm">
            {m.recordingTranscription ?? t('detail.noTranscript')}
          </Box>
        </Section>
      ) : null}
      {isCall && type !== 'VM' ? <CallTranscript transcription={m.callRecordingTranscription} /> : null}
    </Stack>
  );
}

/** The activity detail dialog (spec core §2): centred, close button, type icon, body by type. */
export function ActivityDetailDialog({ message, onClose }: { message: ActivityMessage | null; onClose: () => void }) {
  const { t } = useTranslation('activity');
  const typeLabel = message ? (knownType(message.messageType) ? t(`types.${message.messageType}`) : t('types.unknown')) : '';
  return (
    <Dialog.Root
      open={message !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {message ? (
              <>
                <Dialog.Header>
                  <Flex align="center" gap={3} minW={0}>
                    <ActivityTypeIcon type={message.messageType} robo={message.taskStatus === 'BLOCKED'} />
                    <Box minW={0}>
                      <Dialog.Title truncate>{displayFrom(message)}</Dialog.Title>
                      <Text fontSize="sm" color="fg.muted">
                        {typeLabel}
                      </Text>
                    </Box>
                  </Flex>
                </Dialog.Header>
                <Dialog.Body>
                  <DetailBody m={message} />
                </Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('detail.close')} />
                </Dialog.CloseTrigger>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
