import { memo } from 'react';
import type { RenderContactLink } from '@/components/contact-links';
import { lazyOnFirstOpen } from '@/components/lazy-on-first-open';
import type { TriageAction } from '@/components/triage-controls';
import type { ChatRow } from '@/lib/chat-filters';

export interface ChatDetailDialogProps {
  chat: ChatRow | null;
  onClose: () => void;
  /** Read / unread, flag and archive from the dialog: the list's own handler (held changes, "Reset To Unread" first). */
  onAction: (chat: ChatRow, action: TriageAction) => void;
  /** The contact-link menu on the visitor's number and email (the route passes it). */
  renderContactLink?: RenderContactLink | undefined;
}

const loadChatDetail = () => import('./chat-detail-dialog-view').then((m) => ({ default: m.ChatDetailDialogView }));

/**
 * A chat's details, its read / flag / archive controls, its transcript (author, message, time) and its PDF export. Its code loads
 * on its first opening (issue 11: zag's dialog is not on the chat list's first load).
 */
export const ChatDetailDialog = memo(lazyOnFirstOpen(loadChatDetail, (props: ChatDetailDialogProps) => props.chat !== null));
