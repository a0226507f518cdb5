import './activity-i18n';
import { Box, Card } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { activityReportFileQueries } from '@/api/activity/activity-report-files.queries';
import { useCurrentUser, useSessionScope } from '@/app/session/session';
import type { BulkAction } from '@/components/bulk-bar';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { fillPage, fillRest } from '@/components/page-fill';
import { useListSearch, useRowSelection } from '@/components/list-hooks';
import { PageHeader } from '@/components/page-header';
import {
  activitySearchSchema,
  forgetRememberedFilters,
  loadRememberedFilters,
  resolveFilters,
  saveRememberedFilters,
  toSearch,
  type ActivityFilters,
} from '@/lib/activity-filter-settings';
import type { ActivityMessage } from '@/domain/activity/activity-format';
import { accountsOf } from '@/lib/roles';
import { canSeeReports } from '@/domain/activity/report-access';
import { ActivityBulkBar } from './activity-bulk-bar';
import { ActivityDetailDialog } from './activity-detail-dialog';
import type { RenderContactLink } from '@/components/contact-links';
import { ActivityList } from './activity-list';
import type { RowAction } from './activity-row';
import { ActivityToolbar } from './activity-toolbar';
import { ExportLinks } from './export-links';
import { ReportFilesTable, type ReportTab } from './report-files-table';
import { useActivityList } from './use-activity-list';
import { useActivityTriage } from './use-activity-triage';
import { showSnack } from '@/stores/snackbar-store';

interface ActivityScreenProps {
  /** Renders numbers and emails in the detail dialog (the route passes the contact-link menu). */
  renderContactLink?: RenderContactLink;
  /** Extra actions in the detail dialog (the route passes Transfer to a link). */
  renderActions?: (message: ActivityMessage) => ReactNode;
}

/**
 * /activity and /activity/{messageId}: the activity inbox (spec core §2, §4).
 *
 * Every answer a query of this screen receives re-renders it synchronously (an observer's update
 * goes through useSyncExternalStore), several times while it loads. Its parts are memoised and get
 * stable callbacks, so such a render reaches only the parts whose props the answer changed
 * (docs/performance.md, 1 December).
 */
export function ActivityScreen({ renderContactLink, renderActions }: ActivityScreenProps = {}) {
  const listId = useId();
  const { t } = useTranslation('activity');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const rawSearch = useSearch({ strict: false });
  const { messageId: linkedId } = useParams({ strict: false });
  const search = useMemo(() => activitySearchSchema.parse(rawSearch), [rawSearch]);
  const filters = useMemo(() => resolveFilters(search), [search]);

  const setFilters = useCallback(
    (next: ActivityFilters) => void navigate({ to: '/activity', search: toSearch(next), replace: true }),
    [navigate],
  );
  const { selected, setSelected, onSelect, clearSelection, selectedIds } = useRowSelection();
  const changeFilters = useCallback(
    (patch: Partial<ActivityFilters>) => {
      if (patch.view !== undefined && patch.view !== filters.view) clearSelection();
      setFilters({ ...filters, ...patch });
    },
    [filters, setFilters, clearSelection],
  );

  // "Remember my filters": restore once when the URL carries none; save while checked.
  const [remember, setRemember] = useState(() => loadRememberedFilters() !== null);
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (Object.values(search).some((v) => v !== undefined)) return;
    const saved = loadRememberedFilters();
    if (saved && Object.values(saved).some((v) => v !== undefined)) {
      void navigate({ to: '.', search: saved, replace: true });
    }
  }, [navigate, search]);
  useEffect(() => {
    if (remember && restored.current) saveRememberedFilters(search);
  }, [remember, search]);
  const onRemember = useCallback(
    (next: boolean) => {
      setRemember(next);
      if (next) saveRememberedFilters(search);
      else forgetRememberedFilters();
    },
    [search],
  );

  // Search: typed text filters at once (deferred); the URL follows after a pause.
  const commitSearch = useCallback((q: string) => setFilters({ ...filters, q }), [filters, setFilters]);
  const { searchText, setSearchText, deferredSearch } = useListSearch(filters.q, commitSearch);

  const { query, rows, byId, paging } = useActivityList(filters, deferredSearch);
  // With quick filters on, the export holds the rows shown (the export endpoints take no quick filters).
  const shownIds = useMemo(() => (filters.quick.length > 0 ? rows.map((m) => m.messageId) : []), [filters.quick, rows]);
  const triage = useActivityTriage(user.userId);

  // Detail dialog: a click opens it; /activity/{messageId} opens it once that message is loaded.
  const [openId, setOpenId] = useState<number | null>(null);
  const openedLink = useRef<number | null>(null);
  const { markOpened } = triage;
  const open = useCallback(
    (m: ActivityMessage) => {
      setOpenId(m.messageId);
      markOpened(m);
    },
    [markOpened],
  );
  const linked = linkedId !== undefined ? byId.get(linkedId) : undefined;
  useEffect(() => {
    if (linked && openedLink.current !== linked.messageId) {
      openedLink.current = linked.messageId;
      open(linked);
    }
  }, [linked, open]);
  // A link to an item the whole list (its dates, its filters) does not hold: say so once, instead of
  // showing the list as if the link had worked.
  const missingLink = linkedId !== undefined && !linked && paging.exhausted && !query.isFetching;
  const reportedMissing = useRef<number | null>(null);
  useEffect(() => {
    if (!missingLink || reportedMissing.current === linkedId) return;
    reportedMissing.current = linkedId;
    showSnack({ message: t('linkNotInList'), tone: 'info' });
  }, [missingLink, linkedId, t]);
  const closeDetail = useCallback(() => {
    setOpenId(null);
    if (linkedId !== undefined) void navigate({ to: '/activity', search, replace: true });
  }, [linkedId, navigate, search]);

  const { toggleRead, toggleFlag, toggleArchive, run } = triage;
  const onAction = useCallback(
    (m: ActivityMessage, action: RowAction) => {
      if (action === 'open') open(m);
      else if (action === 'toggleRead') toggleRead(m);
      else if (action === 'toggleFlag') toggleFlag(m);
      else toggleArchive(m);
    },
    [open, toggleRead, toggleFlag, toggleArchive],
  );
  const onBulk = useCallback(
    (action: BulkAction) => {
      const items = [...selected].map((id) => byId.get(id)).filter((m): m is ActivityMessage => m !== undefined);
      run(items, action, true);
      clearSelection();
    },
    [selected, byId, run, clearSelection],
  );
  const onSelectAll = useCallback((on: boolean) => setSelected(on ? new Set(rows.map((m) => m.messageId)) : new Set()), [rows, setSelected]);

  const accounts = useMemo(() => accountsOf(user), [user]);

  // Report Files (when there are any) and Extended Report Files (global admins with extended reports).
  const scope = useSessionScope();
  const reportFiles = useQuery({ ...activityReportFileQueries.list(scope), enabled: canSeeReports(user.userAccountRoles) });
  const [reportTab, setReportTab] = useState<ReportTab | null>(null);
  const reportTabs = useMemo(() => {
    const tabs: ReportTab[] = [];
    if ((reportFiles.data?.reportFiles.length ?? 0) > 0) tabs.push('reports');
    if (user.userAccountRoles.some((r) => r.userRoleKey === 'GLOBALADMIN' && r.showExtendedReports === 'Y')) tabs.push('extended');
    return tabs;
  }, [reportFiles.data, user.userAccountRoles]);
  const shownReportTab = reportTab !== null && reportTabs.includes(reportTab) ? reportTab : null;
  const onReportTab = useCallback(
    (tab: ReportTab | null) => {
      setReportTab(tab);
      clearSelection();
    },
    [clearSelection],
  );

  let body;
  if (shownReportTab) {
    body = (
      <ReportFilesTable
        key={shownReportTab}
        files={shownReportTab === 'extended' ? reportFiles.data?.extendedReportFiles : reportFiles.data?.reportFiles}
        pending={reportFiles.isPending}
        error={reportFiles.error}
        onRetry={() => void reportFiles.refetch()}
      />
    );
  } else if (query.isPending) {
    body = <LoadingState label={t('list.loading')} />;
  } else if (query.isError && !query.data) {
    body = <ErrorState title={t('list.error')} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  } else {
    const shownSelected = rows.length > 0 && rows.every((m) => selected.has(m.messageId));
    body = (
      <>
        <ActivityBulkBar
          count={selected.size}
          view={filters.view}
          allShownSelected={shownSelected}
          onSelectAll={onSelectAll}
          onAction={onBulk}
          onClear={clearSelection}
        />
        <ActivityList
          rows={rows}
          userId={user.userId}
          selected={selected}
          onSelect={onSelect}
          onAction={onAction}
          loadingMore={query.isFetchingNextPage}
          {...paging}
        />
      </>
    );
  }

  return (
    <Box {...fillPage}>
      <PageHeader title={t('title')} />
      <ActivityToolbar
        listId={listId}
        filters={filters}
        searchText={searchText}
        onSearchText={setSearchText}
        onChange={changeFilters}
        remember={remember}
        onRemember={onRemember}
        accounts={accounts}
        reportTabs={reportTabs}
        reportTab={shownReportTab}
        onReportTab={onReportTab}
      />
      {shownReportTab ? null : (
        <ExportLinks filters={filters} search={searchText} rowCount={rows.length} selectedIds={selectedIds} shownIds={shownIds} />
      )}
      <Card.Root id={listId} variant="outline" bg="bg.panel" overflow="hidden" {...(shownReportTab ? {} : fillRest)}>
        {body}
      </Card.Root>
      <ActivityDetailDialog
        message={openId !== null ? (byId.get(openId) ?? null) : null}
        userId={user.userId}
        onAction={onAction}
        onClose={closeDetail}
        renderContactLink={renderContactLink}
        renderActions={renderActions}
      />
      <ConfirmDialog
        open={triage.confirmUnread !== null}
        title={t('reset.title')}
        body={t('reset.body')}
        confirmLabel={t('reset.confirm')}
        cancelLabel={t('reset.cancel')}
        onConfirm={triage.confirmReset}
        onCancel={triage.cancelReset}
      />
    </Box>
  );
}
