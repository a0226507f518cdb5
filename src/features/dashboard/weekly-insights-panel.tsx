import { Card, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Target, UserRoundCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Figure({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <Flex direction="column" gap={1} bg="bg.muted" rounded="md" p={3}>
      <Flex align="center" gap={2} color="fg.muted" fontSize="sm">
        <span aria-hidden>{icon}</span>
        <Text as="span">{label}</Text>
      </Flex>
      <Text fontSize="2xl" fontWeight="semibold">
        {value.toLocaleString('en-US')}
      </Text>
    </Flex>
  );
}

/** Weekly Insights: leads and current clients of the past 7 days, straight from the user. */
export function WeeklyInsightsPanel({ leadCount, currentClientCount }: { leadCount: number; currentClientCount: number }) {
  const { t } = useTranslation('shell');
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header pb={2}>
        <Heading as="h2" size="md">
          {t('screens.dashboard.weeklyInsights')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('screens.dashboard.weeklyInsightsText')}
        </Text>
      </Card.Header>
      <Card.Body pt={2}>
        <SimpleGrid columns={2} gap={3}>
          <Figure icon={<Target size={16} />} label={t('screens.dashboard.leads')} value={leadCount} />
          <Figure
            icon={<UserRoundCheck size={16} />}
            label={t('screens.dashboard.currentClients')}
            value={currentClientCount}
          />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
