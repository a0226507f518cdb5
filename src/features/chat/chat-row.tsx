import { Badge, Box, chakra, Flex, IconButton, Spinner, Text } from '@chakra-ui/react';
import { Archive, ArchiveRestore, Flag, Mail, MailOpen, MessagesSquare } from 'lucide-react';
import dayjs from 'dayjs';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatRow as Chat } from '@/lib/chat-filters';
import { formatDateTime } from '@/lib/dates';

export type ChatRowAction = 'toggleRead' | 'toggleFlag' | 'toggleArchive' | 'open';

interface ChatRowProps {
  chat: Chat;
  selected: boolean;
  onSelect: (id: number, selected: boolean) => void;
  onAction: (chat: Chat, action: ChatRowAction) => void;
}

export const chatVisitor = (c: Chat, fallback: string) => c.visitorFullName ?? c.visitorEmail ?? c.visitorPhone ?? fallback;

/** One chat: checkbox, icon, visitor, company, types and last line, read / flag / archive controls. */
export const ChatRow = memo(function ChatRow({ chat: c, selected, onSelect, onAction }: ChatRowProps) {
  const { t } = useTranslation('chat');
  const unread = c.read !== 'Y';
  const flagged = c.followup === 'Y';
  const archived = c.archived === 'Y';
  const held = c.held === true;
  const name = chatVisitor(c, t('list.visitor'));
  const last = c.messages.at(-1);
  const isToday = dayjs(c.created).isSame(dayjs(), 'day');
  const control = (label: string, active: boolean, action: ChatRowAction, icon: React.ReactNode) => (
    <IconButton
      size="sm"
      variant="ghost"
      aria-label={label}
      aria-pressed={active}
      color={active ? 'brand.fg' : 'fg.muted'}
      onClick={() => onAction(c, action)}
    >
      {icon}
    </IconButton>
  );
  return (
    <Flex
      role="listitem"
      aria-label={name}
      aria-busy={held}
      data-held={held ? 'true' : undefined}
      align="center"
      gap={{ base: 2, md: 3 }}
      px={{ base: 2, md: 4 }}
      minH={16}
      borderBottomWidth="1px"
      borderColor="border.muted"
      bg={selected ? 'brand.subtle' : unread ? 'bg.panel' : 'bg.subtle'}
      opacity={held ? 0.7 : 1}
    >
      <chakra.input
        type="checkbox"
        aria-label={t('list.select', { name })}
        checked={selected}
        onChange={(event) => onSelect(c.chatId, event.currentTarget.checked)}
        w={4}
        h={4}
        flexShrink={0}
        accentColor="var(--chakra-colors-brand-solid)"
      />
      <Box color="brand.fg" flexShrink={0} aria-hidden hideBelow="sm">
        <MessagesSquare size={18} />
      </Box>
      <chakra.button
        type="button"
        flex="1"
        minW={0}
        textAlign="start"
        py={2}
        cursor="pointer"
        onClick={() => onAction(c, 'open')}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', rounded: 'sm' }}
      >
        <Flex align="center" gap={2} minW={0}>
          {unread ? <Box as="span" w={2} h={2} rounded="full" bg="brand.solid" flexShrink={0} aria-hidden /> : null}
          <Text as="span" fontWeight={unread ? 'bold' : 'medium'} truncate>
            {name}
          </Text>
          <Text as="span" color="fg.muted" fontSize="sm" truncate hideBelow="md">
            {c.accountName}
          </Text>
          {c.types.map((type) => (
            <Badge key={type} size="xs" variant="subtle" flexShrink={0} hideBelow="md">
              {type}
            </Badge>
          ))}
          <Text as="span" ms="auto" color="fg.muted" fontSize="xs" flexShrink={0} hideBelow="md">
            {formatDateTime(c.created)}
          </Text>
          <Text as="span" ms="auto" color="fg.muted" fontSize="xs" flexShrink={0} hideFrom="md">
            {dayjs(c.created).format(isToday ? 'h:mm A' : 'M/D')}
          </Text>
        </Flex>
        <Text color="fg.muted" fontSize="sm" truncate>
          {last ? `${last.author}: ${last.message}` : (c.outcome ?? '')}
        </Text>
      </chakra.button>
      <Flex gap={{ base: 0, md: 1 }} flexShrink={0} align="center">
        {held ? <Spinner size="xs" color="brand.fg" aria-label={t('list.held')} /> : null}
        {control(unread ? t('actions.markRead') : t('actions.markUnread'), !unread, 'toggleRead', unread ? <Mail size={16} /> : <MailOpen size={16} />)}
        {control(flagged ? t('actions.unflag') : t('actions.flag'), flagged, 'toggleFlag', <Flag size={16} fill={flagged ? 'currentColor' : 'none'} />)}
        {control(archived ? t('actions.unarchive') : t('actions.archive'), false, 'toggleArchive', archived ? <ArchiveRestore size={16} /> : <Archive size={16} />)}
      </Flex>
    </Flex>
  );
});
