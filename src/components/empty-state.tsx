import { Box, Heading, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

/** A calm, centred message for "nothing here" states. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <VStack gap={3} py={{ base: 8, md: 12 }} px={4} textAlign="center" color="fg.muted">
      {icon ? (
        <Box color="brand.fg" bg="brand.subtle" rounded="full" p={3} aria-hidden>
          {icon}
        </Box>
      ) : null}
      <Heading as="h2" size="md" color="fg">
        {title}
      </Heading>
      {description ? <Text maxW="md">{description}</Text> : null}
      {action}
    </VStack>
  );
}
