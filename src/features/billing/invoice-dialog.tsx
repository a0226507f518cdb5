import { Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingQueries } from '@/api/billing/billing.queries';
import { errorMessage } from '@/api/http/error-policy';
import { useSessionScope } from '@/app/session/session';
import { ErrorState } from '@/components/error-state';
import type { Account } from '@/contract/account';
import type { Invoice } from '@/contract/billing';
import { formatMoney } from '@/domain/billing/money';
import { displayedInvoiceStatus, isWarningStatus } from '@/domain/billing/past-due';
import { formatCalendarDay, periodDays } from '@/lib/dates';
import { formatGroupedNumber } from '@/lib/whole-number';
import { PayDialog } from './pay-dialog';

interface InvoiceDialogProps {
  account: Account;
  invoice: Invoice;
  payment: boolean;
  onClose: () => void;
}

/** The invoice with its lines (billing-account §2, §4): OPEN pays with a stored method, PAID downloads its PDF. */
export function InvoiceDialog({ account, invoice, payment, onClose }: InvoiceDialogProps) {
  const { t, i18n } = useTranslation('billing');
  const scope = useSessionScope();
  const detail = useQuery(billingQueries.invoice(scope, account.accountId, invoice.invoiceId));
  const methods = useQuery({ ...billingQueries.paymentMethods(scope, account.accountId), enabled: payment });
  const [paying, setPaying] = useState(false);
  const money = (n: number) => formatMoney(n, invoice.currencyCode || account.currencyCode, i18n.language);
  const status = displayedInvoiceStatus(invoice, account.autopayDays);
  const storedMethods = methods.data?.paymentMethods ?? [];
  return (
    <>
      <Dialog.Root lazyMount open onOpenChange={(d) => !d.open && !paying && onClose()} placement="center" size={{ base: 'full', md: 'xl' }}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content minH={{ base: '100dvh', md: 'auto' }} borderRadius={{ base: '0', md: 'l3' }}>
              <Dialog.Header>
                <Dialog.Title>{t('invoice.title', { number: invoice.invoiceNumber })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={4}>
                  <HStack gap={6} flexWrap="wrap">
                    <Text>{formatCalendarDay(invoice.invoiceDate)}</Text>
                    <Text fontWeight="semibold" color={isWarningStatus(status) ? 'orange.fg' : 'fg'}>{status}</Text>
                  </HStack>
                  {detail.isPending ? (
                    <Box role="status" aria-label={t('invoice.loading')} minH="40" bg="bg.muted" borderRadius="sm" />
                  ) : detail.isError ? (
                    <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />
                  ) : (
                    <Box overflowX="auto">
                      <Table.Root size="sm" aria-label={t('invoice.lines')}>
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader>{t('invoice.description')}</Table.ColumnHeader>
                            <Table.ColumnHeader hideBelow="md">{t('invoice.period')}</Table.ColumnHeader>
                            <Table.ColumnHeader textAlign="end">{t('invoice.quantity')}</Table.ColumnHeader>
                            <Table.ColumnHeader textAlign="end" hideBelow="md">{t('invoice.unitPrice')}</Table.ColumnHeader>
                            <Table.ColumnHeader textAlign="end">{t('invoice.credit')}</Table.ColumnHeader>
                            <Table.ColumnHeader textAlign="end">{t('invoice.debit')}</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {detail.data.lines.map((line) => (
                            <Table.Row key={line.transactionId}>
                              <Table.Cell>{line.lineItemText}</Table.Cell>
                              <Table.Cell hideBelow="md">{line.periodStart ? (line.periodEnd ? t('invoice.periodDays', periodDays(line.periodStart, line.periodEnd)) : formatCalendarDay(line.periodStart)) : ''}</Table.Cell>
                              <Table.Cell textAlign="end">{formatGroupedNumber(line.invoiceQuantity)}</Table.Cell>
                              <Table.Cell textAlign="end" hideBelow="md">{money(line.unitPrice)}</Table.Cell>
                              <Table.Cell textAlign="end">{line.credit ? money(line.credit) : ''}</Table.Cell>
                              <Table.Cell textAlign="end">{line.debit ? money(line.debit) : ''}</Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Box>
                  )}
                  <Stack gap={1} alignSelf="flex-end" minW="60">
                    {[
                      [t('invoice.amountDue'), invoice.amountDue],
                      [t('invoice.payments'), invoice.payments],
                      [t('invoice.balance'), invoice.balance],
                    ].map(([label, value]) => (
                      <HStack key={String(label)} justify="space-between">
                        <Text color="fg.muted">{label}</Text>
                        <Text fontWeight="semibold">{money(Number(value))}</Text>
                      </HStack>
                    ))}
                  </Stack>
                  {invoice.status === 'PROCESSING' ? <Text role="status">{t('invoice.processing')}</Text> : null}
                  {invoice.status === 'OPEN' && payment && methods.isSuccess && storedMethods.length === 0 ? <Text color="fg.muted">{t('invoice.noStoredMethods')}</Text> : null}
                  {/* Without its methods the dialog cannot pay: say why the button is greyed, and read them again. */}
                  {invoice.status === 'OPEN' && payment && methods.isError ? (
                    <HStack role="alert" gap={2} flexWrap="wrap">
                      <Text color="fg.error">{t('invoice.methodsUnavailable', { reason: errorMessage(methods.error) })}</Text>
                      <Button size="sm" variant="outline" loading={methods.isFetching} onClick={() => void methods.refetch()}>
                        {t('invoice.retryMethods')}
                      </Button>
                    </HStack>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                {invoice.status === 'PAID' ? (
                  <Button asChild={detail.isSuccess} colorPalette="brand" variant="outline" disabled={!detail.isSuccess}>
                    {detail.isSuccess ? <a href={detail.data.pdfInvoiceUrl} download>{t('invoice.downloadPdf')}</a> : t('invoice.downloadPdf')}
                  </Button>
                ) : null}
                {invoice.status === 'OPEN' && payment ? (
                  <Button colorPalette="brand" disabled={storedMethods.length === 0} onClick={() => setPaying(true)}>
                    {t('invoice.payStored')}
                  </Button>
                ) : null}
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('invoice.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {paying ? (
        <PayDialog
          account={account}
          invoice={invoice}
          methods={storedMethods}
          defaultMethodUid={methods.data?.lastUsedPaymentMethodUid ?? methods.data?.autopayPaymentMethodUid ?? null}
          onClose={(paid) => (paid ? onClose() : setPaying(false))}
        />
      ) : null}
    </>
  );
}
