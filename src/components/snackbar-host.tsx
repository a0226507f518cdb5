import { Box, CloseButton, Flex, Portal, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACK_AUTO_HIDE_MS, useSnackbarStore, type Snack } from '@/stores/snackbar-store';

const MAX_VISIBLE = 3;

const toneStyle = {
  info: { bg: 'gray.900', icon: Info },
  success: { bg: 'green.700', icon: CircleCheck },
  error: { bg: 'red.700', icon: CircleAlert },
} as const;

function SnackItem({ snack }: { snack: Snack }) {
  const { t } = useTranslation('shell');
  const dismiss = useSnackbarStore((state) => state.dismiss);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(snack.id), SNACK_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [snack.id, dismiss]);
  const { bg, icon: Icon } = toneStyle[snack.tone];
  return (
    <Flex
      role={snack.tone === 'error' ? 'alert' : 'status'}
      align="center"
      gap={3}
      bg={bg}
      color="white"
      rounded="md"
      shadow="lg"
      pl={4}
      pr={1}
      py={1}
      minH={12}
      w="full"
      pointerEvents="auto"
    >
      <Box flexShrink={0} aria-hidden>
        <Icon size={18} />
      </Box>
      <Text flex="1" fontSize="sm" py={2}>
        {snack.message}
      </Text>
      <CloseButton
        size="sm"
        color="white"
        _hover={{ bg: 'whiteAlpha.200' }}
        aria-label={t('snackbar.dismiss')}
        onClick={() => dismiss(snack.id)}
      />
    </Flex>
  );
}

/**
 * Renders the snack queue at the bottom of the screen; each snack hides after 6000 ms. It lives
 * in its own portal marked `data-live-announcer`: an open modal dialog hides everything else from
 * assistive technology, and the snack a dialog's action shows ("Blocked successfully.") must still
 * be heard and reachable by role.
 */
export function SnackbarHost() {
  const { t } = useTranslation('shell');
  const queue = useSnackbarStore((state) => state.queue);
  return (
    <Portal>
      <SnackRegion label={t('snackbar.region')} queue={queue} />
    </Portal>
  );
}

function SnackRegion({ label, queue }: { label: string; queue: readonly Snack[] }) {
  return (
    <Box
      as="section"
      data-live-announcer=""
      aria-label={label}
      position="fixed"
      zIndex="toast"
      bottom={{ base: 3, md: 6 }}
      left="50%"
      transform="translateX(-50%)"
      w={{ base: 'calc(100% - 24px)', sm: 'auto' }}
      minW={{ sm: '360px' }}
      maxW="560px"
      display="flex"
      flexDirection="column"
      gap={2}
      pointerEvents="none"
    >
      {queue.slice(0, MAX_VISIBLE).map((snack) => (
        <SnackItem key={snack.id} snack={snack} />
      ))}
    </Box>
  );
}
