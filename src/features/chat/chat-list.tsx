import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { MessagesSquare } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import type { ChatRow as Chat } from '@/lib/chat-filters';
import { ChatRow, type ChatRowAction } from './chat-row';

/** A row's slot: the row is at least 64 px high (two truncated lines and padding) plus its 1 px border. */
export const CHAT_ROW_HEIGHT = 65;

interface ChatListProps {
  rows: readonly Chat[];
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  onAction: (chat: Chat, action: ChatRowAction) => void;
  /** Footer: another page of 100 exists, or everything of the window is loaded. */
  canLoadMore: boolean;
  exhausted: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The virtualised chat list: only the rows in view (plus a few) are mounted, as on the activity list. */
export function ChatList({ rows, selected, onSelect, onAction, canLoadMore, exhausted, loadingMore, onLoadMore }: ChatListProps) {
  const { t } = useTranslation('chat');
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CHAT_ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => rows[index]!.chatId,
  });

  const footer = (
    <Flex align="center" justify="space-between" gap={3} px={{ base: 2, md: 4 }} py={3} borderTopWidth="1px" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" role="status">
        {t('list.showing', { count: rows.length })}
      </Text>
      {canLoadMore ? (
        <Button size="sm" variant="outline" loading={loadingMore} onClick={onLoadMore}>
          {t('list.loadMore')}
        </Button>
      ) : exhausted ? (
        <Text fontSize="sm" color="fg.muted">
          {t('list.noMore')}
        </Text>
      ) : null}
    </Flex>
  );

  if (rows.length === 0) {
    return (
      <Box>
        <EmptyState title={t('list.empty')} description={t('list.emptyText')} icon={<MessagesSquare size={24} />} />
        {footer}
      </Box>
    );
  }

  return (
    <Box>
      <Box
        ref={scrollRef}
        h={{ base: 'calc(100dvh - 330px)', md: 'calc(100dvh - 420px)' }}
        minH="300px"
        overflowY="auto"
        overscrollBehavior="contain"
      >
        <Box role="list" aria-label={t('list.label')} position="relative" h={`${virtualizer.getTotalSize()}px`}>
          {virtualizer.getVirtualItems().map((item) => {
            const c = rows[item.index]!;
            return (
              <Box
                key={item.key}
                position="absolute"
                top={0}
                left={0}
                w="full"
                h={`${item.size}px`}
                overflow="hidden"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <ChatRow chat={c} selected={selected.has(c.chatId)} onSelect={onSelect} onAction={onAction} />
              </Box>
            );
          })}
        </Box>
      </Box>
      {footer}
    </Box>
  );
}
