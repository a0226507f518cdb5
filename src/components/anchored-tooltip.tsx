import { Portal, Tooltip } from '@chakra-ui/react';
import type { RefObject } from 'react';

/** Chakra's tooltip, open, anchored to an element (it has no trigger of its own): use-tooltip-on-intent.tsx. */
export function AnchoredTooltip({ anchor, id, text, onClose }: { anchor: RefObject<HTMLElement | null>; id: string; text: string; onClose: () => void }) {
  return (
    <Tooltip.Root
      lazyMount
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      ids={{ content: id }}
      positioning={{ getAnchorElement: () => anchor.current }}
    >
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">{text}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
