import { Button, Flex, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/dates';
import { AGENT_BANNER_HEIGHT } from './layout-constants';

interface AgentBannerProps {
  name: string;
  /** When the session ends (ISO), as the server says; without it no end is shown. */
  endsAt?: string | undefined;
  /** Ends the agent session (back to the support console). */
  onEnd: () => void;
}

/**
 * The warning shown in an agent (impersonation) session, inside the 104 px app bar: whose portal
 * this is, when the session ends, and a way out. A phone gets the short sentence.
 */
export function AgentBanner({ name, endsAt, onEnd }: AgentBannerProps) {
  const { t } = useTranslation('shell');
  const ends = endsAt ? t('agent.endsAt', { time: formatTime(endsAt) }) : null;
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
      <Text lineClamp={2} flex="1" minW={0}>
        <Text as="span" hideBelow="lg">
          {t('agent.banner', { name })}
        </Text>
        <Text as="span" hideFrom="lg">
          {t('agent.bannerShort', { name })}
        </Text>
        {ends ? <> {ends}</> : null}
      </Text>
      <Button size="xs" variant="outline" colorPalette="orange" bg="white" flexShrink={0} onClick={onEnd}>
        {t('agent.end')}
      </Button>
    </Flex>
  );
}
