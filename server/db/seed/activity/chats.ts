/** Builder of CHAT items: the chat with its lines, a lead for lead chats, and its messages row. */
import { chatAgentLines, chatVisitorLines, chatWebsites } from '../data';
import type { Rng } from '../random';
import type { ActivityIds, ActivityItem, ActivityRows, MessageRow } from './types';

/** CHAT: a website chat between an agent and a visitor (spam chats stop after the first line). */
export function chatConversationMessage(rng: Rng, item: ActivityItem, rows: ActivityRows, ids: ActivityIds): MessageRow {
  const { draft: d, account: a, recipient, read, archived, followup, city, caller, ani, agent, taken, base } = item;
  const chatId = ++ids.chatId;
  const type = rng.weighted([
    [['Lead'], 30],
    [['Actionable support'], 22],
    [['Non-actionable support'], 20],
    [['Spam'], 8],
    [['Testing'], 3],
    [['Lead', 'Actionable support'], 8],
    [['ProChats Use'], 2],
  ] as const);
  const types: string[] = [...type];
  // Every chat account shows web leads (billing-account §2 Web Leads): its first chat that is not
  // spam is a lead if none was. Drawn types alone left the smaller accounts without one at some
  // hours of the day (the draws before this one depend on the time), and the demo's Web Leads empty.
  if (!types.includes('Lead') && !types.includes('Spam') && !rows.leads.some((lead) => lead.accountId === a.accountId)) types.unshift('Lead');
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
    const chatMessageId = ++ids.chatMessageId;
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
    const leadId = ++ids.leadId;
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
        chatMessageId: ids.chatMessageId - lines.length + 1 + k,
        chatParticipantId: line.author === caller ? 2 : 1,
        textContents: line.message,
        added: new Date(startMs + k * 20_000).toISOString(),
      })),
      created: taken,
    });
  }
  return {
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
}
