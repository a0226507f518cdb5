import './text-i18n';
import { Box, Button, Field, Flex, Grid, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { FileSpreadsheet, MessageSquarePlus, MessageSquareText } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { downloadEndpointFile } from '@/api/http/portal-client';
import { conversationsOf } from '@/api/text/text.cache';
import { textMutations } from '@/api/text/text.mutations';
import { textQueries } from '@/api/text/text.queries';
import { useCurrentUser, useSessionScope } from '@/app/session/session';
import { AccessDenied } from '@/components/access-denied';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { useAutoLoad } from '@/components/list-hooks';
import { fillPage, fillScroll } from '@/components/page-fill';
import { listBoxSize } from '@/components/virtual-list';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { usePhoneLayout } from '@/components/use-phone-layout';
import { canSeeText } from '@/lib/roles';
import { showSnack } from '@/stores/snackbar-store';
import { useSendTextStore } from '@/stores/send-text-store';
import { ConversationList } from './conversation-list';
import type { RenderContactLink } from '@/components/contact-links';
import { ConversationThread } from './conversation-thread';
import { buildConversationIndex, createConversationSearch } from './logic/conversation-search';
import { defaultTextRange, defaultTextRequest, textCsvAllowed, textRequestRange } from './logic/text-range';
import '@/contract/text.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/** A thread's least height, in px: its header, a few messages and the reply form (the Send button spilled out of a 420 px panel on a desktop). */
const threadMinHeight = { phone: 420, desktop: 500 };

/** Text activity (/text-activity, core §2): conversations, their threads, Send Text and the CSV. */
interface TextScreenProps {
  /** The contact-link menu on the conversation's number and on numbers in its texts (the route passes it). */
  renderContactLink?: RenderContactLink;
  /** The open conversation, kept by the route in the address (?thread=) so Back closes it. */
  selectedId?: number | undefined;
  /** Opens a conversation, or closes it (null). */
  onSelect?: (taskId: number | null) => void;
}

export function TextScreen({ renderContactLink, selectedId, onSelect }: TextScreenProps = {}) {
  const { t } = useTranslation('text');
  const user = useCurrentUser();
  if (!canSeeText(user)) {
    return (
      <>
        <PageHeader title={t('title')} />
        <AccessDenied variant="default" />
      </>
    );
  }
  return <TextView renderContactLink={renderContactLink} selectedId={selectedId} onSelect={onSelect} />;
}

function TextView({ renderContactLink, selectedId: routeSelectedId, onSelect }: TextScreenProps) {
  const { t } = useTranslation('text');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const phone = usePhoneLayout();
  const [range, setRange] = useState(defaultTextRange);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  // Without a route (tests, stories) the screen keeps the open conversation itself.
  const [ownSelectedId, setOwnSelectedId] = useState<number | null>(null);
  const selectedId = onSelect ? (routeSelectedId ?? null) : ownSelectedId;
  const setSelectedId = onSelect ?? setOwnSelectedId;
  const [exporting, setExporting] = useState(false);
  const openSendText = useSendTextStore((s) => s.openWith);
  const request = useMemo(() => textRequestRange(range.start, range.end) ?? defaultTextRequest(), [range]);
  const list = useInfiniteQuery(textQueries.conversations(scope, request));
  const read = useMutation(textMutations.read(scope, queryClient));

  const conversations = useMemo(() => conversationsOf(list.data), [list.data]);
  const index = useMemo(() => buildConversationIndex(conversations), [conversations]);
  const runSearch = useMemo(() => createConversationSearch(index), [index]);
  const rows = useMemo(() => runSearch(deferredSearch), [runSearch, deferredSearch]);
  const selected = conversations.find((c) => c.taskId === selectedId) ?? null;
  const paging = useAutoLoad(rows.length, `${deferredSearch}|${request.startDate}|${request.endDate}`, {
    hasNextPage: list.hasNextPage,
    isFetching: list.isFetching,
    isError: list.isError,
    isSuccess: list.isSuccess,
    dataUpdatedAt: list.dataUpdatedAt,
    fetchNextPage: list.fetchNextPage,
  });

  // Opening a conversation clears its unread mark (and the counters follow through /update).
  const unreadOfSelected = selected?.unread ?? 0;
  const { mutate: markRead } = read;
  useEffect(() => {
    if (selectedId !== null && unreadOfSelected > 0) markRead(selectedId);
  }, [selectedId, unreadOfSelected, markRead]);

  const csvAllowed = textCsvAllowed(range.start, range.end);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadEndpointFile('smsCsv', { start: range.start, end: range.end, utcOffset: new Date().getTimezoneOffset() });
    } catch (error) {
      showSnack({ message: errorMessage(error), tone: 'error' });
    } finally {
      setExporting(false);
    }
  };

  let listBody;
  if (list.isPending) listBody = <Skeleton {...listBoxSize} role="status" aria-label={t('loading')} />;
  else if (list.isError) listBody = <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else
    listBody = (
      <ConversationList
        rows={rows}
        selectedId={selectedId}
        onSelect={(task) => setSelectedId(task.taskId)}
        loadingMore={list.isFetchingNextPage}
        {...paging}
        empty={
          conversations.length === 0 ? (
            <EmptyState icon={<MessageSquareText size={28} />} title={t('empty')} description={t('emptyText')} />
          ) : (
            <EmptyState title={t('noMatch')} />
          )
        }
      />
    );

  const showThread = selected !== null;
  const exportButton = (
    <Button variant="outline" onClick={() => void exportCsv()} disabled={!csvAllowed || conversations.length === 0} loading={exporting}>
      <FileSpreadsheet size={18} aria-hidden />
      {t('exportCsv')}
    </Button>
  );
  // Full width: on a phone it takes a line of its own under the dates.
  const rangeTooLong = !csvAllowed ? (
    <Text fontSize="xs" color="red.fg" w="full">
      {t('csvTooLong')}
    </Text>
  ) : null;
  return (
    <Box {...fillPage}>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button colorPalette="brand" onClick={() => openSendText()}>
              <MessageSquarePlus size={18} aria-hidden />
              {t('sendText')}
            </Button>
            {/* On a phone the export sits beside Send Text: a row of its own under the dates left the list about 50 px less. */}
            {phone ? exportButton : null}
          </>
        }
      />
      <Flex gap={3} wrap="wrap" align="flex-end" mb={4}>
        <SearchInput value={search} onChange={setSearch} label={t('search')} placeholder={t('searchPlaceholder')} maxW={{ base: 'full', md: '80' }} />
        {/* On a phone the two dates share the row half and half. */}
        <Field.Root w="auto" flex={{ base: '1 1 0', md: 'none' }}>
          <Field.Label>{t('from')}</Field.Label>
          <Input type="date" value={range.start} max={range.end} onChange={(e) => {
            const start = e.currentTarget.value;
            setRange((r) => ({ ...r, start: start || r.start }));
          }} />
        </Field.Root>
        <Field.Root w="auto" flex={{ base: '1 1 0', md: 'none' }}>
          <Field.Label>{t('to')}</Field.Label>
          <Input type="date" value={range.end} min={range.start} onChange={(e) => {
            const end = e.currentTarget.value;
            setRange((r) => ({ ...r, end: end || r.end }));
          }} />
        </Field.Root>
        {phone ? (
          rangeTooLong
        ) : (
          <Stack gap={1}>
            {exportButton}
            {rangeTooLong}
          </Stack>
        )}
      </Flex>
      {phone ? (
        showThread ? (
          // The thread takes the height the page leaves (never less than its header, a few messages
          // and the reply form), and scrolls its messages inside it.
          <Flex direction="column" {...fillScroll(threadMinHeight.phone)}>
            <ConversationThread key={selected.taskId} task={selected} onBack={() => setSelectedId(null)} renderContactLink={renderContactLink} />
          </Flex>
        ) : (
          listBody
        )
      ) : (
        // The list and the thread take the height the page leaves, side by side, and end together.
        <Grid templateColumns="minmax(280px, 380px) 1fr" gap={4} flex="1 0 auto">
          <Flex direction="column" borderWidth="1px" rounded="md" overflow="hidden">
            {listBody}
          </Flex>
          {/* Sized by the row, never by its messages (`contain: size`: a long thread scrolls inside
              it instead of making the page taller), and never less than its minimum. */}
          <Box borderWidth="1px" rounded="md" p={4} minH={`${threadMinHeight.desktop}px`} css={{ contain: 'size' }}>
            {selected ? (
              <ConversationThread key={selected.taskId} task={selected} renderContactLink={renderContactLink} />
            ) : (
              <EmptyState icon={<MessageSquareText size={28} />} title={t('pickConversation')} />
            )}
          </Box>
        </Grid>
      )}
    </Box>
  );
}
