import { Button, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@/contract/account';
import { formatMoney } from '@/domain/billing/money';
import { displayedInvoiceStatus, isWarningStatus } from '@/domain/billing/past-due';
import { BreakableAddress } from '@/components/breakable-address';
import { EmptyState } from '@/components/empty-state';
import { formatCalendarDay } from '@/lib/dates';
import { InvoiceDialog } from './invoice-dialog';

interface InvoicesTabProps {
  account: Account;
  payment: boolean;
  /** The invoice whose dialog is open (kept in the address: the past-due button opens one). */
  openInvoiceId: number | undefined;
  onOpenInvoice: (invoiceId: number | undefined) => void;
}

/** Invoices (billing-account §2, §4): number, date, status (PAST DUE derived, warning colour), debit. */
export function InvoicesTab({ account, payment, openInvoiceId, onOpenInvoice }: InvoicesTabProps) {
  const { t, i18n } = useTranslation('billing');
  const invoices = account.invoices ?? [];
  if (invoices.length === 0) return <EmptyState title={t('invoices.empty')} />;
  const now = new Date();
  const open = invoices.find((i) => i.invoiceId === openInvoiceId);
  return (
    <>
      <Table.Root size="sm" mt={2}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('invoices.number')}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">{t('invoices.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('invoices.status')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('invoices.debit')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoices.map((invoice) => {
            const status = displayedInvoiceStatus(invoice, account.autopayDays, now);
            return (
              <Table.Row key={invoice.invoiceId}>
                <Table.Cell>
                  {/* A long number may break at its hyphens, so a phone's table still fits its card. */}
                  <Button variant="plain" colorPalette="brand" px={0} h="auto" whiteSpace="normal" textAlign="start" textDecoration="underline" aria-label={t('invoices.open', { number: invoice.invoiceNumber })} onClick={() => onOpenInvoice(invoice.invoiceId)}>
                    <BreakableAddress text={invoice.invoiceNumber} />
                  </Button>
                  {/* A phone has no room for a date column (the table ran past the card): the date
                      goes under the number instead. */}
                  <Text hideFrom="md" fontSize="xs" color="fg.muted">{formatCalendarDay(invoice.invoiceDate)}</Text>
                </Table.Cell>
                <Table.Cell hideBelow="md">{formatCalendarDay(invoice.invoiceDate)}</Table.Cell>
                <Table.Cell>
                  <Text as="span" fontWeight="semibold" color={isWarningStatus(status) ? 'orange.fg' : 'fg'}>{status}</Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(invoice.debit, invoice.currencyCode || account.currencyCode, i18n.language)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      {open ? <InvoiceDialog account={account} invoice={open} payment={payment} onClose={() => onOpenInvoice(undefined)} /> : null}
    </>
  );
}
