/** Generates the activity rows (messages, chats, texts, leads) for the seed. Pure: no database. */
import type * as schema from '../schema';
import {
  agentNames,
  assistRequests,
  callReasons,
  callTags,
  chatAgentLines,
  chatVisitorLines,
  chatWebsites,
  cities,
  firstNames,
  lastNames,
  outcomes,
  smsInbound,
  smsOutbound,
  vmTranscripts,
} from './data';
import { type Rng, usPhone } from './random';

const DAY = 86_400_000;
const MIN = 60_000;

export const messageTypes = ['CHAT', 'SMS', 'AGENT', 'VM', 'AGENT+VM', 'TASK', 'CS', 'TEXT', 'VIP', 'IC', 'OC'] as const;
export type MessageType = (typeof messageTypes)[number];

export interface ActivityAccount {
  accountId: number;
  weight: number;
  kind: 'law' | 'dental' | 'plumbing';
  chat: boolean;
  website: string | null;
  locationIds: number[];
  messageGroupIds: number[];
  /** Account phone numbers (id and number). */
  numbers: { phoneNumberId: number; phoneNumber: string }[];
  /** Who receives deliveries: weight per user; locationId limits a location-scoped user. */
  recipients: { userId: number; displayName: string; weight: number; locationId: number | null }[];
  vipCallers: { name: string; phoneNumber: string }[];
  areaCode: string;
}

export interface ActivityRows {
  messages: (typeof schema.messages.$inferInsert)[];
  chats: (typeof schema.chats.$inferInsert)[];
  chatMessages: (typeof schema.chatMessages.$inferInsert)[];
  smsTasks: (typeof schema.smsTasks.$inferInsert)[];
  smsMessages: (typeof schema.smsMessages.$inferInsert)[];
  leads: (typeof schema.leads.$inferInsert)[];
}

const typeWeights = (chat: boolean): (readonly [MessageType, number])[] => [
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

interface Draft {
  taken: number;
  account: ActivityAccount;
  type: MessageType;
  seq: number;
}

const name = (rng: Rng) => `${rng.pick(firstNames)} ${rng.pick(lastNames)}`;
const round2 = (n: number) => Math.round(n * 100) / 100;

function utterances(rng: Rng, caller: string, reason: string, agent: string, start: number) {
  const lines: [string, string][] = [
    ['A', `Thank you for calling, this is ${agent}. How may I help you?`],
    ['B', `Hi, my name is ${caller}. I ${reason.replace(/^(is|was|has|needs|wants|received) /, (m) => m)}.`],
    ['A', 'I am sorry to hear that. Let me take down a few details for the team.'],
    ['B', rng.pick(['Sure, that would be great.', 'Okay. I really need someone to call me back today.', 'Thanks, I appreciate it.'])],
    ['A', 'Can I get the best number to reach you?'],
    ['B', 'Yes, this number is fine.'],
    ['A', 'Perfect. I will pass this along right away. Have a great day.'],
  ];
  let t = start;
  const utts = lines.map(([speaker, text]) => {
    const len = 1500 + text.length * 55;
    const u = { speaker, text, start: t, end: t + len };
    t += len + 300;
    return u;
  });
  const sentiments = utts.map((u) => ({
    speaker: u.speaker,
    sentiment: rng.weighted([
      ['POSITIVE', u.speaker === 'A' ? 5 : 2],
      ['NEUTRAL', 4],
      ['NEGATIVE', u.speaker === 'B' ? 2 : 0.2],
    ] as const),
    text: u.text,
  }));
  return { utterances: utts, sentiment_analysis_results: sentiments };
}

function formContent(rng: Rng, caller: string, phone: string, reason: string) {
  const [first, last] = caller.split(' ');
  const email = `${(first ?? 'caller').toLowerCase()}.${(last ?? '').toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}`;
  const fields = [
    { label: 'Caller Name', property: 'callerName', type: 'TEXT', value: caller, size: 6 },
    { label: 'Phone Number', property: 'callerPhone', type: 'PHONE', value: phone, size: 6 },
    { label: 'Email', property: 'callerEmail', type: 'EMAIL', value: rng.chance(0.7) ? email : '', size: 6 },
    { label: 'Best Time to Call', property: 'callbackTime', type: 'TEXT', value: rng.pick(['Morning', 'Afternoon', 'Any time', 'After 5 PM']), size: 6 },
    { label: 'Reason for Call', property: 'reason', type: 'TEXTAREA', value: `Caller ${reason}.`, size: 12 },
    { label: 'Urgent', property: 'urgent', type: 'CHECKBOX', value: rng.chance(0.1) ? 'Yes' : 'No', size: 3 },
  ];
  return { fields: fields.map((f, i) => ({ formFieldId: 1000 + i, ...f })) };
}

export function generateActivity(
  rng: Rng,
  accounts: ActivityAccount[],
  count: number,
  now: Date,
): ActivityRows {
  const nowMs = now.getTime();
  const drafts: Draft[] = [];
  const accountWeights = accounts.map((a) => [a, a.weight] as const);
  const weightsWithChat = typeWeights(true);
  const weightsWithoutChat = typeWeights(false);
  for (let i = 0; i < count; i++) {
    const account = rng.weighted(accountWeights);
    const type = rng.weighted(account.chat ? weightsWithChat : weightsWithoutChat);
    // Business hours skew: mostly 7am–8pm Pacific-ish, some at night.
    const dayOffset = Math.floor(rng.next() * 45);
    const dayStart = Math.floor((nowMs - dayOffset * DAY) / DAY) * DAY;
    const hour = rng.chance(0.85) ? rng.int(14, 27) : rng.int(0, 23); // UTC hours ≈ 7am–8pm PT
    let taken = dayStart + hour * 3_600_000 + rng.int(0, 3_599_999);
    if (taken > nowMs) taken = nowMs - rng.int(1, 6 * 3_600_000);
    if (taken < nowMs - 45 * DAY) taken = nowMs - 45 * DAY + rng.int(0, DAY);
    drafts.push({ taken, account, type, seq: i });
  }
  drafts.sort((a, b) => a.taken - b.taken || a.seq - b.seq);

  const rows: ActivityRows = { messages: [], chats: [], chatMessages: [], smsTasks: [], smsMessages: [], leads: [] };
  let chatId = 0;
  let chatMessageId = 0;
  let taskId = 0;
  let smsMessageId = 0;
  let leadId = 0;

  drafts.forEach((d, index) => {
    const messageId = index + 1;
    const a = d.account;
    const locationId = rng.pick(a.locationIds);
    const eligible = a.recipients.filter((r) => r.locationId === null || r.locationId === locationId);
    const recipient = rng.weighted(eligible.map((r) => [r, r.weight] as const));
    const ageDays = (nowMs - d.taken) / DAY;
    const read = rng.chance(ageDays > 2 ? 0.88 : 0.35);
    const archived = ageDays > 7 && rng.chance(0.3) ? 'Y' : 'N';
    const followup = rng.chance(0.04) ? 'Y' : 'N';
    const city = rng.chance(0.7) ? cities.find((c) => c.area === a.areaCode) ?? rng.pick(cities) : rng.pick(cities);
    const caller = name(rng);
    const ani = usPhone(rng, rng.chance(0.75) ? a.areaCode : city.area);
    const ourNumber = rng.pick(a.numbers);
    const agent = rng.pick(agentNames);
    const reason = rng.pick(callReasons[a.kind]);
    const taken = new Date(d.taken);
    const base: typeof schema.messages.$inferInsert = {
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

    const callFields = (minSec: number, maxSec: number, billable: boolean) => {
      const len = rng.int(minSec, maxSec);
      return {
        caller,
        combinedDisplayName: caller,
        ani,
        dnis: ourNumber.phoneNumber,
        fromCity: city.city,
        fromState: city.state,
        callLengthInSeconds: len,
        taskStartTime: new Date(d.taken - len * 1000),
        taskEndTime: taken,
        billableAgentMinutes: billable ? round2(Math.max(0.5, len / 60)) : 0,
        hasTaskAuditRecordId: rng.chance(0.15) ? 'Y' : 'N',
        taskStatus: 'COMPLETE',
      };
    };
    const maybeRecording = (m: typeof base) => {
      if (rng.chance(0.25)) m.callRecordingTranscription = utterances(rng, caller, reason, agent, 0);
    };

    let m: typeof base;
    switch (d.type) {
      case 'AGENT':
      case 'AGENT+VM': {
        m = {
          ...base,
          ...callFields(45, 330, true),
          sendingAgent: agent,
          taskAgent: agent,
          callTagName: rng.weighted(callTags),
          contactDescription: rng.pick(outcomes),
          textContent: `${caller} ${reason}. Please call back at ${ani}.`,
          formContent: formContent(rng, caller, ani, reason),
        };
        if (d.type === 'AGENT+VM') {
          m.combinedMessageId = messageId;
          m.recordingDuration = rng.int(12, 95);
          m.audioKey = `vm-${String(messageId).padStart(7, '0')}`;
          m.recordingTranscription = rng
            .pick(vmTranscripts)
            .replace('{caller}', caller)
            .replace('{reason}', reason.replace(/^\w+ /, ''))
            .replace('{reason2}', reason);
        }
        maybeRecording(m);
        break;
      }
      case 'VM': {
        const robo = rng.chance(0.08);
        m = {
          ...base,
          ...callFields(15, 120, false),
          recordingDuration: rng.int(8, 110),
          audioKey: `vm-${String(messageId).padStart(7, '0')}`,
          recordingTranscription: robo
            ? 'This is an important message about your vehicle’s extended warranty. Press one to speak to an agent.'
            : rng.pick(vmTranscripts).replace('{caller}', caller).replace('{reason}', reason.replace(/^\w+ /, '')).replace('{reason2}', reason),
        };
        if (robo) {
          m.taskStatus = 'BLOCKED';
          m.caller = 'Spam Risk';
          m.combinedDisplayName = 'Spam Risk';
          m.contactDescription = 'Robocall blocked';
        }
        break;
      }
      case 'IC': {
        const robo = rng.chance(0.1);
        m = {
          ...base,
          ...callFields(20, 900, false),
          callTagName: robo ? null : rng.weighted(callTags),
          contactDescription: robo ? 'Robocall blocked' : rng.pick(['Answered', 'Answered', 'Missed', 'Sent to voicemail']),
        };
        if (robo) {
          m.taskStatus = 'BLOCKED';
          m.caller = rng.pick(['Spam Risk', 'Unknown Caller', 'Potential Spam']);
          m.combinedDisplayName = m.caller;
          m.callLengthInSeconds = rng.int(1, 9);
        } else if (m.contactDescription === 'Missed') m.taskStatus = 'ABANDONED';
        maybeRecording(m);
        break;
      }
      case 'OC': {
        const c = callFields(30, 1200, false);
        m = {
          ...base,
          ...c,
          ani: ourNumber.phoneNumber,
          dnis: ani,
          outcallNumber: ani,
          outcallSourceNumber: ourNumber.phoneNumber,
          sendingUser: recipient.displayName,
          contactDescription: rng.pick(['Connected', 'Connected', 'Left voicemail', 'No answer']),
        };
        maybeRecording(m);
        break;
      }
      case 'VIP': {
        const vip = a.vipCallers.length > 0 ? rng.pick(a.vipCallers) : { name: caller, phoneNumber: ani };
        m = {
          ...base,
          ...callFields(30, 400, true),
          caller: vip.name,
          combinedDisplayName: vip.name,
          ani: vip.phoneNumber,
          sendingAgent: agent,
          taskAgent: agent,
          callTagName: 'Current Client',
          contactDescription: rng.pick(['Transferred to VIP forwarding number', 'VIP call connected', 'Message taken']),
          textContent: `VIP caller ${vip.name} asked for a call back.`,
        };
        maybeRecording(m);
        break;
      }
      case 'TASK':
      case 'CS': {
        m = {
          ...base,
          ...callFields(60, 600, true),
          request: rng.pick(assistRequests),
          taskUser: recipient.displayName,
          taskAgent: agent,
          sendingUser: recipient.displayName,
          taskStatus: ageDays < 1 && rng.chance(0.5) ? 'OPEN' : 'COMPLETE',
          contactDescription: rng.pick(['Assist completed', 'Left voicemail for the client', 'Email sent', 'Appointment scheduled']),
          textContent: `Assist request for ${caller}`,
        };
        break;
      }
      case 'SMS':
      case 'TEXT': {
        taskId += 1;
        const outbound = d.type === 'TEXT';
        const n = rng.int(2, 7);
        // Thread times end at `taken`.
        const times: number[] = [];
        let t = d.taken;
        for (let k = 0; k < n; k++) {
          times.unshift(t);
          t -= rng.int(1, 240) * MIN;
        }
        let unreadTail = 0;
        let lastText = '';
        for (let k = 0; k < n; k++) {
          smsMessageId += 1;
          const fromCustomer = outbound ? k % 2 === 1 : k % 2 === 0;
          lastText = fromCustomer ? rng.pick(smsInbound) : rng.pick(smsOutbound);
          const withImage = fromCustomer && rng.chance(0.04);
          rows.smsMessages.push({
            messageId: smsMessageId,
            taskId,
            taken: new Date(times[k]!),
            ani: fromCustomer ? ani : ourNumber.phoneNumber,
            dnis: fromCustomer ? ourNumber.phoneNumber : ani,
            sendingUser: fromCustomer ? null : recipient.displayName,
            sendingUserId: fromCustomer ? null : recipient.userId,
            textContent: lastText,
            formContent: withImage
              ? { fields: [{ formFieldId: 1, label: 'Image', property: 'image', type: 'IMAGE', value: `mms-${smsMessageId}.jpg`, size: 12 }] }
              : null,
          });
          unreadTail = fromCustomer ? unreadTail + 1 : 0;
        }
        rows.smsTasks.push({
          taskId,
          accountId: a.accountId,
          phoneNumberId: ourNumber.phoneNumberId,
          ani,
          dnis: ourNumber.phoneNumber,
          smsDisplayName: rng.chance(0.6) ? caller : null,
          taken: new Date(times[0]!),
          lastMessage: taken,
          unread: read ? 0 : unreadTail,
          version: 1,
        });
        m = {
          ...base,
          taskId,
          caller: rng.chance(0.6) ? caller : null,
          combinedDisplayName: caller,
          ani,
          dnis: ourNumber.phoneNumber,
          fromCity: city.city,
          fromState: city.state,
          textContent: lastText,
          lastMessageId: smsMessageId,
          sendingUser: outbound ? recipient.displayName : null,
          taskStatus: 'COMPLETE',
        };
        break;
      }
      case 'CHAT': {
        chatId += 1;
        const type = rng.weighted([
          [['Lead'], 30],
          [['Actionable support'], 22],
          [['Non-actionable support'], 20],
          [['Spam'], 8],
          [['Testing'], 3],
          [['Lead', 'Actionable support'], 8],
          [['ProChats Use'], 2],
        ] as const);
        const types = [...type];
        const duration = rng.int(90, 1500);
        const email = `${caller.split(' ')[0]!.toLowerCase()}${rng.int(1, 99)}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`;
        const visitorPhone = rng.chance(0.7) ? ani : null;
        const website = rng.pick(chatWebsites).replace('harborlaw.example', (a.website ?? 'https://www.harborlaw.example').replace(/^https?:\/\/(www\.)?/, ''));
        const startMs = d.taken - duration * 1000;
        const lines: { author: string; message: string }[] = [];
        const spam = types.includes('Spam');
        const firstLine = spam ? chatVisitorLines[chatVisitorLines.length - 1]! : rng.pick(chatVisitorLines.slice(0, -2));
        lines.push({ author: agent, message: chatAgentLines[0]!.replace('{agent}', agent.split(' ')[0]!) });
        lines.push({ author: caller, message: firstLine });
        if (!spam) {
          const extra = rng.int(1, 4);
          for (let k = 0; k < extra; k++) {
            lines.push({ author: agent, message: chatAgentLines[1 + (k % (chatAgentLines.length - 1))]! });
            lines.push({
              author: caller,
              message: k === 0 ? `${caller}, ${visitorPhone ?? email}` : rng.pick(['Okay, thank you.', 'That works.', 'No, that is all. Thanks!', 'Great, I will wait for the call.']),
            });
          }
        }
        lines.forEach((line, k) => {
          chatMessageId += 1;
          rows.chatMessages.push({
            chatMessageId,
            chatId,
            author: line.author,
            message: line.message,
            created: new Date(startMs + Math.round(((k + 1) / (lines.length + 1)) * duration * 1000)),
          });
        });
        rows.chats.push({
          chatId,
          accountId: a.accountId,
          userId: recipient.userId,
          types,
          created: new Date(startMs),
          ended: taken,
          visitorFullName: spam ? null : caller,
          visitorPhone: spam ? null : visitorPhone,
          visitorEmail: spam ? null : email,
          visitorLocation: `${city.city}, ${city.state}`,
          outcome: spam ? 'Spam' : rng.pick(['Lead captured', 'Answered question', 'Transferred to intake', 'Visitor left']),
          actions: spam ? [] : rng.sample(['Emailed transcript', 'Created lead', 'Sent to Clio', 'Texted office'], rng.int(1, 2)),
          website,
          agentFullName: agent,
          chatDuration: duration,
          read: read ? 'Y' : 'N',
          archived,
          followup,
          version: 1,
        });
        if (types.includes('Lead')) {
          leadId += 1;
          rows.leads.push({
            leadId,
            accountId: a.accountId,
            chatId,
            title: `Website lead – ${caller}`,
            webleadJson: {
              name: caller,
              phone: visitorPhone,
              email,
              matterType: rng.pick(['Personal injury', 'Family law', 'Estate planning', 'Employment', 'Landlord / tenant']),
              description: firstLine,
              preferredContact: rng.pick(['Phone', 'Email', 'Text']),
              source: website,
            },
            messages: lines.map((line, k) => ({
              chatMessageId: chatMessageId - lines.length + 1 + k,
              chatParticipantId: line.author === caller ? 2 : 1,
              textContents: line.message,
              added: new Date(startMs + k * 20_000).toISOString(),
            })),
            created: taken,
          });
        }
        m = {
          ...base,
          chatId,
          caller: spam ? 'Website visitor' : caller,
          combinedDisplayName: spam ? 'Website visitor' : caller,
          ani: visitorPhone,
          fromCity: city.city,
          fromState: city.state,
          textContent: firstLine,
          contactDescription: types.join(', '),
          sendingAgent: agent,
          taskStatus: 'COMPLETE',
        };
        break;
      }
    }
    rows.messages.push(m);
  });
  return rows;
}
