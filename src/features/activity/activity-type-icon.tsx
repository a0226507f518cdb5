import {
  Bot,
  CircleHelp,
  Crown,
  HandHelping,
  MessageSquare,
  MessagesSquare,
  NotebookPen,
  PhoneIncoming,
  PhoneOutgoing,
  Send,
  Voicemail,
  type LucideIcon,
} from 'lucide-react';
import { listRowClass, type TypeIconTone } from '@/components/list-row.styles';

const icons: Record<string, LucideIcon> = {
  CHAT: MessagesSquare,
  SMS: MessageSquare,
  TEXT: Send,
  AGENT: NotebookPen,
  'AGENT+VM': NotebookPen,
  VM: Voicemail,
  TASK: HandHelping,
  CS: HandHelping,
  VIP: Crown,
  IC: PhoneIncoming,
  OC: PhoneOutgoing,
};

const tones: Record<string, TypeIconTone> = {
  CHAT: 'purple',
  SMS: 'teal',
  TEXT: 'teal',
  VM: 'orange',
  'AGENT+VM': 'orange',
  VIP: 'yellow',
  TASK: 'pink',
  CS: 'pink',
};

/** The type icon of an activity item (robocalls get a robot). A class, not style props: every list row has one. */
export function ActivityTypeIcon({ type, robo = false, size = 18 }: { type: string; robo?: boolean; size?: number }) {
  const Icon = robo ? Bot : (icons[type] ?? CircleHelp);
  const tone = robo ? 'gray' : (tones[type] ?? 'brand');
  return (
    <span aria-hidden className={listRowClass.typeIcon} data-tone={tone}>
      <Icon size={size} />
    </span>
  );
}
