import { Box, Button, Flex, Text, type FlexProps } from '@chakra-ui/react';
import { elementScroll, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { startTransition, useDeferredValue, useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { mdMinWidth } from '@/components/ui/system';
import { fillRest, fillScroll } from './page-fill';
import { listRowClass } from './list-row.styles';

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
 * is ready the list keeps its box, busy; the virtualiser starts from an estimate of the box's height
 * (`boxHeight`), so the rows in view render in that deferred pass. It learns the real size
 * from a ResizeObserver (`observeBoxSize`), and skips scrolling a new box to the top it is already at
 * (`scrollBoxUnlessNew`): reading the size or writing the offset in the list's first commit makes the
 * browser lay out the whole new screen there and then (~55-65 ms at a phone's 4x CPU on /activity).
 * The first rows are only those in view: the rows kept ready under the fold (`overscan`) follow in
 * a transition once they are painted, so the largest paint of a list screen waits for half the rows.
 */
export function VirtualList<T>({ rows, rowHeight, rowKey, renderRow, label, clipRows = false, empty, footer }: VirtualListProps<T>) {
  const shown = useDeferredValue<readonly T[] | null>(rows, null);
  const overscan = useOverscanOnceShown(shown !== null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: shown?.length ?? 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    getItemKey: (index) => rowKey(shown![index]!),
    initialRect: { width: 0, height: boxHeight() },
    observeElementRect: observeBoxSize,
    scrollToFn: scrollBoxUnlessNew,
  });

  if (shown?.length === 0) {
    return (
      <Box {...fillRest}>
        {/* In the rows' place, centred, so the footer stays where it was and nothing moves when a
            search empties the list or fills it again. */}
        <Flex direction="column" justify="center" {...listBoxSize}>
          {empty}
        </Flex>
        {footer}
      </Box>
    );
  }

  return (
    <Box {...fillRest}>
      <Box
        ref={scrollRef}
        {...listBoxSize}
        overflowY="auto"
        overscrollBehavior="contain"
      >
        <Box role="list" aria-label={label} aria-busy={shown === null || undefined} position="relative" h={`${virtualizer.getTotalSize()}px`}>
          {shown
            ? virtualizer.getVirtualItems().map((item) => (
                // A plain element with a class (list-row.styles.ts): one per row mounted.
                <div
                  key={item.key}
                  className={listRowClass.slot}
                  style={{ height: item.size, overflow: clipRows ? 'hidden' : undefined, transform: `translateY(${item.start}px)` }}
                >
                  {renderRow(shown[item.index]!)}
                </div>
              ))
            : null}
        </Box>
      </Box>
      {footer}
    </Box>
  );
}

/** Rows kept mounted past each edge of the box, for smooth scrolling. */
const fullOverscan = 8;

/** No overscan until the first rows are shown; then, in a transition (sliced, never a long task), the full one. */
function useOverscanOnceShown(shown: boolean): number {
  const [overscan, setOverscan] = useState(0);
  useEffect(() => {
    if (shown) startTransition(() => setOverscan(fullOverscan));
  }, [shown]);
  return overscan;
}

/**
 * What the page around the list takes of the window's height, in px (the phone layout, and from md):
 * an estimate, for the virtualiser's first pass only. The box itself fills what the page leaves
 * (page-fill.ts), and its real size replaces this once it is laid out.
 */
const chrome = { base: 330, md: 420 };
const minBoxHeight = 300;

/**
 * The list's scrolling box: what the page leaves it (the screen's root is `fillPage`, the boxes
 * between are `fillRest`), never less than a few rows. A list's loading skeleton takes the same.
 */
export const listBoxSize = fillScroll(minBoxHeight);

/** The scrolling box's height before anything is laid out: the window less the estimated page around it. */
export function boxHeight(win: Pick<Window, 'innerWidth' | 'innerHeight'> | undefined = typeof window === 'undefined' ? undefined : window): number {
  if (!win) return 0;
  return Math.max(minBoxHeight, win.innerHeight - (win.innerWidth >= mdMinWidth ? chrome.md : chrome.base));
}

/** The box's size, reported after the browser's own layout (`initialRect` covers the time before it). */
export function observeBoxSize(instance: Virtualizer<HTMLDivElement, Element>, onSize: (rect: { width: number; height: number }) => void) {
  const element = instance.scrollElement;
  if (!element) return undefined;
  const observer = new ResizeObserver(() => onSize({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

const scrolledBoxes = new WeakSet<Element>();

/**
 * The virtualiser scrolls each new box to its offset as it subscribes. A new box is at the top, so
 * a first write of 0 changes nothing but costs a forced layout; every later write goes through.
 */
export function scrollBoxUnlessNew(offset: number, options: { adjustments?: number; behavior?: ScrollBehavior }, instance: Virtualizer<HTMLDivElement, Element>) {
  const element = instance.scrollElement;
  if (element && !scrolledBoxes.has(element)) {
    scrolledBoxes.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
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
    // One layout for every list (they differed: centred and stacked, left-aligned, flush to the edge).
    // As tall as a row holding its small button, however little it shows: a search that empties the
    // list takes "Showing" and Load More away, and the footer must not shrink (the box above would
    // grow and the centred empty state move).
    <Flex
      align="center"
      justify="space-between"
      wrap="wrap"
      gap={2}
      px={{ base: 3, md: 4 }}
      py={3}
      borderTopWidth="1px"
      minH="calc(var(--chakra-sizes-9) + 2 * var(--chakra-spacing-3) + 1px)"
      {...layout}
    >
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
