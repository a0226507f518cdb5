import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { billingMutations } from '@/api/billing/billing.mutations';
import { billingQueries } from '@/api/billing/billing.queries';
import { errorMessage } from '@/api/http/error-policy';
import { useSessionScope } from '@/app/session/session';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import type { Account } from '@/contract/account';
import type { PaymentMethod } from '@/contract/billing';
import { addressLines } from '@/lib/account-address';
import { showSnack } from '@/stores/snackbar-store';
import { AddressDialog } from './address-dialog';
import { beforeSemicolon } from '@/domain/billing/failure-text';
import { isExpiredMethod } from './logic/payment-methods';

/**
 * Payment info (billing-account §2, §4 Payment methods and autopay): the methods with their
 * display values (expired cards marked), make default (autopay with it), delete (never the
 * default), add a card or link a bank account on the processor's page after an OK, and the
 * billing address with 'Edit Address'. Looking never writes: autopay whose method is gone is
 * re-enabled by the server where methods change (repositories/billing-methods.ts); until then
 * the tab says autopay is off.
 */
export function PaymentTab({ account, payment }: { account: Account; payment: boolean }) {
  const { t } = useTranslation('billing');
  const [editing, setEditing] = useState(false);
  const lines = addressLines(account, 'billing');
  return (
    <Stack gap={6} pt={4}>
      {payment ? <PaymentMethods accountId={account.accountId} /> : null}
      <Box as="section" aria-labelledby="billing-address">
        <Heading as="h2" size="md" id="billing-address">{t('address.billing')}</Heading>
        <Stack gap={0} my={2}>
          {lines.length ? lines.map((line) => <Text key={line}>{line}</Text>) : <Text color="fg.muted">{t('address.none')}</Text>}
        </Stack>
        {payment ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {t('address.edit')}
          </Button>
        ) : null}
      </Box>
      {editing ? <AddressDialog account={account} kind="billing" onClose={() => setEditing(false)} /> : null}
    </Stack>
  );
}

function PaymentMethods({ accountId }: { accountId: number }) {
  const { t } = useTranslation('billing');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const methods = useQuery(billingQueries.paymentMethods(scope, accountId));
  const autopay = useMutation(billingMutations.autopay(scope, queryClient));
  const remove = useSingleFlightMutation(billingMutations.deleteMethod(scope, queryClient));
  const checkout = useSingleFlightMutation(billingMutations.checkout());
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const [leaving, setLeaving] = useState<'card' | 'bank' | null>(null);
  if (methods.isPending) return <Box role="status" aria-label={t('loading')} minH="48" bg="bg.muted" borderRadius="sm" />;
  if (methods.isError) return <ErrorState message={errorMessage(methods.error)} onRetry={() => void methods.refetch()} />;
  const list = methods.data.paymentMethods;
  const autopayMethod = list.find((m) => m.id === methods.data.autopayPaymentMethodUid);

  const makeDefault = (method: PaymentMethod) => {
    if (method.id === methods.data.autopayPaymentMethodUid) {
      showSnack({ message: t('methods.alreadyDefault'), tone: 'error' });
      return;
    }
    autopay.mutate(
      { accountId, paymentMethodUid: method.id },
      {
        onSuccess: () => showSnack({ message: t('methods.activated'), tone: 'success' }),
        onError: (error) => showSnack({ message: errorMessage(error), tone: 'error' }),
      },
    );
  };
  const askDelete = (method: PaymentMethod) => {
    if (method.id === methods.data.autopayPaymentMethodUid) {
      showSnack({ message: t('methods.defaultCannotDelete'), tone: 'error' });
      return;
    }
    setDeleting(method);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { accountId, uid: deleting.id },
      {
        onSuccess: () => showSnack({ message: t('methods.deleted'), tone: 'success' }),
        onError: (error) => showSnack({ message: beforeSemicolon(errorMessage(error)), tone: 'error' }),
        onSettled: () => setDeleting(null),
      },
    );
  };
  const leave = () => {
    if (!leaving) return;
    checkout.mutate(
      { accountId, kind: leaving },
      {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) => {
          setLeaving(null);
          showSnack({ message: errorMessage(error), tone: 'error' });
        },
      },
    );
  };

  return (
    <Box as="section" aria-labelledby="payment-methods">
      <Heading as="h2" size="md" id="payment-methods">{t('methods.title')}</Heading>
      <Text mt={1} color="fg.muted">
        <Text as="span" fontWeight="semibold" color="fg">{t('methods.autopay')}: </Text>
        {autopayMethod ? t('methods.autopayOn', { method: autopayMethod.displayValue }) : t('methods.autopayOff')}
      </Text>
      {list.length === 0 ? (
        <EmptyState title={t('methods.empty')} />
      ) : (
        <Stack as="ul" gap={0} listStyleType="none" m={0} p={0} mt={3} borderTopWidth="1px">
          {list.map((method) => {
            const isDefault = method.defaultAutopay === 'Y';
            const expired = isExpiredMethod(method);
            return (
              <HStack as="li" key={method.id} py={3} borderBottomWidth="1px" justify="space-between" flexWrap="wrap" gap={2}>
                <HStack gap={2}>
                  <Text>{method.displayValue}</Text>
                  {isDefault ? <Badge colorPalette="green">{t('methods.default')}</Badge> : null}
                  {expired ? <Badge colorPalette="red">{t('methods.expired')}</Badge> : null}
                </HStack>
                <HStack gap={2}>
                  {/* Autopay cannot charge an expired card (the server refuses it too): only Delete is offered. */}
                  {expired ? null : (
                    <Button size="sm" variant="outline" aria-label={t('methods.makeDefaultOf', { method: method.displayValue })} onClick={() => makeDefault(method)} loading={autopay.isPending && autopay.variables?.paymentMethodUid === method.id}>
                      {t('methods.makeDefault')}
                    </Button>
                  )}
                  <Button size="sm" variant="outline" colorPalette="red" aria-label={t('methods.deleteOf', { method: method.displayValue })} onClick={() => askDelete(method)}>
                    {t('methods.delete')}
                  </Button>
                </HStack>
              </HStack>
            );
          })}
        </Stack>
      )}
      <HStack mt={4} gap={3} flexWrap="wrap">
        <Button colorPalette="brand" onClick={() => setLeaving('card')}>{t('methods.add')}</Button>
        <Button variant="outline" colorPalette="brand" onClick={() => setLeaving('bank')}>{t('methods.linkBank')}</Button>
      </HStack>
      <ConfirmDialog
        open={deleting !== null}
        title={t('methods.deleteTitle')}
        body={deleting ? t('methods.deleteBody', { method: deleting.displayValue }) : ''}
        confirmLabel={t('methods.delete')}
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <ConfirmDialog
        open={leaving !== null}
        title={t('methods.leaveTitle')}
        body={leaving === 'bank' ? t('methods.leaveBank') : t('methods.leaveCard')}
        pending={checkout.isPending}
        onCancel={() => setLeaving(null)}
        onConfirm={leave}
      />
    </Box>
  );
}
