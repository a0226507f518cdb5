import { useBreakpointValue } from '@chakra-ui/react';

/**
 * True where the phone layout applies: at or below the medium breakpoint (spec core §2; the
 * system's `md` starts at 769px). Parts that differ by layout render only the one shown: hiding
 * with CSS (`hideBelow`, `hideFrom`) still renders, styles and mounts both, which a phone pays
 * for on every first load (issue 11). Read from matchMedia in the first render, so nothing
 * flashes, and kept current when the window crosses the breakpoint.
 */
export function usePhoneLayout(): boolean {
  return useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? true;
}
