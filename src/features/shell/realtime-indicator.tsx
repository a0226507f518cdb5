import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useRealtimeStatus } from '@/app/realtime/use-realtime-status';

export type RealtimeStatus = 'connecting' | 'open' | 'closed';

const dotColor: Record<RealtimeStatus, string> = {
  open: 'green.500',
  connecting: 'gray.400',
  closed: 'orange.500',
};

/** A small dot for the live-update connection, with a text label for everyone. */
export function RealtimeIndicator({ status }: { status: RealtimeStatus }) {
  const { t } = useTranslation('shell');
  const label = t(`realtime.${status}`);
  return (
    <Flex role="status" align="center" gap={1.5} px={1} title={label}>
      <Box
        w="10px"
        h="10px"
        rounded="full"
        bg={dotColor[status]}
        flexShrink={0}
        aria-hidden
        boxShadow={status === 'open' ? '0 0 0 3px var(--chakra-colors-green-100)' : undefined}
      />
      <Text fontSize="xs" color="fg.muted" srOnly={{ base: true, lg: false }}>
        {label}
      </Text>
    </Flex>
  );
}

/**
 * The indicator of this tab's connection. It reads the status itself, so a change of the
 * connection re-renders the dot and not the shell around it.
 */
export function LiveRealtimeIndicator() {
  return <RealtimeIndicator status={useRealtimeStatus()} />;
}
