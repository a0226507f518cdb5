import { Box, Button, Flex, Text, type FlexProps } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type Key, type ReactNode } from 'react';

interface VirtualListProps<T> {
  rows: readonly T[];
  /** A row's slot height in px. */
  rowHeight: number;
  rowKey: (row: T) => Key;
  renderRow: (row: T) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** Clip a row to its slot. */
  clipRows?: boolean;
  /** Shown instead of the list when there are no rows. */
  empty: ReactNode;
  footer: ReactNode;
}

/** A virtualised list (only the rows in view, plus a few, are mounted) with a footer under it. */
export function VirtualList<T>({ rows, rowHeight, rowKey, renderRow, label, clipRows = false, empty, footer }: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    getItemKey: (index) => rowKey(rows[index]!),
  });

  if (rows.length === 0) {
    return (
      <Box>
        {empty}
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
        <Box role="list" aria-label={label} position="relative" h={`${virtualizer.getTotalSize()}px`}>
          {virtualizer.getVirtualItems().map((item) => (
            <Box
              key={item.key}
              position="absolute"
              top={0}
              left={0}
              w="full"
              h={`${item.size}px`}
              overflow={clipRows ? 'hidden' : undefined}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {renderRow(rows[item.index]!)}
            </Box>
          ))}
        </Box>
      </Box>
      {footer}
    </Box>
  );
}

/** A list's paging state, as its footer shows it. */
export interface LoadMoreProps {
  /** More pages exist: offer Load more. */
  canLoadMore: boolean;
  /** Nothing more came back: say so. */
  exhausted: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

interface ListFooterProps extends FlexProps, LoadMoreProps {
  /** How many rows the list shows. */
  count: number;
  /** "Showing 1 - {count}" (a status); left out of an empty list, whose empty state says it all. */
  showing: string;
  loadMoreLabel: string;
  noMoreLabel: string;
}

/** A list's footer: how many are shown, and Load more or "no more". Layout props go to the row. */
export function ListFooter({ count, showing, loadMoreLabel, noMoreLabel, canLoadMore, exhausted, loadingMore, onLoadMore, ...layout }: ListFooterProps) {
  return (
    <Flex align="center" justify="space-between" py={3} borderTopWidth="1px" {...layout}>
      <Text fontSize="sm" color="fg.muted" role="status">
        {count > 0 ? showing : null}
      </Text>
      {canLoadMore ? (
        <Button size="sm" variant="outline" onClick={onLoadMore} loading={loadingMore}>
          {loadMoreLabel}
        </Button>
      ) : exhausted ? (
        <Text fontSize="sm" color="fg.muted">
          {noMoreLabel}
        </Text>
      ) : null}
    </Flex>
  );
}
