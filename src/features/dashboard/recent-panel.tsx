import { Box, Card, Heading, Link as ChakraLink, Tabs, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

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

/** Recent Activity and, with chat service, Recent Chats (tabs only when chat is enabled). */
export function RecentPanel({ withChats }: { withChats: boolean }) {
  const { t } = useTranslation('shell');
  const activity = (
    <Box py={2}>
      <Text color="fg.muted" mb={3}>
        {t('screens.dashboard.recentActivityText')}
      </Text>
      <SeeAll to="/activity" label={t('screens.dashboard.seeAllActivity')} />
    </Box>
  );
  if (!withChats) {
    return (
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Header pb={2}>
          <Heading as="h2" size="md">
            {t('screens.dashboard.recentActivity')}
          </Heading>
        </Card.Header>
        <Card.Body pt={2}>{activity}</Card.Body>
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
          <Tabs.Content value="activity">{activity}</Tabs.Content>
          <Tabs.Content value="chats">
            <Box py={2}>
              <Text color="fg.muted" mb={3}>
                {t('screens.dashboard.recentChatsText')}
              </Text>
              <SeeAll to="/chat-activity" label={t('screens.dashboard.seeAllChats')} />
            </Box>
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
