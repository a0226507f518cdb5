import './activity-i18n';
import { Button, chakra, Flex, Text } from '@chakra-ui/react';
import { FileSpreadsheet, FileText } from 'lucide-react';
import type { TFunction } from 'i18next';
import { memo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOnFirstOpen } from '@/components/lazy-on-first-open';
import { useTooltipOnIntent } from '@/components/use-tooltip-on-intent';
import { errorMessage } from '@/api/http/error-policy';
import { downloadEndpointFile } from '@/api/http/portal-client';
import {
  csvExportProblem,
  csvExportRequest,
  exportScope,
  MAX_EXPORT_IDS,
  pdfExportProblem,
  pdfExportRequest,
  pdfSearchText,
  scopeIds,
  type ExportScope,
} from '@/features/activity/logic/activity-export';
import type { ActivityFilters } from '@/lib/activity-filter-settings';
import { showSnack } from '@/stores/snackbar-store';
import type { ExportPdfPopoverProps } from './export-pdf-popover';
import '@/contract/activity.endpoints'; // the definitions of its calls, loaded and preloaded with this module

interface ExportLinksProps {
  /** The list's filters; `quick` (the activity's or the chat's) only says whether any is on. */
  filters: Pick<ActivityFilters, 'view' | 'start' | 'end' | 'accountId'> & { quick: readonly string[] };
  /** The search as typed (the PDF export needs 3 characters of it). */
  search: string;
  /** Rows the list shows: CSV export is disabled without any. */
  rowCount: number;
  /** Which CSV: the activity list's or the chat list's. */
  kind?: 'activity' | 'chats';
  /** The ticked rows: when any, only they are exported. */
  selectedIds?: readonly number[];
  /** The ids of the rows shown: with quick filters on, the export holds these (see `exportScope`). */
  shownIds?: readonly number[];
}

type Busy = 'csv' | 'pdf' | null;

const loadPdfPopover = () => import('./export-pdf-popover').then((m) => ({ default: m.ExportPdfPopover }));
const ExportPdfPopover = lazyOnFirstOpen(loadPdfPopover, (props: ExportPdfPopoverProps) => props.open);

/**
 * A greyed control still shows its tooltip: the tooltip sits on a wrapper. It mounts, and its
 * code loads, when the pointer rests on it or the keyboard's focus reaches it (issue 11).
 */
function WithTooltip({ text, children }: { text: string; children: ReactNode }) {
  const { anchorProps, tooltip } = useTooltipOnIntent<HTMLSpanElement>(text);
  return (
    <>
      <chakra.span display="inline-flex" {...anchorProps}>
        {children}
      </chakra.span>
      {tooltip}
    </>
  );
}

/** "Export PDF" (with "match whole word") and "Export CSV" (spec core §2 Activity list, §5 Export). */
export const ExportLinks = memo(function ExportLinks({ filters, search, rowCount, kind = 'activity', selectedIds = [], shownIds = [] }: ExportLinksProps) {
  const { t } = useTranslation('activity');
  const scope = exportScope(filters.quick.length > 0, shownIds, selectedIds);
  const ids = scopeIds(scope);
  const [busy, setBusyKind] = useState<Busy>(null);
  const [pdfOpen, setPdfOpen] = useState(false);
  const pdfButton = useRef<HTMLButtonElement>(null);
  const tooltip = t('export.tooltip');

  const run = async (which: Exclude<Busy, null>, download: () => Promise<string>) => {
    setBusyKind(which);
    try {
      await download();
    } catch (error) {
      showSnack({ message: errorMessage(error), tone: 'error' });
    } finally {
      setBusyKind(null);
    }
  };

  const csvProblem = csvExportProblem(filters, rowCount);
  // The contract takes at most MAX_EXPORT_IDS ids per export (a GET address stays short).
  const tooManySelected = () => {
    if (ids.length <= MAX_EXPORT_IDS) return false;
    showSnack({ message: t('export.tooManySelected', { max: MAX_EXPORT_IDS }), tone: 'error' });
    return true;
  };
  const exportCsv = () => {
    if (tooManySelected()) return;
    if (csvProblem === 'tooLong') {
      showSnack({ message: t('export.csvTooLong'), tone: 'error' });
      return;
    }
    const request = csvExportRequest(filters, search, ids);
    void run('csv', () => downloadEndpointFile(kind === 'chats' ? 'exportChatCsv' : 'exportCsv', request));
  };

  const pdfProblem = pdfExportProblem(filters, search);
  const openPdf = () => {
    if (tooManySelected()) return;
    if (pdfProblem === 'tooLong') {
      showSnack({ message: t('export.pdfTooLong'), tone: 'error' });
      return;
    }
    setPdfOpen((open) => !open);
  };
  const exportPdf = (matchWord: boolean) => {
    setPdfOpen(false);
    void run('pdf', () => downloadEndpointFile('exportPdf', pdfExportRequest(filters, search, matchWord, ids)));
  };

  return (
    <Flex gap={1} align="center" justify="flex-end" wrap="wrap" mb={2} role="group" aria-label={t('export.label')}>
      {kind === 'activity' ? (
        <>
          <WithTooltip text={tooltip}>
            <Button
              ref={pdfButton}
              size="sm"
              variant="ghost"
              colorPalette="brand"
              disabled={pdfProblem === 'searchTooShort' || busy !== null}
              loading={busy === 'pdf'}
              loadingText={t('export.pdf')}
              aria-haspopup="dialog"
              aria-expanded={pdfOpen}
              onClick={openPdf}
            >
              <FileText size={16} aria-hidden />
              {t('export.pdf')}
            </Button>
          </WithTooltip>
          <ExportPdfPopover
            open={pdfOpen}
            anchor={pdfButton}
            searchText={t('export.searchLabel', { search: pdfSearchText(search) })}
            scopeText={scopeText(scope, shownIds.length, t)}
            onExport={exportPdf}
            onClose={() => setPdfOpen(false)}
          />
        </>
      ) : null}
      <WithTooltip text={tooltip}>
        <Button
          size="sm"
          variant="ghost"
          colorPalette="brand"
          disabled={csvProblem === 'noRows' || busy !== null}
          loading={busy === 'csv'}
          loadingText={t('export.csv')}
          onClick={exportCsv}
        >
          <FileSpreadsheet size={16} aria-hidden />
          {t('export.csv')}
        </Button>
      </WithTooltip>
      {scope.kind === 'window' && scope.quickIgnored ? (
        // CSV has no dialog: say it next to the links, as the export would surprise otherwise.
        <Text fontSize="xs" color="fg.muted" w="full" textAlign="end">
          {scopeText(scope, shownIds.length, t)}
        </Text>
      ) : null}
    </Flex>
  );
});

/** What the file holds, in plain words (the quick filters are not an export parameter). */
function scopeText(scope: ExportScope, shownCount: number, t: TFunction<'activity'>): string {
  if (scope.kind !== 'window') return t(scope.kind === 'selected' ? 'export.scopeSelected' : 'export.scopeShown', { count: scope.ids.length });
  if (!scope.quickIgnored) return t('export.scopeWindow');
  const ignored = t('export.scopeQuickIgnored');
  return shownCount > MAX_EXPORT_IDS ? `${ignored} ${t('export.scopeTooMany', { max: MAX_EXPORT_IDS })}` : ignored;
}
