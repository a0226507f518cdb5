import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { ErrorState } from '@/components/error-state';

/** A route that failed to load: the error in place, Retry resets the query boundary and reloads the route. */
export function RouteErrorComponent({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);
  return (
    <ErrorState
      title={t('errors.screenFailed')}
      message={errorMessage(error)}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}

/** Any other path (spec core §2: a fallback screen). */
export function NotFoundComponent() {
  const { t } = useTranslation('common');
  return (
    <VStack gap={3} py={12} px={4} textAlign="center">
      <Heading as="h2" size="md">
        {t('errors.pageNotFound')}
      </Heading>
      <Text color="fg.muted">{t('errors.pageNotFoundText')}</Text>
      <Button asChild colorPalette="brand" variant="outline">
        <Link to="/">{t('errors.goHome')}</Link>
      </Button>
    </VStack>
  );
}
