import { Button, chakra, Flex, NativeSelect, Table, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { reportFileLink } from '@/api/activity/activity-report-files.queries';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { DEFAULT_REPORT_PAGE_SIZE, REPORT_PAGE_SIZES, reportFileName, type ReportFile } from '@/contract/activity-report-files';
import { formatDateTime } from '@/lib/dates';
import { showSnack } from '@/stores/snackbar-store';

interface ReportFilesTableProps {
  files: ReportFile[] | undefined;
  pending: boolean;
  error: unknown;
  onRetry: () => void;
}

/**
 * Opens a file in a new tab through its signed address. The tab is opened at the click (a tab
 * opened after an await is blocked as a pop-up) and pointed at the address once it arrives.
 */
async function openReportFile(file: ReportFile): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await reportFileLink(file.reportFileId);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
  } catch (error) {
    tab?.close();
    showSnack({ message: errorMessage(error), tone: 'error' });
  }
}

/** Report Files / Extended Report Files: name, company, updated; page sizes 5, 10, 15, 20 (default 5). */
export function ReportFilesTable({ files, pending, error, onRetry }: ReportFilesTableProps) {
  const { t } = useTranslation('activity');
  const [pageSize, setPageSize] = useState<number>(DEFAULT_REPORT_PAGE_SIZE);
  const [page, setPage] = useState(0);
  if (pending) {
    return <LoadingState label={t('reports.loading')} />;
  }
  if (error || !files) return <ErrorState title={t('reports.error')} message={errorMessage(error)} onRetry={onRetry} />;
  if (files.length === 0) return <EmptyState title={t('reports.empty')} />;
  const pages = Math.max(1, Math.ceil(files.length / pageSize));
  const current = Math.min(page, pages - 1);
  const shown = files.slice(current * pageSize, current * pageSize + pageSize);
  return (
    <>
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={t('reports.label')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('reports.name')}</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md">{t('reports.company')}</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md">{t('reports.updated')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((file) => (
              <Table.Row key={file.reportFileId}>
                <Table.Cell>
                  <Button variant="plain" colorPalette="brand" size="sm" px={0} onClick={() => void openReportFile(file)}>
                    {reportFileName(file.key)}
                    <ExternalLink size={14} aria-hidden />
                  </Button>
                  {/* A phone has room for one column: company and date go under the name. */}
                  <Text hideFrom="md" fontSize="xs" color="fg.muted">
                    {file.accountName} · {formatDateTime(file.updateDate)}
                  </Text>
                </Table.Cell>
                <Table.Cell hideBelow="md">{file.accountName}</Table.Cell>
                <Table.Cell hideBelow="md" whiteSpace="nowrap">
                  {formatDateTime(file.updateDate)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Flex gap={3} align="center" justify="flex-end" wrap="wrap" px={4} py={2} fontSize="sm">
        <chakra.label display="flex" alignItems="center" gap={2}>
          {t('reports.pageSize')}
          <NativeSelect.Root size="sm" w="20">
            <NativeSelect.Field
              value={String(pageSize)}
              onChange={(event) => {
                setPageSize(Number(event.currentTarget.value));
                setPage(0);
              }}
            >
              {REPORT_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </chakra.label>
        <Text>{t('reports.range', { from: current * pageSize + 1, to: current * pageSize + shown.length, count: files.length })}</Text>
        <Flex gap={2}>
          <Button size="xs" variant="outline" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {t('reports.previous')}
          </Button>
          <Button size="xs" variant="outline" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            {t('reports.next')}
          </Button>
        </Flex>
      </Flex>
    </>
  );
}

/** The report tabs of the activity list (spec core §2). */
export type ReportTab = 'reports' | 'extended';
