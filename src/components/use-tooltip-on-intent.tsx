import { lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent as ReactFocusEvent, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

// The tooltip's code (Chakra's Tooltip, zag's tooltip machine, floating-ui) loads when one is
// first wanted: fetched as the pointer or the focus reaches the anchor, shown 150 ms later.
const loadAnchoredTooltip = () => import('./anchored-tooltip');
const AnchoredTooltip = lazy(() => loadAnchoredTooltip().then((m) => ({ default: m.AnchoredTooltip })));
const prefetchAnchoredTooltip = () => void loadAnchoredTooltip().catch(() => undefined);

/** Whether the focus came by keyboard (where the engine cannot tell, as if it did). */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** How long the pointer rests on the anchor before the tooltip shows (Chakra's tooltip took 150 ms here). */
const OPEN_DELAY_MS = 150;

/**
 * A tooltip that exists only while wanted: the pointer rests on the anchor, the keyboard's focus
 * is in it, or it was tapped. Until then no tooltip machine runs and none of its code is
 * loaded (issue 11: a `Tooltip.Root` per control started a machine with the screen, and kept
 * zag's tooltip on every screen's first load). Escape, blur, leaving or a tap elsewhere closes it.
 *
 * Spread `anchorProps` on the anchor (events bubble: a wrapper around a control works), render
 * `tooltip` beside it, and call `tap` from a click that should show it on a touch screen.
 */
export function useTooltipOnIntent<T extends HTMLElement>(text: string) {
  const anchor = useRef<T>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [tapped, setTapped] = useState(false);
  const hoverTimer = useRef<number | undefined>(undefined);
  const open = hovered || focused || tapped;
  const id = useId();

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);
  // A tap elsewhere closes what a tap opened (a touch leaves no hover and may leave no focus).
  useEffect(() => {
    if (!tapped) return;
    const away = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setTapped(false);
    };
    document.addEventListener('pointerdown', away, true);
    return () => document.removeEventListener('pointerdown', away, true);
  }, [tapped]);

  const close = () => {
    window.clearTimeout(hoverTimer.current);
    setHovered(false);
    setFocused(false);
    setTapped(false);
  };

  const anchorProps = {
    ref: anchor as RefObject<T>,
    onPointerEnter: (event: ReactPointerEvent) => {
      prefetchAnchoredTooltip();
      if (event.pointerType !== 'mouse') return;
      window.clearTimeout(hoverTimer.current);
      hoverTimer.current = window.setTimeout(() => setHovered(true), OPEN_DELAY_MS);
    },
    onPointerLeave: () => {
      window.clearTimeout(hoverTimer.current);
      setHovered(false);
    },
    // A press hides what the hover showed (as Chakra's tooltip did): the control's own popup or
    // dialog comes next.
    onPointerDown: () => {
      window.clearTimeout(hoverTimer.current);
      setHovered(false);
    },
    // The keyboard's focus only: a click focuses the control too, and its tap or hover says enough.
    onFocus: (event: ReactFocusEvent) => {
      prefetchAnchoredTooltip();
      if (focusVisible(event.target)) setFocused(true);
    },
    onBlur: () => {
      setFocused(false);
      setTapped(false);
    },
  };

  const tooltip = open ? (
    <Suspense fallback={null}>
      <AnchoredTooltip anchor={anchor} id={id} text={text} onClose={close} />
    </Suspense>
  ) : null;

  return { anchorProps, tooltip, open, id, tap: () => setTapped(true) };
}
