import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { displayFrom, displayTo, isBillable, receptionistTime, roundedCallLength, type ActivityMessage } from '@/domain/activity/activity-format';
import { formatDateTime } from '@/lib/dates';
import { formatUsDisplay } from '@/lib/phone';
import { CallTranscript, TranscriptHeading } from './activity-call-transcript';
import { FormFields, MessageText } from './activity-detail-content';
import { BillingNote, Facts, type Fact } from './activity-detail-layout';
import { phoneFact } from '@/components/contact-links';
import { VoicemailPlayer } from './activity-voicemail-player';

/** The call facts every call type shares: length rounded to 30 s, receptionist time, tag, outcome. */
function useCallFacts(m: ActivityMessage): Fact[] {
  const { t } = useTranslation('activity');
  return [
    [t('detail.callLength'), roundedCallLength(m.callLengthInSeconds)],
    [t('detail.receptionistTime'), isBillable(m) ? receptionistTime(m.billableAgentMinutes) : null],
    [t('detail.tag'), m.callTagName],
    [t('detail.outcome'), m.contactDescription],
  ];
}

/** OC: an outbound call placed by the user (spec core §2). */
export function OutboundCallBody({ m }: { m: ActivityMessage }) {
  const { t } = useTranslation('activity');
  const callFacts = useCallFacts(m);
  return (
    <Stack gap={4}>
      <BillingNote billable={isBillable(m)} onUs={m.hasTaskAuditRecordId === 'Y'} />
      <Facts
        items={[
          [t('detail.calledNumber'), phoneFact(m.outcallNumber ?? m.dnis)],
          [t('detail.from'), m.sendingUser],
          [t('detail.callerId'), formatUsDisplay(m.outcallSourceNumber ?? m.ani)],
          [t('detail.company'), m.accountName],
          [t('detail.taken'), formatDateTime(m.taken)],
          ...callFacts,
        ]}
      />
      <MessageText text={m.textContent} />
      <CallTranscript transcription={m.callRecordingTranscription} />
    </Stack>
  );
}

function VoicemailSection({ m }: { m: ActivityMessage }) {
  const { t } = useTranslation('activity');
  return (
    <Box as="section" aria-label={t('detail.transcript')}>
      <TranscriptHeading title={t('detail.transcript')} />
      {m.audioKey ? (
        <Box mb={3}>
          <VoicemailPlayer audioKey={m.audioKey} duration={m.recordingDuration} />
        </Box>
      ) : null}
      <Box maxH="350px" overflowY="auto" borderWidth="1px" rounded="md" p={3} fontSize="sm">
        {m.recordingTranscription ? (
          <Text whiteSpace="pre-wrap">{m.recordingTranscription}</Text>
        ) : (
          <Text color="fg.muted">{t('detail.noTranscript')}</Text>
        )}
      </Box>
    </Box>
  );
}

/**
 * IC and VIP (inbound call), VM (voicemail), AGENT and AGENT+VM (a message taken by a
 * receptionist, optionally with voicemail): the caller, the call, the message and form, the
 * recording and the transcription with sentiment.
 */
export function InboundCallBody({ m }: { m: ActivityMessage }) {
  const { t } = useTranslation('activity');
  const callFacts = useCallFacts(m);
  const type = m.messageType;
  const withVoicemail = type === 'VM' || type === 'AGENT+VM';
  const byReceptionist = type === 'AGENT' || type === 'AGENT+VM' || type === 'VIP';
  // The caller's name, else their number (Create Contact on the number starts with a name only).
  const from = displayFrom(m);
  return (
    <Stack gap={4}>
      <BillingNote billable={isBillable(m)} onUs={m.hasTaskAuditRecordId === 'Y'} />
      <Facts
        items={[
          [t('detail.from'), from],
          [t('detail.number'), phoneFact(m.ani, from)],
          [t('detail.location'), [m.fromCity, m.fromState].filter(Boolean).join(', ')],
          [t('detail.to'), displayTo(m)],
          [t('detail.company'), m.accountName],
          [t('detail.taken'), formatDateTime(m.taken)],
          [t('detail.agent'), byReceptionist ? (m.sendingAgent ?? m.taskAgent) : null],
          ...callFacts,
        ]}
      />
      <MessageText text={m.textContent} />
      <FormFields form={m.formContent} />
      {withVoicemail ? <VoicemailSection m={m} /> : null}
      {type !== 'VM' ? <CallTranscript transcription={m.callRecordingTranscription} /> : null}
    </Stack>
  );
}
