import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MessagesPages } from '@/api/activity/activity.cache';
import { activityQueries } from '@/api/activity/activity.queries';
import { useSessionScope } from '@/app/session/session';
import type { ChatItem } from '@/contract/activity';
import { cutWebsite, isChatBillable, type ActivityMessage } from '@/domain/activity/activity-format';
import { formatDateTime } from '@/lib/dates';
import { MessageText } from './activity-detail-content';
import { BillingNote, Facts, Section } from './activity-detail-layout';
import { BreakableAddress } from '@/components/breakable-address';
import { ChatLines } from '@/components/chat-lines';
import { emailFact, phoneFact } from '@/components/contact-links';

/**
 * The chat behind a CHAT item, when a loaded page of the activity list holds it (GET
 * /api/messages/all sends chats beside the messages; the message itself carries no lines).
 */
function useLoadedChat(chatId: number | null): ChatItem | null {
  const queryClient = useQueryClient();
  const scope = useSessionScope();
  if (chatId === null) return null;
  for (const [, data] of queryClient.getQueriesData<MessagesPages>({ queryKey: activityQueries.lists(scope) })) {
    for (const page of data?.pages ?? []) {
      const chat = page.pureChats.find((c) => c.chatId === chatId);
      if (chat) return chat;
    }
  }
  return null;
}

function ChatTranscript({ lines }: { lines: ChatItem['messages'] }) {
  const { t } = useTranslation('activity');
  return (
    <Section title={t('detail.chatTranscript')}>
      <ChatLines lines={lines} maxH="350px" overflowY="auto" />
    </Section>
  );
}

/** CHAT: a web chat; the visitor, the website (cut at 40 characters) and the chat lines. */
export function ChatBody({ m }: { m: ActivityMessage }) {
  const { t } = useTranslation('activity');
  const chat = useLoadedChat(m.chatId);
  const website = chat?.website ?? m.website;
  const visitor = chat?.visitorFullName ?? m.visitorFullName ?? m.caller;
  return (
    <Stack gap={4}>
      {/* The chat's types decide billing; unknown until its chat is loaded, so no tag before. */}
      {chat ? <BillingNote billable={isChatBillable(chat.types)} onUs={false} /> : null}
      <Facts
        items={[
          [t('detail.visitor'), visitor],
          [t('detail.number'), phoneFact(chat ? chat.visitorPhone : m.ani, visitor)],
          [t('detail.email'), emailFact(chat?.visitorEmail, visitor)],
          [t('detail.location'), chat?.visitorLocation ?? [m.fromCity, m.fromState].filter(Boolean).join(', ')],
          [t('detail.website'), website ? <span title={website}><BreakableAddress text={cutWebsite(website)} /></span> : null],
          [t('detail.company'), m.accountName],
          [t('detail.taken'), formatDateTime(m.taken)],
          [t('detail.agent'), chat?.agentFullName ?? m.sendingAgent],
          [t('detail.chatTypes'), chat ? chat.types.join(', ') : m.contactDescription],
          [t('detail.outcome'), chat?.outcome],
        ]}
      />
      {chat && chat.messages.length > 0 ? (
        <ChatTranscript lines={chat.messages} />
      ) : (
        <MessageText text={m.textContent} />
      )}
    </Stack>
  );
}
