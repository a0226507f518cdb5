import { Box, Button, Card, Center, Flex, Group, Heading, Skeleton, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { touchTargetCss } from '@/components/touch-target';
import type { ChartSeries } from './chart-series';
import { chartTypes, readChartType, writeChartType, type ChartType } from './logic/chart-type-memory';
import { ReportTable } from './report-table';

const ChartCanvas = lazy(() => import('./chart-canvas'));
const CHART_HEIGHT = '64';

interface ChartPanelProps {
  heading: string;
  series: ChartSeries | undefined;
  pending: boolean;
  error: string | null;
  onRetry: () => void;
  /** Figures shown above the chart. */
  summary?: ReactNode;
}

/** An Insights chart: bar, area, line or table, the choice remembered per heading. */
export function ChartPanel({ heading, series, pending, error, onRetry, summary }: ChartPanelProps) {
  const { t } = useTranslation('reports');
  const [type, setType] = useState<ChartType>(() => readChartType(heading));
  const choose = (next: ChartType) => {
    setType(next);
    writeChartType(heading, next);
  };
  const headingId = `chart-${heading.replace(/\W+/g, '-').toLowerCase()}`;
  let body: ReactNode;
  if (pending) body = <Skeleton height={CHART_HEIGHT} role="status" aria-label={t('loading')} />;
  else if (error !== null || !series) body = <ErrorState message={error ?? undefined} onRetry={onRetry} />;
  else if (series.rows.length === 0 || series.rows.every((r) => r.value === 0))
    body = (
      <Center minH={CHART_HEIGHT}>
        <Text color="fg.muted">{t('noRecords')}</Text>
      </Center>
    );
  else if (type === 'table') body = <ReportTable series={series} label={t('tableLabel', { heading })} />;
  else
    body = (
      <Box h={CHART_HEIGHT} position="relative">
        <Suspense
          fallback={
            <Center h="full">
              <Spinner color="brand.fg" />
            </Center>
          }
        >
          <ChartCanvas type={type} series={series} label={t('chartLabel', { heading })} />
        </Suspense>
      </Box>
    );
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <Flex gap={3} justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
          <Heading as="h2" size="md" id={headingId}>
            {heading}
          </Heading>
          <Group attached role="group" aria-label={t('chartType')}>
            {chartTypes.map((option) => (
              <Button
                key={option}
                size="xs"
                variant={option === type ? 'solid' : 'outline'}
                colorPalette="brand"
                aria-pressed={option === type}
                css={touchTargetCss}
                onClick={() => choose(option)}
              >
                {t(`chartTypes.${option}`)}
              </Button>
            ))}
          </Group>
        </Flex>
        {summary}
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
