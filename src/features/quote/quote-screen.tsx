import { Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { isPortalError } from '@/api/http/portal-error';
import { quoteNavigationUrl, quoteQueries } from '@/api/quote/quote.queries';
import type { QuoteStatus } from '@/contract/quote';
import { ErrorState } from '@/components/error-state';
import { usePageTitle } from '@/components/page-header';
import { PublicFrame } from '@/components/public-frame';
import { env } from '@/lib/env';
import { QuoteLines } from './quote-lines';
import { quoteTokenFromHash } from './quote-token';
import './quote-i18n';

const stateText = {
  INVALID_TOKEN_URL: 'invalid',
  PAID: 'paid',
  CANCELLED_NOW: 'cancelled',
  DISABLED: 'noLongerValid',
  EXPIRED: 'noLongerValid',
} as const satisfies Record<Exclude<QuoteStatus, 'OPEN'>, string>;

/** The address's fragment, followed: another quote's link opened in this tab changes only the fragment. */
const onHashChange = (notify: () => void) => {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
};
const currentHash = () => window.location.hash;

/** The public quote page (billing-account §2 Quote page, §4 Quote states): token from the address fragment, no login. */
export function QuoteScreen() {
  const { t } = useTranslation('quote');
  usePageTitle(t('title'));
  const token = quoteTokenFromHash(useSyncExternalStore(onHashChange, currentHash));
  const quote = useQuery({ ...quoteQueries.info(token), enabled: token !== '', retry: false });

  let content;
  if (!token || quote.data?.status === 'INVALID_TOKEN_URL' || (isPortalError(quote.error) && quote.error.status === 400)) {
    content = <Text role="status">{t('invalid')}</Text>;
  } else if (quote.isPending) {
    content = (
      <Stack gap={3} role="status" aria-busy="true" aria-label={t('loading')}>
        <Box h="20px" bg="bg.muted" rounded="sm" />
        <Box h="160px" bg="bg.muted" rounded="sm" />
        <Box h="40px" bg="bg.muted" rounded="sm" />
      </Stack>
    );
  } else if (quote.isError) {
    content = <ErrorState title={t('loadFailed')} message={errorMessage(quote.error)} onRetry={() => void quote.refetch()} />;
  } else if (quote.data.status !== 'OPEN') {
    content = <Text role="status" fontSize="lg">{t(stateText[quote.data.status])}</Text>;
  } else {
    content = (
      <Stack gap={5}>
        <Text color="fg.muted">{t('intro')}</Text>
        <QuoteLines quote={quote.data} />
        <Text fontSize="sm" color="fg.muted">{t('acceptHint')}</Text>
        <Flex gap={3} direction={{ base: 'column', sm: 'row' }} justify="flex-end">
          <Button variant="outline" onClick={() => window.location.assign(quoteNavigationUrl(env.portalApiBase, 'cancel', token))}>
            {t('cancel')}
          </Button>
          <Button colorPalette="brand" onClick={() => window.location.assign(quoteNavigationUrl(env.portalApiBase, 'accept', token))}>{t('accept')}</Button>
        </Flex>
      </Stack>
    );
  }

  return (
    <PublicFrame maxW="720px">
      <Card.Root variant="outline" bg="bg.panel" shadow="sm">
        <Card.Body gap={4}>
          <Heading as="h1" size="xl">
            {t('title')}
          </Heading>
          {content}
        </Card.Body>
      </Card.Root>
    </PublicFrame>
  );
}
