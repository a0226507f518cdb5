import { Flex, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DetailTriageGroupProps {
  /** The group's name ("Read, flag and archive"). */
  label: string;
  /** The spinner's name while a change is held ("Saving…"). */
  heldLabel: string;
  /** A change shown at once and not yet confirmed (spec core §4): the group is busy and spins. */
  held: boolean;
  /** The read / flag / archive buttons (TriageControls). */
  children: ReactNode;
}

/** A detail dialog's read / flag / archive buttons as one named group (the activity and the chat details). */
export function DetailTriageGroup({ label, heldLabel, held, children }: DetailTriageGroupProps) {
  return (
    <Flex role="group" aria-label={label} gap={1} align="center" aria-busy={held}>
      {children}
      {held ? <Spinner size="xs" color="brand.fg" role="img" aria-label={heldLabel} /> : null}
    </Flex>
  );
}
