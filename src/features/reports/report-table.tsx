import { Button, chakra, Flex, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSeries } from './chart-series';

/** Table page sizes of the Insights charts (billing-account §9). */
export const REPORT_TABLE_PAGE_SIZES = [5, 10, 25, 31] as const;

/** The table view of a chart: its keyboard and screen-reader alternative, paged by 5, 10, 25, 31. */
export function ReportTable({ series, label }: { series: ChartSeries; label: string }) {
  const { t } = useTranslation('reports');
  const [pageSize, setPageSize] = useState<number>(REPORT_TABLE_PAGE_SIZES[0]);
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(series.rows.length / pageSize));
  const current = Math.min(page, pages - 1);
  const shown = series.rows.slice(current * pageSize, current * pageSize + pageSize);
  return (
    <>
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={label}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{series.labelHeading}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{series.valueLabel}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row) => (
              <Table.Row key={row.label}>
                <Table.Cell>{row.label}</Table.Cell>
                <Table.Cell textAlign="end">{row.value}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Flex gap={3} align="center" justify="flex-end" wrap="wrap" py={2} fontSize="sm">
        <chakra.label display="flex" alignItems="center" gap={2}>
          {t('pageSize')}
          <NativeSelect.Root size="sm" w="20">
            <NativeSelect.Field
              value={String(pageSize)}
              onChange={(event) => {
                setPageSize(Number(event.currentTarget.value));
                setPage(0);
              }}
            >
              {REPORT_TABLE_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </chakra.label>
        <Text>{t('range', { from: current * pageSize + 1, to: current * pageSize + shown.length, count: series.rows.length })}</Text>
        <Flex gap={2}>
          <Button size="xs" variant="outline" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {t('previous')}
          </Button>
          <Button size="xs" variant="outline" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            {t('next')}
          </Button>
        </Flex>
      </Flex>
    </>
  );
}
