import { Box } from '@chakra-ui/react';

/** Counts above this read "99+" so the bubble keeps its size. */
const MAX_SHOWN = 99;

/**
 * The unread counter on a menu item (spec core §4 "Unread count"), seen: a bubble on the rail
 * icon, a pill at the end of a drawer row. Hidden from screen readers: the link's
 * label says it ("Activity, 3 unread").
 */
export function UnreadBubble({ count, placement }: { count: number; placement: 'icon' | 'row' }) {
  if (count <= 0) return null;
  const onIcon = placement === 'icon';
  return (
    <Box
      as="span"
      aria-hidden
      position={onIcon ? 'absolute' : 'static'}
      top={onIcon ? '-6px' : undefined}
      insetInlineStart={onIcon ? '14px' : undefined}
      ms={onIcon ? undefined : 'auto'}
      minW="18px"
      h="18px"
      px="5px"
      rounded="full"
      bg="red.solid"
      color="red.contrast"
      fontSize="10px"
      fontWeight="bold"
      lineHeight="18px"
      textAlign="center"
    >
      {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
    </Box>
  );
}
