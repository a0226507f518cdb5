import { Button, Flex, Link as ChakraLink, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { accountQueries } from '@/api/account/account.queries';
import { useCurrentUser, useSessionScope } from '@/app/session/session';
import { touchTargetCss } from '@/components/touch-target';
import { formatUsDisplay } from '@/domain/numbers/us-display';
import { isGlobalAdminOf } from '@/lib/roles';

/**
 * Where the account's VIP calls go (core §4: the account has a VIP forwarding number), so the page
 * that lists the VIPs says which number they reach. Its administrator gets a link to change it in
 * Settings, on this account. One line, the same height loading, loaded or failed: nothing under
 * it moves when the account arrives.
 */
export function VipForwardingLine({ accountId }: { accountId: number }) {
  const { t } = useTranslation('vip');
  const scope = useSessionScope();
  const user = useCurrentUser();
  const account = useQuery(accountQueries.detail(scope, accountId));
  const number = account.data?.vipForwardingNumber;
  return (
    <Flex h="6" align="center" gap={2} textStyle="sm" color="fg.muted" whiteSpace="nowrap" data-testid="vip-forwarding" aria-busy={account.isPending}>
      <Text>{t('forwarding.label')}:</Text>
      {account.isPending ? (
        <Skeleton h="3" w="7rem" aria-hidden />
      ) : account.isError ? (
        <>
          <Text color="fg.error">{t('forwarding.unavailable')}</Text>
          <Button variant="plain" size="sm" h="auto" p={0} color="brand.fg" css={touchTargetCss} onClick={() => void account.refetch()}>
            {t('forwarding.retry')}
          </Button>
        </>
      ) : (
        <>
          <Text as="strong" color="fg">
            {number ? formatUsDisplay(number) : t('forwarding.none')}
          </Text>
          {isGlobalAdminOf(user, accountId) ? (
            <ChakraLink asChild color="brand.fg" fontWeight="medium" css={touchTargetCss}>
              <RouterLink to="/settings" search={{ account: accountId }} aria-label={t(number ? 'forwarding.changeAria' : 'forwarding.setAria')}>
                {t(number ? 'forwarding.change' : 'forwarding.set')}
              </RouterLink>
            </ChakraLink>
          ) : null}
        </>
      )}
    </Flex>
  );
}
