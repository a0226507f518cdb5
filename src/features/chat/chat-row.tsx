import { MessagesSquare } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListRow } from '@/components/list-row';
import { listRowClass } from '@/components/list-row.styles';
import type { TriageAction } from '@/components/triage-controls';
import type { ChatRow as Chat } from '@/lib/chat-filters';
import { ChatTriageControls } from './chat-triage-controls';

export type ChatRowAction = TriageAction | 'open';

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
  const name = chatVisitor(c, t('list.visitor'));
  const last = c.messages.at(-1);
  return (
    <ListRow
      name={name}
      unread={unread}
      selected={selected}
      held={c.held === true}
      selectLabel={t('list.select', { name })}
      onSelect={(on) => onSelect(c.chatId, on)}
      icon={
        <span className={listRowClass.icon} aria-hidden>
          <MessagesSquare size={18} />
        </span>
      }
      onOpen={() => onAction(c, 'open')}
      details={
        <>
          <span className={listRowClass.detail}>{c.accountName}</span>
          {c.types.map((type) => (
            <span key={type} className={listRowClass.tag}>
              {type}
            </span>
          ))}
        </>
      }
      when={c.created}
      preview={last ? `${last.author}: ${last.message}` : (c.outcome ?? '')}
      heldLabel={t('list.held')}
      controls={<ChatTriageControls chat={c} onAction={onAction} />}
    />
  );
});
