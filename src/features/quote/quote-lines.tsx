import { Box, Flex, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Quote } from '@/contract/quote';
import { formatQuoteMoney, lineTotal, quoteSums } from '@/lib/quote-money';
import './quote-i18n';

/** The quote's line items with their discounts and taxes, then the sums and the total in its currency. */
export function QuoteLines({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation('quote');
  const money = (amount: number) => formatQuoteMoney(amount, quote.currency, i18n.language);
  const sums = quoteSums(quote.lineItems);
  return (
    <Box>
      <Box overflowX="auto">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('item')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('price')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" hideBelow="sm">{t('discount')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" hideBelow="sm">{t('tax')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('amount')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {quote.lineItems.map((line, index) => (
              <Table.Row key={`${index}-${line.description}`}>
                <Table.Cell>
                  <Text>{line.description}</Text>
                  {line.discountLineItemText.map((text) => (
                    <Text key={text} fontSize="xs" color="green.fg">
                      {text}
                      <Text as="span" hideFrom="sm">{` −${money(line.discountAmount)}`}</Text>
                    </Text>
                  ))}
                  {/* On a phone the tax column is hidden, yet the line's amount includes its tax. */}
                  {line.taxAmount ? (
                    <Text fontSize="xs" color="fg.muted" hideFrom="sm">
                      {t('lineTax', { amount: money(line.taxAmount) })}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell textAlign="end">{money(line.debitAmount)}</Table.Cell>
                <Table.Cell textAlign="end" hideBelow="sm">{line.discountAmount ? `−${money(line.discountAmount)}` : '—'}</Table.Cell>
                <Table.Cell textAlign="end" hideBelow="sm">{line.taxAmount ? money(line.taxAmount) : '—'}</Table.Cell>
                <Table.Cell textAlign="end">{money(lineTotal(line))}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Box as="dl" mt={4} ms="auto" maxW="280px" fontSize="sm">
        {[
          [t('subtotal'), money(sums.subtotal)],
          [t('discounts'), sums.discounts ? `−${money(sums.discounts)}` : money(0)],
          [t('taxes'), money(sums.taxes)],
        ].map(([label, value]) => (
          <Flex key={label} justify="space-between" py={0.5}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Flex>
        ))}
        <Flex justify="space-between" borderTopWidth="1px" mt={1} pt={2} fontWeight="bold" fontSize="md">
          <dt>{t('total')}</dt>
          <dd>{money(quote.amountTotal)}</dd>
        </Flex>
      </Box>
    </Box>
  );
}
