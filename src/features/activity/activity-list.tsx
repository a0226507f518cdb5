import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { PartyPopper } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import type { ActivityMessage } from '@/lib/activity-format';
import { ActivityRow, type RowAction } from './activity-row';

export const ROW_HEIGHT = 76;

interface ActivityListProps {
  rows: readonly ActivityMessage[];
  userId: number;
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  onAction: (message: ActivityMessage, action: RowAction) => void;
  /** Footer: more pages exist (after the automatic loads), or nothing more came back. */
  canLoadMore: boolean;
  exhausted: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The virtualised activity list: only the rows in view (plus a few) are mounted. */
export function ActivityList({ rows, userId, selected, onSelect, onAction, canLoadMore, exhausted, loadingMore, onLoadMore }: ActivityListProps) {
  const { t } = useTranslation('activity');
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => rows[index]!.messageId,
  });

  const footer = (
    <Flex direction={{ base: 'column', sm: 'row' }} align="center" justify="space-between" gap={2} px={4} py={3} borderTopWidth="1px">
      <Text fontSize="sm" color="fg.muted" role="status">
        {t('list.showing', { count: rows.length })}
      </Text>
      {canLoadMore ? (
        <Button size="sm" variant="outline" onClick={onLoadMore} loading={loadingMore}>
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
        <EmptyState title={t('list.empty')} description={t('list.emptyText')} icon={<PartyPopper size={28} />} />
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
            const m = rows[item.index]!;
            return (
              <Box
                key={item.key}
                position="absolute"
                top={0}
                left={0}
                w="full"
                h={`${item.size}px`}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <ActivityRow
                  message={m}
                  userId={userId}
                  selected={selected.has(m.messageId)}
                  onSelect={onSelect}
                  onAction={onAction}
                />
              </Box>
            );
          })}
        </Box>
      </Box>
      {footer}
    </Box>
  );
}
