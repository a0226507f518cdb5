import { Card, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { MessageSquareText, PhoneIncoming, UserRoundCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/contract/session';
import { formatWholeNumber } from '@/lib/whole-number';
import './dashboard-i18n';

/** One count: the figure with its icon, the label under it across the whole tile (labels wrap, never cut). */
function Figure({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  const id = useId();
  return (
    <Flex as="li" direction="column" gap={1} bg="bg.muted" rounded="md" p={3} aria-labelledby={id} minW={0}>
      <Flex align="center" gap={2}>
        <Text as="span" color="fg.muted" aria-hidden>
          {icon}
        </Text>
        <Text as="span" fontSize="2xl" fontWeight="semibold" lineHeight="short">
          {formatWholeNumber(value)}
        </Text>
      </Flex>
      <Text as="span" id={id} fontSize="sm" color="fg.muted" lineHeight="short">
        {label}
      </Text>
    </Flex>
  );
}

/**
 * Weekly Insights (core §2, §9): new call leads, new chat leads and current clients of the past
 * 7 days, as the user payload counts them (server: weeklyInsightCounts).
 */
export function WeeklyInsightsPanel({ insights }: { insights: Pick<User, 'callLeadCount' | 'chatLeadCount' | 'currentClientCount'> }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header pb={2}>
        <Heading as="h2" size="md">
          {t('insights.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('insights.period')}
        </Text>
      </Card.Header>
      <Card.Body pt={2}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 3, lg: 1, xl: 3 }} gap={3} aria-label={t('insights.title')}>
          <Figure icon={<PhoneIncoming size={16} />} label={t('insights.callLeads')} value={insights.callLeadCount} />
          <Figure icon={<MessageSquareText size={16} />} label={t('insights.chatLeads')} value={insights.chatLeadCount} />
          <Figure icon={<UserRoundCheck size={16} />} label={t('insights.currentClients')} value={insights.currentClientCount} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
