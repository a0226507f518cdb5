import { Box } from '@chakra-ui/react';
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

const tones: Record<string, string> = {
  CHAT: 'purple',
  SMS: 'teal',
  TEXT: 'teal',
  VM: 'orange',
  'AGENT+VM': 'orange',
  VIP: 'yellow',
  TASK: 'pink',
  CS: 'pink',
};

/** The type icon of an activity item (robocalls get a robot). */
export function ActivityTypeIcon({ type, robo = false, size = 18 }: { type: string; robo?: boolean; size?: number }) {
  const Icon = robo ? Bot : (icons[type] ?? CircleHelp);
  const palette = robo ? 'gray' : (tones[type] ?? 'brand');
  return (
    <Box
      aria-hidden
      flexShrink={0}
      rounded="full"
      p={2}
      bg={palette === 'brand' ? 'brand.subtle' : `${palette}.subtle`}
      color={palette === 'brand' ? 'brand.fg' : `${palette}.fg`}
    >
      <Icon size={size} />
    </Box>
  );
}
