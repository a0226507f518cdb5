import { Box, Stack } from '@chakra-ui/react';

/** The billing card's shape while the account loads (reserves the space: no layout shift). */
export function BillingSkeleton({ label }: { label: string }) {
  return (
    <Stack role="status" aria-label={label} gap={3} borderWidth="1px" borderRadius="l3" p={6} minH="28rem" bg="bg.panel">
      <Box h="4" w="24" bg="bg.muted" borderRadius="sm" />
      <Box h="8" w="40" bg="bg.muted" borderRadius="sm" />
      <Box h="10" w="full" maxW="md" bg="bg.muted" borderRadius="sm" />
      {[0, 1, 2, 3, 4].map((i) => (
        <Box key={i} h="12" w="full" bg="bg.muted" borderRadius="sm" />
      ))}
    </Stack>
  );
}
