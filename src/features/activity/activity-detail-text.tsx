import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { displayFrom, smsThread, type ActivityMessage, type ThreadText } from '@/domain/activity/activity-format';
import { formatDateTime } from '@/lib/dates';
import { formatUsDisplay } from '@/lib/phone';
import { Facts, Section } from './activity-detail-layout';
import { LinkedText, phoneFact } from '@/components/contact-links';

function Bubble({ text, customer }: { text: ThreadText; customer: string }) {
  const fromStaff = text.sendingUser !== null;
  return (
    <Box
      as="li"
      alignSelf={fromStaff ? 'flex-end' : 'flex-start'}
      maxW="85%"
      bg={fromStaff ? 'brand.subtle' : 'bg.muted'}
      rounded="lg"
      px={3}
      py={2}
    >
      <Text fontSize="xs" color="fg.muted">
        {fromStaff ? text.sendingUser : customer} · {formatDateTime(text.taken)}
      </Text>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        <LinkedText text={text.textContent ?? ''} />
      </Text>
    </Box>
  );
}

/**
 * SMS (a text conversation with a customer) and TEXT (a text from staff or a user): the
 * customer's number and the thread, staff texts on the right (spec core §2).
 */
export function TextConversationBody({ m }: { m: ActivityMessage }) {
  const { t } = useTranslation('activity');
  const thread = smsThread(m);
  const customer = m.combinedDisplayName ?? m.caller ?? formatUsDisplay(m.ani);
  return (
    <Stack gap={4}>
      <Facts
        items={[
          [m.messageType === 'TEXT' ? t('detail.to') : t('detail.from'), displayFrom(m)],
          [t('detail.number'), phoneFact(m.ani, displayFrom(m))],
          [t('detail.sentBy'), m.sendingUser],
          [t('detail.ourNumber'), formatUsDisplay(m.dnis)],
          [t('detail.company'), m.accountName],
          [t('detail.taken'), formatDateTime(m.lastMessage ?? m.taken)],
        ]}
      />
      <Section title={t('detail.conversation')}>
        {thread.length === 0 ? (
          <Text color="fg.muted">{t('detail.noTexts')}</Text>
        ) : (
          <Stack as="ol" listStyleType="none" m={0} p={0} gap={2}>
            {thread.map((text) => (
              <Bubble key={text.messageId} text={text} customer={customer} />
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
