import { Box, Flex, Spinner, Text } from '@chakra-ui/react';
import { useBusyStore } from '@/stores/busy-store';

/** A blocking spinner with a message while `setBusy(message)` is set. */
export function BusyOverlay() {
  const message = useBusyStore((state) => state.message);
  if (message === null) return null;
  return (
    <Flex
      position="fixed"
      inset={0}
      zIndex="overlay"
      bg="blackAlpha.500"
      align="center"
      justify="center"
      p={4}
    >
      <Flex
        role="status"
        aria-live="polite"
        aria-busy="true"
        direction="column"
        align="center"
        gap={4}
        bg="bg.panel"
        rounded="lg"
        shadow="xl"
        px={8}
        py={6}
        maxW="sm"
        textAlign="center"
      >
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Box>
          <Text fontWeight="medium">{message}</Text>
        </Box>
      </Flex>
    </Flex>
  );
}
