import { Portal, Tooltip } from '@chakra-ui/react';
import type { RefObject } from 'react';

/** Chakra's tooltip, open, anchored to the button (it has no trigger of its own). */
export function DeniedReason({ anchor, id, reason, onClose }: { anchor: RefObject<HTMLButtonElement | null>; id: string; reason: string; onClose: () => void }) {
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
          <Tooltip.Content>{reason}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
