import { IconButton, Popover, Portal, Text } from '@chakra-ui/react';
import { CircleHelp } from 'lucide-react';
import { fixedLayerPositioning } from '@/components/fixed-layer-positioning';

/** A small "?" next to a field that opens a short explanation (the inbox token, verification). */
export function HelpPopover({ label, text }: { label: string; text: string }) {
  return (
    <Popover.Root lazyMount positioning={{ ...fixedLayerPositioning, placement: 'bottom-start' }}>
      <Popover.Trigger asChild>
        <IconButton size="2xs" variant="ghost" aria-label={label}>
          <CircleHelp size={14} />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs">
            <Popover.Arrow />
            <Popover.Body>
              <Text fontSize="sm">{text}</Text>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
