/**
 * A list screen fills the window: its list's scrolling box takes whatever height the page leaves it,
 * so the list scrolls and the page does not. When the filters wrap onto more rows (a narrow window,
 * a long account name, the report tabs arriving), the box gives way, not the page; only below the
 * box's minimum does the page scroll as well. Plain CSS flex, laid out in the first frame: nothing
 * is measured and nothing moves after it is painted (CLS).
 *
 * The chain, from the shell down to the list: the shell's content sets `--page-fill-height` (the
 * window less the top bar and the content's padding); the screen's root is `fillPage`; every box
 * between it and the list is `fillRest`; the scrolling box is `fillScroll`.
 */
export const pageFillHeightVar = '--page-fill-height';

/** The value the shell gives `--page-fill-height`: the window less what the shell puts above and below the screen. */
export function pageFillHeight(shellPx: number): string {
  return `calc(100dvh - ${shellPx}px)`;
}

/** A screen's root: a column at least as tall as the shell leaves the screen. */
export const fillPage = { display: 'flex', flexDirection: 'column', minH: `var(${pageFillHeightVar}, 100dvh)` } as const;

/** A box between the screen's root and the list: takes the height left over (never less than its content) and passes it on. */
export const fillRest = { display: 'flex', flexDirection: 'column', flex: '1 0 auto' } as const;

/** The list's scrolling box: from `minPx` (a few rows), grown to what is left. */
export function fillScroll(minPx: number) {
  return { flex: `1 0 ${minPx}px`, minH: `${minPx}px` } as const;
}
