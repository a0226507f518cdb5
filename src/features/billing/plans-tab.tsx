import { Badge, Box, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@/contract/account';
import { ADDON_START_SHIFT_HOURS, formatMoney, PLAN_START_SHIFT_HOURS, shiftedStart } from '@/domain/billing/money';
import { EmptyState } from '@/components/empty-state';
import { formatDate } from '@/lib/dates';

/**
 * Plans (billing-account §2): per bundle the plan price per month and the overage price (the
 * products with plan Y and usage Y), the add-ons, quantity always 1; the plan start date shows
 * shifted by 10 hours and the add-on start date by 6.
 */
export function PlansTab({ account }: { account: Account }) {
  const { t, i18n } = useTranslation('billing');
  const bundles = account.accountBundles ?? [];
  if (bundles.length === 0) return <EmptyState title={t('plans.empty')} />;
  return (
    <Stack gap={6} pt={4}>
      {bundles.map((bundle) => {
        const currency = bundle.currencyCode || account.currencyCode;
        const money = (n: number) => formatMoney(n, currency, i18n.language);
        const plan = bundle.accountProducts.find((p) => p.plan === 'Y');
        const usage = bundle.accountProducts.find((p) => p.usage === 'Y');
        const addons = bundle.accountProducts.filter((p) => p.addon === 'Y');
        return (
          <Box key={bundle.accountBundleId} as="section" aria-labelledby={`bundle-${bundle.accountBundleId}`}>
            <Heading as="h2" size="md" id={`bundle-${bundle.accountBundleId}`}>{bundle.description}</Heading>
            <Text color="fg.muted" fontSize="sm">{t('plans.started', { date: formatDate(shiftedStart(bundle.startDate, PLAN_START_SHIFT_HOURS)) })}</Text>
            <HStack gap={8} mt={3} flexWrap="wrap" align="flex-start">
              <Box>
                <Text color="fg.muted" fontSize="sm">{t('plans.planPrice')}</Text>
                <Text fontSize="lg" fontWeight="semibold">{plan ? money(plan.unitPrice) : '—'}</Text>
                {plan ? <Text fontSize="sm">{plan.bundleDescription}</Text> : null}
              </Box>
              <Box>
                <Text color="fg.muted" fontSize="sm">{t('plans.overagePrice')}</Text>
                <Text fontSize="lg" fontWeight="semibold">{usage ? t('plans.perMinute', { price: money(usage.unitPrice) }) : '—'}</Text>
              </Box>
            </HStack>
            <Heading as="h3" size="sm" mt={4} mb={2}>{t('plans.addons')}</Heading>
            {addons.length === 0 ? (
              <Text color="fg.muted">{t('plans.noAddons')}</Text>
            ) : (
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('plans.addon')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('plans.quantity')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('plans.price')}</Table.ColumnHeader>
                    <Table.ColumnHeader hideBelow="md">{t('plans.startDate')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {addons.map((addon) => (
                    <Table.Row key={addon.accountProductId}>
                      <Table.Cell>{addon.bundleDescription}</Table.Cell>
                      <Table.Cell>1</Table.Cell>
                      <Table.Cell textAlign="end">
                        {money(addon.unitPrice)}
                        {addon.originalUnitPrice && addon.originalUnitPrice !== addon.unitPrice ? (
                          <Badge ms={2} variant="subtle">{t('plans.was', { price: money(addon.originalUnitPrice) })}</Badge>
                        ) : null}
                      </Table.Cell>
                      <Table.Cell hideBelow="md">{addon.periodStart ? formatDate(shiftedStart(addon.periodStart, ADDON_START_SHIFT_HOURS)) : '—'}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
