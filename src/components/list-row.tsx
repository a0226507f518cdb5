import { Box, chakra, Flex, Spinner, Text, type FlexProps } from '@chakra-ui/react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/dates';

interface ListRowProps extends Omit<FlexProps, 'onSelect'> {
  /** The row's accessible name (who it is from). */
  name: string;
  unread: boolean;
  selected: boolean;
  /** A change is held (sent, not yet confirmed): the row is dimmed and busy. */
  held: boolean;
  selectLabel: string;
  onSelect: (selected: boolean) => void;
  icon: ReactNode;
  onOpen: () => void;
  /** Shown after the name on the first line (urgent mark, recipient, company, badges). */
  details: ReactNode;
  /** When it happened (ISO date-time): full from md up, time or date on a phone. */
  when: string;
  preview: string;
  heldLabel: string;
  /** The triage icon buttons. */
  controls: ReactNode;
}

/** One row of an inbox list: checkbox, icon, name and preview (opens it), the held spinner and the controls. */
export function ListRow({
  name,
  unread,
  selected,
  held,
  selectLabel,
  onSelect,
  icon,
  onOpen,
  details,
  when,
  preview,
  heldLabel,
  controls,
  ...layout
}: ListRowProps) {
  const isToday = dayjs(when).isSame(dayjs(), 'day');
  return (
    <Flex
      role="listitem"
      aria-label={name}
      aria-busy={held}
      data-held={held ? 'true' : undefined}
      align="center"
      gap={{ base: 2, md: 3 }}
      px={{ base: 2, md: 4 }}
      borderBottomWidth="1px"
      borderColor="border.muted"
      bg={selected ? 'brand.subtle' : unread ? 'bg.panel' : 'bg.subtle'}
      opacity={held ? 0.7 : 1}
      {...layout}
    >
      <chakra.input
        type="checkbox"
        aria-label={selectLabel}
        checked={selected}
        onChange={(event) => onSelect(event.currentTarget.checked)}
        w={4}
        h={4}
        flexShrink={0}
        accentColor="var(--chakra-colors-brand-solid)"
      />
      {icon}
      <chakra.button
        type="button"
        flex="1"
        minW={0}
        textAlign="start"
        py={2}
        cursor="pointer"
        onClick={onOpen}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', rounded: 'sm' }}
      >
        <Flex align="center" gap={2} minW={0}>
          {unread ? <Box as="span" w={2} h={2} rounded="full" bg="brand.solid" flexShrink={0} aria-hidden /> : null}
          <Text as="span" fontWeight={unread ? 'bold' : 'medium'} truncate>
            {name}
          </Text>
          {details}
          <Text as="span" ms="auto" color="fg.muted" fontSize="xs" flexShrink={0} hideBelow="md">
            {formatDateTime(when)}
          </Text>
          <Text as="span" ms="auto" color="fg.muted" fontSize="xs" flexShrink={0} hideFrom="md">
            {dayjs(when).format(isToday ? 'h:mm A' : 'M/D')}
          </Text>
        </Flex>
        <Text color="fg.muted" fontSize="sm" truncate>
          {preview}
        </Text>
      </chakra.button>
      <Flex gap={{ base: 0, md: 1 }} flexShrink={0} align="center">
        {held ? <Spinner size="xs" color="brand.fg" role="img" aria-label={heldLabel} /> : null}
        {controls}
      </Flex>
    </Flex>
  );
}
