import { Badge, Box, Button, Card, Center, Flex, Heading, Link as ChakraLink, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { messageQueries } from '@/api/messages/messages.queries';
import { useSessionScope } from '@/app/session/session';
import { displayFrom, isUnread, previewText } from '@/lib/activity-format';
import { formatDateTime } from '@/lib/dates';
import { registerNamespace } from '@/lib/i18n';
import enGb from '@/locales/en-GB/activity.json';
import en from '@/locales/en/activity.json';

registerNamespace('activity', { en, 'en-GB': enGb });

const SHOWN = 6;

function SeeAll({ to, label }: { to: '/activity' | '/chat-activity'; label: string }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium" fontSize="sm">
      <RouterLink to={to}>
        {label}
        <ArrowRight size={14} aria-hidden />
      </RouterLink>
    </ChakraLink>
  );
}

/** The latest activity items (GET /api/messages), each opening its detail on /activity/{id}. */
function RecentActivity() {
  const { t } = useTranslation('activity');
  const { t: tShell } = useTranslation('shell');
  const scope = useSessionScope();
  const recent = useQuery(messageQueries.recent(scope));

  let body;
  if (recent.isPending) {
    body = (
      <Center py={6}>
        <Spinner color="brand.fg" aria-label={t('list.loading')} />
      </Center>
    );
  } else if (recent.isError) {
    body = (
      <Flex align="center" gap={3} color="fg.muted" fontSize="sm" role="alert">
        {t('recent.error')}
        <Button size="xs" variant="outline" onClick={() => void recent.refetch()}>
          {t('recent.retry')}
        </Button>
      </Flex>
    );
  } else if (recent.data.userMessages.length === 0) {
    body = <Text color="fg.muted">{t('list.empty')}</Text>;
  } else {
    body = (
      <Stack as="ul" gap={0} aria-label={t('recent.label')} listStyleType="none">
        {recent.data.userMessages.slice(0, SHOWN).map((m) => (
          <Box as="li" key={m.messageId} borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
            <ChakraLink asChild display="block" py={2} px={1} _hover={{ textDecoration: 'none', bg: 'bg.muted' }} rounded="sm">
              <RouterLink to="/activity/$messageId" params={{ messageId: m.messageId }}>
                <Flex align="center" gap={2} minW={0}>
                  {isUnread(m) ? <Box as="span" w={2} h={2} rounded="full" bg="brand.solid" flexShrink={0} aria-hidden /> : null}
                  <Text as="span" fontWeight={isUnread(m) ? 'bold' : 'medium'} truncate>
                    {displayFrom(m)}
                  </Text>
                  <Text as="span" ms="auto" fontSize="xs" color="fg.muted" flexShrink={0}>
                    {formatDateTime(m.taken)}
                  </Text>
                </Flex>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {previewText(m)}
                </Text>
              </RouterLink>
            </ChakraLink>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Box py={2}>
      {recent.data && recent.data.unreadMessageCount > 0 ? (
        <Badge colorPalette="brand" mb={2}>
          {t('recent.unread', { count: recent.data.unreadMessageCount })}
        </Badge>
      ) : null}
      {body}
      <Box mt={3}>
        <SeeAll to="/activity" label={tShell('screens.dashboard.seeAllActivity')} />
      </Box>
    </Box>
  );
}

/** The latest chats (the same GET /api/messages answer), each opening on /chat-activity. */
function RecentChats() {
  const { t } = useTranslation('activity');
  const { t: tShell } = useTranslation('shell');
  const scope = useSessionScope();
  const recent = useQuery(messageQueries.recent(scope));

  let body;
  if (recent.isPending) {
    body = (
      <Center py={6}>
        <Spinner color="brand.fg" aria-label={t('list.loading')} />
      </Center>
    );
  } else if (recent.isError) {
    body = (
      <Flex align="center" gap={3} color="fg.muted" fontSize="sm" role="alert">
        {t('recent.chatsError')}
        <Button size="xs" variant="outline" onClick={() => void recent.refetch()}>
          {t('recent.retry')}
        </Button>
      </Flex>
    );
  } else if (recent.data.pureChats.length === 0) {
    body = <Text color="fg.muted">{t('recent.noChats')}</Text>;
  } else {
    body = (
      <Stack as="ul" gap={0} aria-label={t('recent.chatsLabel')} listStyleType="none">
        {recent.data.pureChats.slice(0, SHOWN).map((c) => {
          const unread = c.read !== 'Y';
          const last = c.messages.at(-1);
          return (
            <Box as="li" key={c.chatId} borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
              <ChakraLink asChild display="block" py={2} px={1} _hover={{ textDecoration: 'none', bg: 'bg.muted' }} rounded="sm">
                <RouterLink to="/chat-activity" search={{ chat: c.chatId }}>
                  <Flex align="center" gap={2} minW={0}>
                    {unread ? <Box as="span" w={2} h={2} rounded="full" bg="brand.solid" flexShrink={0} aria-hidden /> : null}
                    <Text as="span" fontWeight={unread ? 'bold' : 'medium'} truncate>
                      {c.visitorFullName ?? c.visitorEmail ?? c.visitorPhone ?? t('recent.visitor')}
                    </Text>
                    <Text as="span" ms="auto" fontSize="xs" color="fg.muted" flexShrink={0}>
                      {formatDateTime(c.created)}
                    </Text>
                  </Flex>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {last ? `${last.author}: ${last.message}` : (c.outcome ?? c.accountName)}
                  </Text>
                </RouterLink>
              </ChakraLink>
            </Box>
          );
        })}
      </Stack>
    );
  }

  return (
    <Box py={2}>
      {recent.data && recent.data.unreadChatCount > 0 ? (
        <Badge colorPalette="brand" mb={2}>
          {t('recent.unread', { count: recent.data.unreadChatCount })}
        </Badge>
      ) : null}
      {body}
      <Box mt={3}>
        <SeeAll to="/chat-activity" label={tShell('screens.dashboard.seeAllChats')} />
      </Box>
    </Box>
  );
}

/** Recent Activity and, with chat service, Recent Chats (tabs only when chat is enabled). */
export function RecentPanel({ withChats }: { withChats: boolean }) {
  const { t } = useTranslation('shell');
  if (!withChats) {
    return (
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Header pb={2}>
          <Heading as="h2" size="md">
            {t('screens.dashboard.recentActivity')}
          </Heading>
        </Card.Header>
        <Card.Body pt={2}>
          <RecentActivity />
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body>
        <Tabs.Root defaultValue="activity" colorPalette="brand">
          <Tabs.List>
            <Tabs.Trigger value="activity">{t('screens.dashboard.recentActivity')}</Tabs.Trigger>
            <Tabs.Trigger value="chats">{t('screens.dashboard.recentChats')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="activity">
            <RecentActivity />
          </Tabs.Content>
          <Tabs.Content value="chats">
            <RecentChats />
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
