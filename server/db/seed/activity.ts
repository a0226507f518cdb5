/** Generates the activity rows (messages, chats, texts, leads) for the seed. Pure: no database. */
import {
  agentMessage,
  assistMessage,
  incomingCallMessage,
  outcallMessage,
  vipMessage,
  voicemailMessage,
} from './activity/calls';
import { chatConversationMessage } from './activity/chats';
import { textThreadMessage } from './activity/texts';
import type {
  ActivityAccount,
  ActivityIds,
  ActivityItem,
  ActivityRows,
  Draft,
  MessageRow,
  MessageType,
} from './activity/types';
import { agentNames, callReasons, cities, firstNames, lastNames } from './data';
import { type Rng, usPhone } from './random';

export { messageTypes, type ActivityAccount, type ActivityRows, type Draft, type MessageType } from './activity/types';

const DAY = 86_400_000;
const MIN = 60_000;

export const typeWeights = (chat: boolean): (readonly [MessageType, number])[] => [
  ['AGENT', 30],
  ['IC', 11],
  ['VM', 8],
  ['AGENT+VM', 6],
  ['CHAT', chat ? 11 : 0],
  ['SMS', 8],
  ['TEXT', 4],
  ['TASK', 4],
  ['CS', 3],
  ['VIP', 4],
  ['OC', 8],
];

const name = (rng: Rng) => `${rng.pick(firstNames)} ${rng.pick(lastNames)}`;

/** Rows generated so far and the last id given in each table: later batches continue both. */
export interface ActivityBatch {
  rows: ActivityRows;
  ids: ActivityIds;
}

export function emptyActivity(): ActivityBatch {
  return {
    rows: { messages: [], chats: [], chatMessages: [], smsTasks: [], smsMessages: [], leads: [] },
    ids: { messageId: 0, chatId: 0, chatMessageId: 0, taskId: 0, smsMessageId: 0, leadId: 0 },
  };
}

/** The days before `now` the recent activity covers (the inbox lists and e2e read this window). */
export const RECENT_DAYS = 45;

/**
 * Draws `count` items over the 45 days before `now` and adds them to `into` (a new batch by
 * default) with the next ids.
 */
export function generateActivity(
  rng: Rng,
  accounts: ActivityAccount[],
  count: number,
  now: Date,
  into: ActivityBatch = emptyActivity(),
): ActivityBatch {
  const nowMs = now.getTime();
  const drafts: Draft[] = [];
  const accountWeights = accounts.map((a) => [a, a.weight] as const);
  const weightsWithChat = typeWeights(true);
  const weightsWithoutChat = typeWeights(false);
  for (let i = 0; i < count; i++) {
    const account = rng.weighted(accountWeights);
    const type = rng.weighted(account.chat ? weightsWithChat : weightsWithoutChat);
    // Business hours skew: mostly 7am–8pm Pacific-ish, some at night.
    const dayOffset = Math.floor(rng.next() * RECENT_DAYS);
    const dayStart = Math.floor((nowMs - dayOffset * DAY) / DAY) * DAY;
    const hour = rng.chance(0.85) ? rng.int(14, 27) : rng.int(0, 23); // UTC hours ≈ 7am–8pm PT
    let taken = dayStart + hour * 3_600_000 + rng.int(0, 3_599_999);
    if (taken > nowMs) taken = nowMs - rng.int(1, 6 * 3_600_000);
    if (taken < nowMs - RECENT_DAYS * DAY) taken = nowMs - RECENT_DAYS * DAY + rng.int(0, DAY);
    drafts.push({ taken, account, type, seq: i });
  }
  buildActivity(rng, drafts, nowMs, into);
  return into;
}

/**
 * Sorts the drafts by time, then builds each item in that order into `into`: the draws every
 * item shares (describeItem), then its type's own (buildMessage).
 */
export function buildActivity(rng: Rng, drafts: Draft[], nowMs: number, into: ActivityBatch): void {
  drafts.sort((a, b) => a.taken - b.taken || a.seq - b.seq);
  for (const d of drafts) {
    const item = describeItem(rng, d, ++into.ids.messageId, nowMs);
    into.rows.messages.push(buildMessage(rng, item, into.rows, into.ids));
  }
}

/** The draws every item shares, in a fixed order: location, recipient, flags, caller, numbers, agent, reason. */
function describeItem(rng: Rng, d: Draft, messageId: number, nowMs: number): ActivityItem {
  const a = d.account;
  const locationId = rng.pick(a.locationIds);
  const eligible = a.recipients.filter((r) => r.locationId === null || r.locationId === locationId);
  const recipient = rng.weighted(eligible.map((r) => [r, r.weight] as const));
  const ageDays = (nowMs - d.taken) / DAY;
  // Items older than the recent window (the history) have all been read.
  const read = rng.chance(ageDays > RECENT_DAYS ? 1 : ageDays > 2 ? 0.88 : 0.35);
  const archived = ageDays > 7 && rng.chance(0.3) ? 'Y' : 'N';
  const followup = rng.chance(0.04) ? 'Y' : 'N';
  const city = rng.chance(0.7) ? cities.find((c) => c.area === a.areaCode) ?? rng.pick(cities) : rng.pick(cities);
  const caller = name(rng);
  const ani = usPhone(rng, rng.chance(0.75) ? a.areaCode : city.area);
  const ourNumber = rng.pick(a.numbers);
  const agent = rng.pick(agentNames);
  const reason = rng.pick(callReasons[a.kind]);
  const taken = new Date(d.taken);
  const base: MessageRow = {
    messageId,
    deliveryId: 700_000 + messageId,
    userId: recipient.userId,
    accountId: a.accountId,
    locationId,
    messageGroupId: rng.pick(a.messageGroupIds),
    messageType: d.type,
    version: 1,
    taken,
    messageRead: read ? new Date(Math.min(nowMs, d.taken + rng.int(1, 180) * MIN)) : null,
    archived,
    followup,
    urgent: rng.chance(0.03) ? 'Y' : 'N',
    hasTaskAuditRecordId: 'N',
    fromCountry: 'US',
  };
  return {
    messageId, draft: d, account: a, recipient, ageDays, read, archived, followup,
    city, caller, ani, ourNumber, agent, reason, taken, base,
  };
}

/** The item's messages row, with its type's extra rows (threads, chats, leads) added to `rows`. */
function buildMessage(rng: Rng, item: ActivityItem, rows: ActivityRows, ids: ActivityIds): MessageRow {
  switch (item.draft.type) {
    case 'AGENT':
    case 'AGENT+VM':
      return agentMessage(rng, item);
    case 'VM':
      return voicemailMessage(rng, item);
    case 'IC':
      return incomingCallMessage(rng, item);
    case 'OC':
      return outcallMessage(rng, item);
    case 'VIP':
      return vipMessage(rng, item);
    case 'TASK':
    case 'CS':
      return assistMessage(rng, item);
    case 'SMS':
    case 'TEXT':
      return textThreadMessage(rng, item, rows, ids);
    case 'CHAT':
      return chatConversationMessage(rng, item, rows, ids);
  }
}
