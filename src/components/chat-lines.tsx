import { Box, Stack, Text, type StackProps } from '@chakra-ui/react';
import { formatDateTime } from '@/lib/dates';
import { LinkedText } from './contact-links';

interface ChatLine {
  author: string;
  message: string;
  created: string;
}

/**
 * A web chat's lines, author and time over each message, with the numbers and addresses in them
 * linked (contact-links.tsx): the chat's details on /chat-activity and a chat in the activity detail.
 */
export function ChatLines({ lines, ...list }: { lines: readonly ChatLine[] } & StackProps) {
  return (
    <Stack as="ol" gap={2} listStyleType="none" m={0} p={0} {...list}>
      {lines.map((line, index) => (
        <Box as="li" key={index} bg="bg.subtle" rounded="md" px={3} py={2}>
          <Text fontSize="xs" color="fg.muted">
            {line.author} · {formatDateTime(line.created)}
          </Text>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            <LinkedText text={line.message} />
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
