import { Box, Flex, Text } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';

/**
 * The alert area of the sign-in screens: the server's message (billing-account §4, §8). Plain
 * boxes rather than Chakra's Alert, whose recipe would sit in every page's first load.
 */
export function ErrorAlert({ title, message }: { title: string; message: string | null }) {
  if (!message) return null;
  return (
    <Flex role="alert" gap={3} p={3} rounded="md" bg="red.subtle" color="red.fg" borderWidth="1px" borderColor="red.muted">
      <Box flexShrink={0} pt="2px" aria-hidden>
        <CircleAlert size={18} />
      </Box>
      <Box>
        <Text fontWeight="semibold">{title}</Text>
        <Text>{message}</Text>
      </Box>
    </Flex>
  );
}
