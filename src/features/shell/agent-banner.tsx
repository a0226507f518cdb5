import { Flex, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AGENT_BANNER_HEIGHT } from './layout-constants';

/** The warning shown in an agent (impersonation) session, inside the 104 px app bar. */
export function AgentBanner({ name }: { name: string }) {
  const { t } = useTranslation('shell');
  return (
    <Flex
      role="note"
      aria-label={t('agent.bannerLabel')}
      h={`${AGENT_BANNER_HEIGHT}px`}
      align="center"
      gap={2}
      px={{ base: 3, md: 5 }}
      bg="orange.100"
      color="orange.900"
      borderTopWidth="1px"
      borderColor="orange.200"
      fontSize={{ base: 'xs', md: 'sm' }}
      overflow="hidden"
    >
      <TriangleAlert size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text lineClamp={2}>{t('agent.banner', { name })}</Text>
    </Flex>
  );
}
