import type { Message } from '@/contract/activity';

/**
 * Quick filters of the activity list (spec core §2), each on or off. An item shows when it
 * matches any active quick filter (none active: every item shows).
 */
export const quickFilterKeys = [
  'leads',
  'currentClients',
  'flagged',
  'assists',
  'inbound',
  'outbound',
  'messages',
  'voicemails',
  'unread',
  'robo',
  'vip',
] as const;
export type QuickFilter = (typeof quickFilterKeys)[number];

const predicates: Record<QuickFilter, (m: Message) => boolean> = {
  leads: (m) => m.callTagName === 'PNC / Lead' || (m.messageType === 'CHAT' && (m.contactDescription ?? '').includes('Lead')),
  currentClients: (m) => m.callTagName === 'Current Client',
  flagged: (m) => m.followup === 'Y',
  assists: (m) => m.messageType === 'TASK' || m.messageType === 'CS',
  inbound: (m) => m.messageType === 'IC' || m.messageType === 'VIP',
  outbound: (m) => m.messageType === 'OC',
  messages: (m) => m.messageType === 'AGENT' || m.messageType === 'AGENT+VM',
  voicemails: (m) => m.messageType === 'VM' || m.messageType === 'AGENT+VM',
  unread: (m) => m.messageRead === null,
  robo: (m) => m.taskStatus === 'BLOCKED',
  vip: (m) => m.messageType === 'VIP',
};

export function matchesQuickFilters(m: Message, active: readonly QuickFilter[]): boolean {
  if (active.length === 0) return true;
  return active.some((key) => predicates[key](m));
}

/** Activity view type (spec core §4): ALL shows the not-archived items, ARCHIVED the archived. */
export type ActivityView = 'all' | 'archived';
export const matchesView = (m: Pick<Message, 'archived'>, view: ActivityView): boolean =>
  view === 'archived' ? m.archived === 'Y' : m.archived !== 'Y';
