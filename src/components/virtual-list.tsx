import { Box, Button, Flex, Text, type FlexProps } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useRef, type Key, type ReactNode } from 'react';

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

/**
 * A virtualised list (only the rows in view, plus a few, are mounted) with a footer under it.
 *
 * The rows come from the query cache, an external store whose changes React renders synchronously,
 * in one task; the first screenful of rows is the largest render of a list screen (~0.2 s of a
 * mid-range phone's main thread). So the list shows a deferred copy of the rows, which React renders
 * in slices between the browser's other work (docs/performance.md, issue 11). Until the first copy
 * is ready the list keeps its box, busy; the virtualiser starts from the window's height, so the
 * rows in view render in that deferred pass and not in a synchronous re-render after it measures.
 */
export function VirtualList<T>({ rows, rowHeight, rowKey, renderRow, label, clipRows = false, empty, footer }: VirtualListProps<T>) {
  const shown = useDeferredValue<readonly T[] | null>(rows, null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: shown?.length ?? 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    getItemKey: (index) => rowKey(shown![index]!),
    initialRect: { width: 0, height: typeof window === 'undefined' ? 0 : window.innerHeight },
  });

  if (shown?.length === 0) {
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
        <Box role="list" aria-label={label} aria-busy={shown === null || undefined} position="relative" h={`${virtualizer.getTotalSize()}px`}>
          {shown
            ? virtualizer.getVirtualItems().map((item) => (
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
                  {renderRow(shown[item.index]!)}
                </Box>
              ))
            : null}
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
