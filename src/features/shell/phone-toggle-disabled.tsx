import { Portal, Tooltip } from '@chakra-ui/react';
import { fixedLayerPositioning } from '@/components/fixed-layer-positioning';
import { DisabledPhoneButton } from './top-bar-triggers';

/** The disabled phone toggle with the reason in a tooltip; loaded only for users who see it. */
export function DisabledPhoneToggle({ why }: { why: string }) {
  return (
    <Tooltip.Root lazyMount openDelay={150} positioning={fixedLayerPositioning}>
      <Tooltip.Trigger asChild>
        <DisabledPhoneButton />
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{why}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
