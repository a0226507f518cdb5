import { Box, Button, Heading, Text, VStack } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface ErrorStateProps {
  /** Defaults to "Something went wrong". */
  title?: string;
  /** The error's human message, e.g. the X-PORTAL-ERROR text. */
  message?: string;
  onRetry?: () => void;
}

/** A failed first load, rendered in place with a Retry button. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('shell');
  return (
    <VStack role="alert" gap={3} py={{ base: 8, md: 12 }} px={4} textAlign="center">
      <Box color="red.fg" bg="red.subtle" rounded="full" p={3} aria-hidden>
        <CircleAlert size={28} />
      </Box>
      <Heading as="h2" size="md">
        {title ?? t('errorState.title')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {message ?? t('errorState.message')}
      </Text>
      {onRetry ? (
        <Button colorPalette="brand" onClick={onRetry}>
          {t('errorState.retry')}
        </Button>
      ) : null}
    </VStack>
  );
}
