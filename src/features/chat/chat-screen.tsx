import './chat-i18n';
import { Box, Card } from '@chakra-ui/react';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatChange } from '@/api/chat/chat.cache';
import { chatMutations } from '@/api/chat/chat.mutations';
import { chatQueries } from '@/api/chat/chat.queries';
import { errorMessage } from '@/api/http/error-policy';
import { useCurrentUser, useSessionScope } from '@/app/session/session';
import { AccessDenied } from '@/components/access-denied';
import { BulkBar, bulkBarLabels, type BulkAction } from '@/components/bulk-bar';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { fillPage, fillRest } from '@/components/page-fill';
import { useAutoLoad, useListSearch, useRowSelection } from '@/components/list-hooks';
import { PageHeader } from '@/components/page-header';
import { listRequest } from '@/lib/list-window';
import { matchesView } from '@/lib/activity-filters';
import { resolveChatFilters, toChatSearch, type ChatFilters } from '@/features/chat/logic/chat-filter-settings';
import { chatMatchesSearch, matchesChatFilters, type ChatRow as Chat } from '@/lib/chat-filters';
import { accountsOf, hasChatService } from '@/lib/roles';
import type { RenderContactLink } from '@/components/contact-links';
import { ChatDetailDialog } from './chat-detail-dialog';
import { chatActivitySearchSchema } from './chat-link';
import { ChatList as ChatRows } from './chat-list';
import type { ChatRowAction } from './chat-row';
import { ChatToolbar } from './chat-toolbar';
import { useLinkedChat } from './use-linked-chat';

/** What the export links need from the list (the route renders them: features never import each other). */
export interface ChatExportSlot {
  filters: ChatFilters;
  /** The search as typed. */
  search: string;
  rowCount: number;
  selectedIds: readonly number[];
  /** The chats shown, while quick filters are on (the export then holds these; empty otherwise). */
  shownIds: readonly number[];
}

interface ChatScreenProps {
  /** "Export CSV" of the chat list, composed by the route. */
  renderExport?: (slot: ChatExportSlot) => ReactNode;
  /** The contact-link menu in a chat's details, composed by the route. */
  renderContactLink?: RenderContactLink;
}

/** /chat-activity: the chat list (spec core §2), only with chat service. */
export function ChatScreen({ renderExport, renderContactLink }: ChatScreenProps) {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  if (!hasChatService(user)) {
    return (
      <>
        <PageHeader title={t('screens.chat.title')} />
        <AccessDenied variant="chat" />
      </>
    );
  }
  return <ChatList renderExport={renderExport} renderContactLink={renderContactLink} />;
}

/**
 * The list screen. As on /activity, each query answer re-renders it synchronously; its parts are
 * memoised and get stable callbacks, so such a render reaches only what the answer changed.
 */
function ChatList({ renderExport, renderContactLink }: ChatScreenProps) {
  const listId = useId();
  const { t } = useTranslation('chat');
  const user = useCurrentUser();
  const scope = useSessionScope();
  const navigate = useNavigate();
  const rawSearch = useSearch({ strict: false });
  const search = useMemo(() => chatActivitySearchSchema.parse(rawSearch), [rawSearch]);
  const filters = useMemo(() => resolveChatFilters(search), [search]);
  const setFilters = useCallback(
    (next: ChatFilters) => void navigate({ to: '/chat-activity', search: toChatSearch(next), replace: true }),
    [navigate],
  );
  const { selected, setSelected, onSelect, clearSelection, selectedIds } = useRowSelection();
  const changeFilters = useCallback(
    (patch: Partial<ChatFilters>) => {
      if (patch.view !== undefined && patch.view !== filters.view) clearSelection();
      setFilters({ ...filters, ...patch });
    },
    [filters, setFilters, clearSelection],
  );

  // Search: typed text filters at once (deferred); the URL follows after a pause.
  const commitSearch = useCallback((q: string) => setFilters({ ...filters, q }), [filters, setFilters]);
  const { searchText, setSearchText, deferredSearch } = useListSearch(filters.q, commitSearch);

  const params = useMemo(() => listRequest(filters), [filters]);
  const query = useInfiniteQuery(chatQueries.list(scope, params));
  const { byId, rows } = useMemo(() => {
    const byId = new Map<number, Chat>();
    for (const page of query.data?.pages ?? []) for (const c of page.pureChats) if (!byId.has(c.chatId)) byId.set(c.chatId, c);
    const rows = [...byId.values()]
      .filter((c) => matchesView(c, filters.view) && matchesChatFilters(c, filters.quick) && chatMatchesSearch(c, deferredSearch))
      .sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : 0));
    return { byId, rows };
  }, [query.data, filters.view, filters.quick, deferredSearch]);
  // With quick filters on, the export holds the chats shown (the export endpoints take no quick filters).
  const shownIds = useMemo(() => (filters.quick.length > 0 ? rows.map((c) => c.chatId) : []), [filters.quick, rows]);
  // Pages of 100 load by themselves while fewer than 30 chats match, as on the activity list (spec core §2, §4).
  const paging = useAutoLoad(rows.length, JSON.stringify([params, filters.view, filters.quick, deferredSearch]), query);

  const { mutate } = useMutation(chatMutations.triage(scope));
  const change = useCallback((c: ChatChange, bulk = false) => mutate({ change: c, bulk }), [mutate]);

  const [confirmUnread, setConfirmUnread] = useState<Chat | null>(null);
  const { setOpenId, chat: openChat } = useLinkedChat(search.chat ?? null, byId, !query.isPending);
  const onAction = useCallback(
    (c: Chat, action: ChatRowAction) => {
      const ids = [c.chatId];
      if (action === 'open') {
        setOpenId(c.chatId);
        if (c.read !== 'Y') change({ kind: 'read', ids });
      } else if (action === 'toggleRead') {
        // Reading is one tap; clearing a read date asks first (spec core §4).
        if (c.read === 'Y') setConfirmUnread(c);
        else change({ kind: 'read', ids });
      } else if (action === 'toggleFlag') change({ kind: 'followup', ids, value: c.followup === 'Y' ? 'N' : 'Y' });
      else change({ kind: c.archived === 'Y' ? 'unarchive' : 'archive', ids });
    },
    [change, setOpenId],
  );
  // A linked chat opens as if tapped: it is marked read (once).
  const [markedLink, setMarkedLink] = useState<number | null>(null);
  useEffect(() => {
    if (!openChat || openChat.chatId !== search.chat || markedLink === openChat.chatId) return;
    setMarkedLink(openChat.chatId);
    if (openChat.read !== 'Y') change({ kind: 'read', ids: [openChat.chatId] });
  }, [openChat, search.chat, markedLink, change]);
  const closeDetail = useCallback(() => {
    setOpenId(null);
    if (search.chat !== undefined) void navigate({ to: '/chat-activity', search: toChatSearch(filters), replace: true });
  }, [setOpenId, search.chat, navigate, filters]);
  const confirmReset = useCallback(() => {
    if (confirmUnread) change({ kind: 'unread', ids: [confirmUnread.chatId] });
    setConfirmUnread(null);
  }, [confirmUnread, change]);
  const cancelReset = useCallback(() => setConfirmUnread(null), []);

  const onBulk = useCallback(
    (action: BulkAction) => {
      const ids = [...selected].filter((id) => byId.has(id));
      clearSelection();
      if (ids.length === 0) return;
      if (action === 'flag' || action === 'unflag') change({ kind: 'followup', ids, value: action === 'flag' ? 'Y' : 'N' }, true);
      else change({ kind: action, ids }, true);
    },
    [selected, byId, clearSelection, change],
  );
  const onSelectAll = useCallback((on: boolean) => setSelected(on ? new Set(rows.map((c) => c.chatId)) : new Set()), [rows, setSelected]);
  const bulkLabels = useMemo(() => bulkBarLabels((key) => t(key), t('actions.selected', { count: selected.size })), [t, selected.size]);

  const accounts = useMemo(() => accountsOf(user), [user]);

  let body;
  if (query.isPending) {
    body = <LoadingState label={t('list.loading')} />;
  } else if (query.isError && !query.data) {
    body = <ErrorState title={t('list.error')} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <>
        <BulkBar
          count={selected.size}
          archivedView={filters.view === 'archived'}
          allShownSelected={rows.length > 0 && rows.every((c) => selected.has(c.chatId))}
          onSelectAll={onSelectAll}
          onAction={onBulk}
          onClear={clearSelection}
          labels={bulkLabels}
        />
        <ChatRows
          rows={rows}
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
      <ChatToolbar listId={listId} filters={filters} searchText={searchText} onSearchText={setSearchText} onChange={changeFilters} accounts={accounts} />
      {renderExport?.({ filters, search: searchText, rowCount: rows.length, selectedIds, shownIds })}
      <Card.Root id={listId} variant="outline" bg="bg.panel" overflow="hidden" {...fillRest}>
        {body}
      </Card.Root>
      <ChatDetailDialog chat={openChat} onClose={closeDetail} onAction={onAction} renderContactLink={renderContactLink} />
      <ConfirmDialog
        open={confirmUnread !== null}
        title={t('reset.title')}
        body={t('reset.body')}
        confirmLabel={t('reset.confirm')}
        cancelLabel={t('reset.cancel')}
        onConfirm={confirmReset}
        onCancel={cancelReset}
      />
    </Box>
  );
}
