/** Builders of the call items' messages rows: agent messages, voicemails, incoming calls, outcalls, VIP calls, assists. */
import { assistRequests, callTags, outcomes, vmTranscripts } from '../data';
import type { Rng } from '../random';
import { formContent, utterances } from './content';
import type { ActivityItem, MessageRow } from './types';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The call fields of a messages row: caller, numbers, place, length and times (draws the length first). */
function callFields(rng: Rng, item: ActivityItem, minSec: number, maxSec: number, billable: boolean) {
  const { draft: d, city, caller, ani, ourNumber, taken } = item;
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
}

/** A quarter of the calls come with a recording transcript. */
function maybeRecording(rng: Rng, item: ActivityItem, m: MessageRow) {
  const { caller, reason, agent } = item;
  if (rng.chance(0.25)) m.callRecordingTranscription = utterances(rng, caller, reason, agent, 0);
}

/** AGENT and AGENT+VM: a message an agent took (with the voicemail for AGENT+VM). */
export function agentMessage(rng: Rng, item: ActivityItem): MessageRow {
  const { draft: d, messageId, caller, ani, agent, reason, base } = item;
  const m: MessageRow = {
    ...base,
    ...callFields(rng, item, 45, 330, true),
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
  maybeRecording(rng, item, m);
  return m;
}

/** VM: a voicemail; some are blocked robocalls. */
export function voicemailMessage(rng: Rng, item: ActivityItem): MessageRow {
  const { messageId, caller, reason, base } = item;
  const robo = rng.chance(0.08);
  const m: MessageRow = {
    ...base,
    ...callFields(rng, item, 15, 120, false),
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
  return m;
}

/** IC: an incoming call; some are blocked robocalls. */
export function incomingCallMessage(rng: Rng, item: ActivityItem): MessageRow {
  const { base } = item;
  const robo = rng.chance(0.1);
  const m: MessageRow = {
    ...base,
    ...callFields(rng, item, 20, 900, false),
    callTagName: robo ? null : rng.weighted(callTags),
    contactDescription: robo ? 'Robocall blocked' : rng.pick(['Answered', 'Answered', 'Missed', 'Sent to voicemail']),
  };
  if (robo) {
    m.taskStatus = 'BLOCKED';
    m.caller = rng.pick(['Spam Risk', 'Unknown Caller', 'Potential Spam']);
    m.combinedDisplayName = m.caller;
    m.callLengthInSeconds = rng.int(1, 9);
  } else if (m.contactDescription === 'Missed') m.taskStatus = 'ABANDONED';
  maybeRecording(rng, item, m);
  return m;
}

/** OC: an outcall a user made from an account number. */
export function outcallMessage(rng: Rng, item: ActivityItem): MessageRow {
  const { recipient, ani, ourNumber, base } = item;
  const c = callFields(rng, item, 30, 1200, false);
  const m: MessageRow = {
    ...base,
    ...c,
    ani: ourNumber.phoneNumber,
    dnis: ani,
    outcallNumber: ani,
    outcallSourceNumber: ourNumber.phoneNumber,
    sendingUser: recipient.displayName,
    contactDescription: rng.pick(['Connected', 'Connected', 'Left voicemail', 'No answer']),
  };
  maybeRecording(rng, item, m);
  return m;
}

/** VIP: a call from one of the account's VIP callers (or the drawn caller when it has none). */
export function vipMessage(rng: Rng, item: ActivityItem): MessageRow {
  const { account: a, caller, ani, agent, base } = item;
  const vip = a.vipCallers.length > 0 ? rng.pick(a.vipCallers) : { name: caller, phoneNumber: ani };
  const m: MessageRow = {
    ...base,
    ...callFields(rng, item, 30, 400, true),
    caller: vip.name,
    combinedDisplayName: vip.name,
    ani: vip.phoneNumber,
    sendingAgent: agent,
    taskAgent: agent,
    callTagName: 'Current Client',
    contactDescription: rng.pick(['Transferred to VIP forwarding number', 'VIP call connected', 'Message taken']),
    textContent: `VIP caller ${vip.name} asked for a call back.`,
  };
  maybeRecording(rng, item, m);
  return m;
}

/** TASK and CS: an assist request handled by an agent. */
export function assistMessage(rng: Rng, item: ActivityItem): MessageRow {
  const { recipient, ageDays, caller, agent, base } = item;
  return {
    ...base,
    ...callFields(rng, item, 60, 600, true),
    request: rng.pick(assistRequests),
    taskUser: recipient.displayName,
    taskAgent: agent,
    sendingUser: recipient.displayName,
    taskStatus: ageDays < 1 && rng.chance(0.5) ? 'OPEN' : 'COMPLETE',
    contactDescription: rng.pick(['Assist completed', 'Left voicemail for the client', 'Email sent', 'Appointment scheduled']),
    textContent: `Assist request for ${caller}`,
  };
}
