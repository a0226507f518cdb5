import type { ChatItem } from '@/contract/activity';

/** A chat list row: the server's chat plus the client-only `held` flag (a change in flight). */
export type ChatRow = ChatItem & { held?: boolean };

/** Chat filters of the chat activity list (spec core §2), each on or off; none: every chat shows. */
export const chatFilterKeys = ['actionable', 'nonActionable', 'flagged', 'leads', 'unread', 'spam'] as const;
export type ChatFilter = (typeof chatFilterKeys)[number];

const hasType = (c: Pick<ChatItem, 'types'>, type: string) => c.types.some((t) => t.toLowerCase() === type);

const predicates: Record<ChatFilter, (c: ChatItem) => boolean> = {
  actionable: (c) => hasType(c, 'actionable support'),
  nonActionable: (c) => hasType(c, 'non-actionable support'),
  flagged: (c) => c.followup === 'Y',
  leads: (c) => hasType(c, 'lead'),
  unread: (c) => c.read !== 'Y',
  spam: (c) => hasType(c, 'spam'),
};

export function matchesChatFilters(c: ChatItem, active: readonly ChatFilter[]): boolean {
  if (active.length === 0) return true;
  return active.some((key) => predicates[key](c));
}

/** Chat search: case-insensitive over the visitor, contact details, website, agent and transcript. */
export function chatMatchesSearch(c: ChatItem, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const fields = [c.visitorFullName, c.visitorPhone, c.visitorEmail, c.visitorLocation, c.website, c.agentFullName, c.outcome, c.accountName];
  if (fields.some((f) => f?.toLowerCase().includes(q))) return true;
  const digits = q.replace(/[() -]/g, '');
  if (/^\+?\d{3,}$/.test(digits) && c.visitorPhone?.replace(/[() -]/g, '').includes(digits)) return true;
  return c.messages.some((line) => line.message.toLowerCase().includes(q));
}
