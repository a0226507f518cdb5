import { memo } from 'react';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ListFooter, VirtualList, type LoadMoreProps } from '@/components/virtual-list';
import type { ChatRow as Chat } from '@/lib/chat-filters';
import { ChatRow, type ChatRowAction } from './chat-row';

/** A row's slot: the row is at least 64 px high (two truncated lines and padding) plus its 1 px border. */
export const CHAT_ROW_HEIGHT = 65;

/** Rows and selection; paging (footer): more pages of 100 exist (after the automatic loads), or nothing more came back. */
interface ChatListProps extends LoadMoreProps {
  rows: readonly Chat[];
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  onAction: (chat: Chat, action: ChatRowAction) => void;
}

/** The virtualised chat list: only the rows in view (plus a few) are mounted, as on the activity list. */
export const ChatList = memo(function ChatList({ rows, selected, onSelect, onAction, canLoadMore, exhausted, loadingMore, onLoadMore }: ChatListProps) {
  const { t } = useTranslation('chat');
  return (
    <VirtualList
      rows={rows}
      rowHeight={CHAT_ROW_HEIGHT}
      rowKey={(c) => c.chatId}
      label={t('list.label')}
      clipRows
      renderRow={(c) => <ChatRow chat={c} selected={selected.has(c.chatId)} onSelect={onSelect} onAction={onAction} />}
      empty={<EmptyState title={t('list.empty')} description={t('list.emptyText')} icon={<MessagesSquare size={24} />} />}
      footer={
        <ListFooter
          count={rows.length}
          showing={t('list.showing', { count: rows.length })}
          loadMoreLabel={t('list.loadMore')}
          noMoreLabel={t('list.noMore')}
          canLoadMore={canLoadMore}
          exhausted={exhausted}
          loadingMore={loadingMore}
          onLoadMore={onLoadMore}
        />
      }
    />
  );
});
