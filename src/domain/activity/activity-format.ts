import type { Message } from '../../contract/activity';
import { formatUsDisplay } from '../numbers/us-display';

/** A list item: the server's message plus the client-only `held` flag (a change in flight). */
export type ActivityMessage = Message & { held?: boolean };

/** The "from" text a row shows: the caller's name, else their number. */
export function displayFrom(m: Message): string {
  if (m.messageType === 'OC') return m.sendingUser ?? formatUsDisplay(m.outcallSourceNumber ?? m.ani);
  if (m.messageType === 'TASK' || m.messageType === 'CS') return m.taskUser ?? m.sendingUser ?? '';
  return m.combinedDisplayName ?? m.caller ?? m.visitorFullName ?? formatUsDisplay(m.ani);
}

/** The "to" text: the called number for outgoing calls, else the message group or company. */
export function displayTo(m: Message): string {
  if (m.messageType === 'OC') return formatUsDisplay(m.outcallNumber ?? m.dnis);
  return m.messageGroupName ?? m.accountName;
}

/** The line under the names: text, request, transcription or the outcome (else `fallback`). */
export function previewText(m: Message, fallback = ''): string {
  return m.textContent ?? m.request ?? m.recordingTranscription ?? m.contactDescription ?? fallback;
}

export const isUnread = (m: Pick<Message, 'messageRead'>): boolean => m.messageRead === null;

/** Call length rounded to the nearest 30 s (spec core §9), as m:ss. */
export function roundedCallLength(seconds: number | null): string {
  if (seconds === null) return '';
  const rounded = Math.round(seconds / 30) * 30;
  return `${Math.floor(rounded / 60)}:${String(rounded % 60).padStart(2, '0')}`;
}

/** Receptionist time: billableAgentMinutes × 60 s as hh:mm:ss (spec core §9). */
export function receptionistTime(minutes: number | null): string {
  const total = Math.round((minutes ?? 0) * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** Billable tag: billableAgentMinutes above 0 (spec core §9). */
export const isBillable = (m: Pick<Message, 'billableAgentMinutes'>): boolean => (m.billableAgentMinutes ?? 0) > 0;

/** Chat website is truncated at 40 characters (spec core §9). */
export function cutWebsite(website: string): string {
  return website.length > 40 ? `${website.slice(0, 40)}…` : website;
}

/** Chat types that are never billed (spec core §9): spam, testing and internal use. */
const unbilledChatTypes = ['spam', 'testing', 'prochats use'];

/** Billable tag on a chat: its type is missing or not spam, testing or internal use (spec core §9). */
export const isChatBillable = (types: readonly string[]): boolean =>
  !types.some((type) => unbilledChatTypes.includes(type.trim().toLowerCase()));

/** One text of an SMS or TEXT conversation (spec core §3, SMS task messages). */
export interface ThreadText {
  messageId: number;
  taken: string;
  ani: string | null;
  dnis: string | null;
  /** Set on texts sent by staff; null on the customer's. */
  sendingUser: string | null;
  textContent: string | null;
}

/**
 * The conversation of an SMS or TEXT item, oldest first: the item's `messages` when it carries
 * them, else its last text alone (the activity list sends one text per item).
 */
export function smsThread(m: Message): ThreadText[] {
  if (m.messages && m.messages.length > 0) return [...m.messages].sort((a, b) => a.taken.localeCompare(b.taken));
  if (!m.textContent) return [];
  return [
    {
      messageId: m.lastMessageId ?? m.messageId,
      taken: m.lastMessage ?? m.taken,
      ani: m.ani,
      dnis: m.dnis,
      sendingUser: m.sendingUser,
      textContent: m.textContent,
    },
  ];
}
