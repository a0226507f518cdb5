import type { ReactNode } from 'react';
import { useTooltipOnIntent } from './use-tooltip-on-intent';

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
 * tapped. The tooltip mounts only then, beside the button and anchored to it (useTooltipOnIntent):
 * a list's rows hold dozens of denied controls.
 */
export function DeniedButton({ className, label, reason, children }: DeniedButtonProps) {
  const { anchorProps, tooltip, open, id, tap } = useTooltipOnIntent<HTMLButtonElement>(reason);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-disabled="true"
        aria-describedby={open ? id : undefined}
        onClick={(event) => {
          event.preventDefault();
          tap();
        }}
        {...anchorProps}
      >
        {children}
      </button>
      {tooltip}
    </>
  );
}
