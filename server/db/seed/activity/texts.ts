/** Builder of SMS and TEXT items: the text thread (sms_tasks, sms_messages) and its messages row. */
import { smsInbound, smsOutbound } from '../data';
import type { Rng } from '../random';
import type { ActivityIds, ActivityItem, ActivityRows, MessageRow } from './types';

const MIN = 60_000;

/** SMS (the customer wrote first) and TEXT (the user wrote first): a thread of 2..7 texts ending at the item's time. */
export function textThreadMessage(rng: Rng, item: ActivityItem, rows: ActivityRows, ids: ActivityIds): MessageRow {
  const { draft: d, account: a, recipient, read, city, caller, ani, ourNumber, taken, base } = item;
  const taskId = ++ids.taskId;
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
    const smsMessageId = ++ids.smsMessageId;
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
  return {
    ...base,
    taskId,
    caller: rng.chance(0.6) ? caller : null,
    combinedDisplayName: caller,
    ani,
    dnis: ourNumber.phoneNumber,
    fromCity: city.city,
    fromState: city.state,
    textContent: lastText,
    lastMessageId: ids.smsMessageId,
    sendingUser: outbound ? recipient.displayName : null,
    taskStatus: 'COMPLETE',
  };
}
