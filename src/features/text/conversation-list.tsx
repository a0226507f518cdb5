import { useTranslation } from 'react-i18next';
import { ListFooter, VirtualList, type LoadMoreProps } from '@/components/virtual-list';
import type { SmsTask } from '@/contract/text';
import { formatDateTime } from '@/lib/dates';
import { formatUsDisplay } from '@/lib/phone';
import { conversationRowClass as c } from './conversation-row.styles';
import { conversationTitle } from './logic/conversation-search';

export const CONVERSATION_ROW_HEIGHT = 84;

interface ConversationListProps extends LoadMoreProps {
  rows: readonly SmsTask[];
  selectedId: number | null;
  onSelect: (task: SmsTask) => void;
  empty: React.ReactNode;
}

/** The conversations (contact, account with number, last text, unread), virtualised: thousands stay fast. */
export function ConversationList({ rows, selectedId, onSelect, empty, ...paging }: ConversationListProps) {
  const { t } = useTranslation('text');
  return (
    <VirtualList
      rows={rows}
      rowHeight={CONVERSATION_ROW_HEIGHT}
      rowKey={(task) => task.taskId}
      label={t('conversations')}
      clipRows
      empty={empty}
      renderRow={(task) => <ConversationRow task={task} selected={task.taskId === selectedId} onSelect={onSelect} />}
      footer={
        <ListFooter
          count={rows.length}
          showing={t('showing', { count: rows.length })}
          loadMoreLabel={t('loadMore')}
          noMoreLabel={t('noMore')}
          {...paging}
        />
      }
    />
  );
}

/** One conversation; plain elements with the classes of conversation-row.styles.ts. */
function ConversationRow({ task, selected, onSelect }: { task: SmsTask; selected: boolean; onSelect: (task: SmsTask) => void }) {
  const { t } = useTranslation('text');
  const last = task.messages.at(-1);
  const unread = task.unread > 0;
  return (
    <div role="listitem" className={c.row}>
      <button type="button" className={c.open} aria-current={selected || undefined} onClick={() => onSelect(task)}>
        <span className={c.line}>
          <span className={c.title} data-unread={unread ? '' : undefined}>
            {conversationTitle(task)}
          </span>
          <span className={c.when}>{formatDateTime(task.lastMessage ?? task.taken)}</span>
        </span>
        <span className={c.line}>
          <span className={c.account}>{t('accountWithNumber', { account: task.accountName, number: formatUsDisplay(task.dnis) })}</span>
          {unread ? <span className={c.unread}>{t('unread', { count: task.unread })}</span> : null}
        </span>
        <span className={c.last}>{last?.textContent ?? ''}</span>
      </button>
    </div>
  );
}
