/** A message row with its account, message group and chat names, and its mapping to the contract `Message`. */
import type { Message } from '../../../src/contract/activity';
import * as s from '../schema';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
const asYn = (v: string | null | undefined): 'Y' | 'N' => (v === 'Y' ? 'Y' : 'N');

/** The columns to select for message rows (join accounts, and left join message groups and chats). */
export const messageColumns = {
  m: s.messages,
  accountName: s.accounts.accountName,
  messageGroupName: s.messageGroups.name,
  website: s.chats.website,
  visitorFullName: s.chats.visitorFullName,
};

export type MessageRow = {
  m: typeof s.messages.$inferSelect;
  accountName: string;
  messageGroupName: string | null;
  website: string | null;
  visitorFullName: string | null;
};

export function toMessage(row: MessageRow): Message {
  const { m } = row;
  const read = m.messageRead ? 'Y' : 'N';
  const archived = asYn(m.archived);
  const followup = asYn(m.followup);
  return {
    messageId: m.messageId,
    messageType: m.messageType,
    deliveryId: m.deliveryId,
    userId: m.userId,
    accountId: m.accountId,
    accountName: row.accountName,
    locationId: m.locationId,
    messageGroupName: row.messageGroupName,
    chatId: m.chatId,
    taskId: m.taskId,
    version: m.version,
    caller: m.caller,
    ani: m.ani,
    dnis: m.dnis,
    outcallNumber: m.outcallNumber,
    outcallSourceNumber: m.outcallSourceNumber,
    combinedDisplayName: m.combinedDisplayName,
    combinedMessageId: m.combinedMessageId,
    fromCity: m.fromCity,
    fromState: m.fromState,
    fromCountry: m.fromCountry,
    taskUser: m.taskUser,
    sendingAgent: m.sendingAgent,
    sendingUser: m.sendingUser,
    taskAgent: m.taskAgent,
    taskStatus: m.taskStatus,
    taskStartTime: iso(m.taskStartTime),
    taskEndTime: iso(m.taskEndTime),
    callLengthInSeconds: m.callLengthInSeconds,
    billableAgentMinutes: m.billableAgentMinutes === null ? null : Number(m.billableAgentMinutes),
    hasTaskAuditRecordId: asYn(m.hasTaskAuditRecordId),
    callTagName: m.callTagName,
    contactDescription: m.contactDescription,
    urgent: asYn(m.urgent),
    taken: m.taken.toISOString(),
    lastMessage: m.taskId !== null ? m.taken.toISOString() : null,
    lastMessageId: m.lastMessageId,
    read,
    messageRead: iso(m.messageRead),
    archived,
    messageArchived: archived,
    followup,
    messageFollowup: followup,
    textContent: m.textContent,
    formContent: (m.formContent as Message['formContent']) ?? null,
    request: m.request,
    recordingTranscription: m.recordingTranscription,
    recordingDuration: m.recordingDuration,
    audioKey: m.audioKey,
    callRecordingTranscription: (m.callRecordingTranscription as Message['callRecordingTranscription']) ?? null,
    website: row.website,
    visitorFullName: row.visitorFullName,
  };
}
