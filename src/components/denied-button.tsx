import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';

// The tooltip's code (Chakra's Tooltip, zag's tooltip machine, floating-ui) loads when one is
// first wanted: fetched as the pointer or the focus reaches a denied control, shown 150 ms later.
const loadDeniedReason = () => import('./denied-reason');
const DeniedReason = lazy(() => loadDeniedReason().then((m) => ({ default: m.DeniedReason })));
const prefetchDeniedReason = () => void loadDeniedReason().catch(() => undefined);

/** How long the pointer rests on the button before the reason shows (Chakra's tooltip took 150 ms here). */
const OPEN_DELAY_MS = 150;

interface DeniedButtonProps {
  className: string;
  label: string;
  /** Why the user may not use it ("You don't have permission to do this."). */
  reason: string;
  children: ReactNode;
}

/**
 * A control the user may not use (spec core §4): greyed (`aria-disabled`, so it stays focusable)
 * and explaining why in a tooltip while the pointer rests on it, it has the focus, or it was
 * tapped. The tooltip (a zag machine) mounts only then, beside the button and anchored to it: a
 * list's rows hold dozens of denied controls, and a `Tooltip.Root` around each started its machine
 * with the list (issue 11). Escape, blur, leaving or a tap elsewhere closes it.
 */
export function DeniedButton({ className, label, reason, children }: DeniedButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [tapped, setTapped] = useState(false);
  const hoverTimer = useRef<number | undefined>(undefined);
  const open = hovered || focused || tapped;
  const reasonId = useId();

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);
  // A tap elsewhere closes what a tap opened (a touch leaves no hover and may leave no focus).
  useEffect(() => {
    if (!tapped) return;
    const away = (event: PointerEvent) => {
      if (!button.current?.contains(event.target as Node)) setTapped(false);
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

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={label}
        aria-disabled="true"
        aria-describedby={open ? reasonId : undefined}
        onClick={(event) => {
          event.preventDefault();
          setTapped(true);
        }}
        onPointerEnter={(event) => {
          prefetchDeniedReason();
          if (event.pointerType !== 'mouse') return;
          window.clearTimeout(hoverTimer.current);
          hoverTimer.current = window.setTimeout(() => setHovered(true), OPEN_DELAY_MS);
        }}
        onPointerLeave={() => {
          window.clearTimeout(hoverTimer.current);
          setHovered(false);
        }}
        onFocus={() => {
          prefetchDeniedReason();
          setFocused(true);
        }}
        onBlur={() => {
          setFocused(false);
          setTapped(false);
        }}
      >
        {children}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DeniedReason anchor={button} id={reasonId} reason={reason} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
