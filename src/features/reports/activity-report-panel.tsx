import { Button, Card, Flex, Heading, Progress, Text } from '@chakra-ui/react';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { startTransition, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isUnauthorizedError } from '@/api/http/error-policy';
import { showSnack } from '@/stores/snackbar-store';
import { downloadMonthlyReport, prepareMonthlyReportWorker } from './monthly-report';

interface ActivityReportPanelProps {
  accountId: number;
  accountName: string;
  invoiceId: number;
  invoiceLabel: string;
  /** Empty until the period is known: the buttons wait for it. */
  periodLabel: string;
  /** The period (the invoice list) is still loading. */
  periodLoading: boolean;
  /** The period could not be read: the buttons cannot build, and the panel says why. */
  periodFailed?: boolean;
  onPeriodRetry?: () => void;
}

/** Activity Report: the Monthly Report PDF and Excel, built in the browser with a progress bar. */
export function ActivityReportPanel({ accountId, accountName, invoiceId, invoiceLabel, periodLabel, periodLoading, periodFailed = false, onPeriodRetry }: ActivityReportPanelProps) {
  const { t } = useTranslation('reports');
  const [building, setBuilding] = useState<{ kind: 'pdf' | 'excel'; percent: number } | null>(null);
  // A click while a build runs does nothing (the buttons' disabled state renders a moment later).
  const busy = useRef(false);
  const fileLabel = (kind: 'pdf' | 'excel') => (kind === 'pdf' ? t('monthlyReportPdf') : t('monthlyReportExcel'));
  // The panel's changes (the buttons' spinner, the progress bar) render as transitions: React
  // renders them in slices, so no main-thread task of a build passes 50 ms (issue 15).
  const show = (next: { kind: 'pdf' | 'excel'; percent: number } | null) => startTransition(() => setBuilding(next));

  const download = async (kind: 'pdf' | 'excel') => {
    if (busy.current) return;
    busy.current = true;
    show({ kind, percent: 0 });
    try {
      await downloadMonthlyReport({ kind, accountId, accountName, invoiceId, invoiceLabel, periodLabel }, t, (percent) => show({ kind, percent }));
      showSnack({ message: t('built', { file: fileLabel(kind) }), tone: 'success' });
    } catch (error) {
      // A refused session logs out (the session handles 401s once); anything else is said here.
      if (!isUnauthorizedError(error)) showSnack({ message: t('buildFailed', { message: errorMessage(error) }), tone: 'error' });
    } finally {
      busy.current = false;
      show(null);
    }
  };

  return (
    // Busy while the period loads (its buttons wait for it), so assistive technology and checks
    // that wait for the page to settle know it is still loading.
    <Card.Root as="section" aria-labelledby="activity-report" aria-busy={periodLoading} variant="outline">
      <Card.Header>
        <Heading as="h2" size="md" id="activity-report">
          {t('activityReport')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Text mb={3} color="fg.muted">
          {t('activityReportText')}
        </Text>
        <Flex gap={2} wrap="wrap">
          {(['pdf', 'excel'] as const).map((kind) => (
            <Button key={kind} variant="outline" colorPalette="brand" disabled={building !== null || periodLabel === ''} loading={building?.kind === kind}
              onClick={() => void download(kind)}
              // Loads the file's worker and library while the pointer or focus is on its way.
              onPointerEnter={() => prepareMonthlyReportWorker(kind)}
              onFocus={() => prepareMonthlyReportWorker(kind)}
            >
              {kind === 'pdf' ? <FileText size={16} aria-hidden /> : <FileSpreadsheet size={16} aria-hidden />}
              {fileLabel(kind)}
            </Button>
          ))}
        </Flex>
        {/* The bar's space is kept while idle so the page does not shift. */}
        <Progress.Root mt={3} value={building?.percent ?? 0} visibility={building ? 'visible' : 'hidden'} aria-label={building ? t('building', { file: fileLabel(building.kind), percent: building.percent }) : undefined} colorPalette="brand" size="sm">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text role="status" fontSize="sm" minH="5" mt={1}>
          {building ? t('building', { file: fileLabel(building.kind), percent: building.percent }) : ''}
        </Text>
        {/* Greyed buttons with no reason read as broken: without its period a report cannot be built. */}
        {periodFailed && !building ? (
          <Flex role="alert" align="center" gap={2} wrap="wrap" fontSize="sm">
            <Text color="fg.error">{t('periodFailed')}</Text>
            {onPeriodRetry ? (
              <Button size="xs" variant="outline" onClick={onPeriodRetry}>
                {t('periodRetry')}
              </Button>
            ) : null}
          </Flex>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
