import { Badge, Box, Flex, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ListFooter, VirtualList, type LoadMoreProps } from '@/components/virtual-list';
import type { SmsTask } from '@/contract/text';
import { formatDateTime } from '@/lib/dates';
import { formatUsDisplay } from '@/lib/phone';
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

function ConversationRow({ task, selected, onSelect }: { task: SmsTask; selected: boolean; onSelect: (task: SmsTask) => void }) {
  const { t } = useTranslation('text');
  const last = task.messages.at(-1);
  const title = conversationTitle(task);
  return (
    <Box role="listitem" h="full" borderBottomWidth="1px">
      <chakra.button
        type="button"
        w="full"
        h="full"
        textAlign="left"
        px={3}
        py={2}
        bg={selected ? 'brand.subtle' : undefined}
        _hover={{ bg: selected ? 'brand.subtle' : 'bg.muted' }}
        aria-current={selected || undefined}
        onClick={() => onSelect(task)}
      >
        <Flex justify="space-between" gap={2} align="baseline">
          <Text fontWeight={task.unread > 0 ? 'bold' : 'semibold'} truncate>
            {title}
          </Text>
          <Text fontSize="xs" color="fg.muted" flexShrink={0}>
            {formatDateTime(task.lastMessage ?? task.taken)}
          </Text>
        </Flex>
        <Flex justify="space-between" gap={2}>
          <Text fontSize="xs" color="fg.muted" truncate>
            {t('accountWithNumber', { account: task.accountName, number: formatUsDisplay(task.dnis) })}
          </Text>
          {task.unread > 0 ? (
            <Badge colorPalette="red" variant="solid" flexShrink={0}>
              {t('unread', { count: task.unread })}
            </Badge>
          ) : null}
        </Flex>
        <Text fontSize="sm" color="fg.muted" truncate>
          {last?.textContent ?? ''}
        </Text>
      </chakra.button>
    </Box>
  );
}
