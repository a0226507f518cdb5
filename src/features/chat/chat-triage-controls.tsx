import { useTranslation } from 'react-i18next';
import { TriageControls, triageLabels, type TriageAction } from '@/components/triage-controls';
import type { ChatRow as Chat } from '@/lib/chat-filters';

interface ChatTriageControlsProps {
  chat: Chat;
  onAction: (chat: Chat, action: TriageAction) => void;
}

/**
 * A chat's read / flag / archive buttons, for the row and the detail dialog. Chats can always be
 * toggled read, flagged and archived by whoever sees them (spec core §4; the server's rule too:
 * the owner rule covers voicemail, inbound-call and agent messages only), so none is greyed.
 */
export function ChatTriageControls({ chat: c, onAction }: ChatTriageControlsProps) {
  const { t } = useTranslation('chat');
  return (
    <TriageControls
      unread={c.read !== 'Y'}
      flagged={c.followup === 'Y'}
      archived={c.archived === 'Y'}
      labels={triageLabels((key) => t(key))}
      onAction={(action) => onAction(c, action)}
    />
  );
}
