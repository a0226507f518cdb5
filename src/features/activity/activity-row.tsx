import { Box, chakra, Flex, Spinner, Text } from '@chakra-ui/react';
import { Archive, ArchiveRestore, CircleAlert, Flag, Mail, MailOpen } from 'lucide-react';
import dayjs from 'dayjs';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { displayFrom, displayTo, isUnread, previewText, type ActivityMessage } from '@/lib/activity-format';
import { itemPermissions } from '@/lib/activity-permissions';
import { formatDateTime } from '@/lib/dates';
import { ActivityControl } from './activity-control';
import { ActivityTypeIcon } from './activity-type-icon';

export type RowAction = 'toggleRead' | 'toggleFlag' | 'toggleArchive' | 'open';

interface ActivityRowProps {
  message: ActivityMessage;
  userId: number;
  selected: boolean;
  onSelect: (id: number, selected: boolean) => void;
  onAction: (message: ActivityMessage, action: RowAction) => void;
}

/** One activity item: checkbox, type icon, parties and preview, read / flag / archive controls. */
export const ActivityRow = memo(function ActivityRow({ message: m, userId, selected, onSelect, onAction }: ActivityRowProps) {
  const { t } = useTranslation('activity');
  const unread = isUnread(m);
  const from = displayFrom(m);
  const held = m.held === true;
  const permissions = itemPermissions(m, userId);
  const isToday = dayjs(m.taken).isSame(dayjs(), 'day');
  return (
    <Flex
      role="listitem"
      aria-label={from}
      aria-busy={held}
      data-held={held ? 'true' : undefined}
      h="full"
      align="center"
      gap={{ base: 2, md: 3 }}
      px={{ base: 2, md: 4 }}
      borderBottomWidth="1px"
      borderColor="border.muted"
      bg={selected ? 'brand.subtle' : unread ? 'bg.panel' : 'bg.subtle'}
      opacity={held ? 0.7 : 1}
      transition="opacity 0.15s"
    >
      <chakra.input
        type="checkbox"
        aria-label={t('list.select', { name: from })}
        checked={selected}
        onChange={(event) => onSelect(m.messageId, event.currentTarget.checked)}
        w={4}
        h={4}
        flexShrink={0}
        accentColor="var(--chakra-colors-brand-solid)"
      />
      <ActivityTypeIcon type={m.messageType} robo={m.taskStatus === 'BLOCKED'} />
      <chakra.button
        type="button"
        flex="1"
        minW={0}
        textAlign="start"
        py={2}
        cursor="pointer"
        onClick={() => onAction(m, 'open')}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', rounded: 'sm' }}
      >
        <Flex align="center" gap={2} minW={0}>
          {unread ? <Box as="span" w={2} h={2} rounded="full" bg="brand.solid" flexShrink={0} aria-hidden /> : null}
          <Text as="span" fontWeight={unread ? 'bold' : 'medium'} truncate>
            {from}
          </Text>
          {m.urgent === 'Y' ? (
            <Box as="span" color="red.fg" flexShrink={0} aria-label={t('detail.urgent')}>
              <CircleAlert size={14} />
            </Box>
          ) : null}
          <Text as="span" color="fg.muted" fontSize="sm" truncate hideBelow="md">
            {displayTo(m)}
          </Text>
          <Text as="span" ms="auto" color="fg.muted" fontSize="xs" flexShrink={0} hideBelow="md">
            {formatDateTime(m.taken)}
          </Text>
          <Text as="span" ms="auto" color="fg.muted" fontSize="xs" flexShrink={0} hideFrom="md">
            {dayjs(m.taken).format(isToday ? 'h:mm A' : 'M/D')}
          </Text>
        </Flex>
        <Text color="fg.muted" fontSize="sm" truncate>
          {previewText(m)}
        </Text>
      </chakra.button>
      <Flex gap={{ base: 0, md: 1 }} flexShrink={0} align="center">
        {held ? <Spinner size="xs" color="brand.fg" aria-label={t('list.held')} /> : null}
        <ActivityControl
          label={unread ? t('actions.markRead') : t('actions.markUnread')}
          allowed={permissions.read}
          active={!unread}
          onClick={() => onAction(m, 'toggleRead')}
        >
          {unread ? <Mail size={16} /> : <MailOpen size={16} />}
        </ActivityControl>
        <ActivityControl
          label={m.followup === 'Y' ? t('actions.unflag') : t('actions.flag')}
          allowed={permissions.followup}
          active={m.followup === 'Y'}
          onClick={() => onAction(m, 'toggleFlag')}
        >
          <Flag size={16} fill={m.followup === 'Y' ? 'currentColor' : 'none'} />
        </ActivityControl>
        <ActivityControl
          label={m.archived === 'Y' ? t('actions.unarchive') : t('actions.archive')}
          allowed={permissions.archive}
          onClick={() => onAction(m, 'toggleArchive')}
        >
          {m.archived === 'Y' ? <ArchiveRestore size={16} /> : <Archive size={16} />}
        </ActivityControl>
      </Flex>
    </Flex>
  );
});
