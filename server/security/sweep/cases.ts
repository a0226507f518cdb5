/**
 * The authorisation sweep's table: one entry per endpoint of src/contract/endpoints.ts, keyed by
 * its name. An entry either builds the requests a user of another account sends with the
 * victim's ids (path params, query, body), or opts out with the reason. An endpoint without an
 * entry fails authorization-sweep.test.ts, so a new endpoint is swept from the day it lands.
 */
import type { EndpointName } from '../../../src/contract/endpoints';
import type { Attacker, Victim } from './victim';

export interface SweepRequest {
  /** What the variant tries (shown in the test name when an entry has several). */
  label?: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | (string | number)[]>;
  body?: Record<string, unknown>;
}

export type SweepEntry =
  | { requests: (victim: Victim, attacker: Attacker) => SweepRequest[] }
  | { optOut: string };

const wav = Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVEfmt \u0010\u0000\u0000\u0000').toString('base64');
const window = { startTime: '2000-01-01T00:00:00Z', endTime: '2100-01-01T00:00:00Z' };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The exports take at most 31 days: the last 30, where the seed's activity is. */
const days = { start: day(-30), end: day(0) };
/** A number no seeded account holds. */
const freshNumber = '+15035550987';
const phoneMethod = { contactMethodType: 'PHONE', phoneNumber: freshNumber };

const one = (request: SweepRequest) => [request];
const byId = (pick: (v: Victim) => number) => ({ requests: (v: Victim) => one({ params: { id: pick(v) } }) });
/** The caller's own scope only: no id to swap. The sweep still checks nothing of the others leaks or changes. */
const own = (request: SweepRequest = {}) => ({ requests: () => one(request) });

export const sweepEntries = {
  // ── account ──
  account: byId((v) => v.accountId),
  updateAccount: { requests: (v) => one({ params: { id: v.accountId }, body: { editType: 'company', accountName: 'Hijacked' } }) },

  // ── activity ──
  messagesRecent: { requests: (v) => one({ query: { accountId: v.accountId } }) },
  messagesAll: { requests: (v) => one({ query: { ...window, accountId: v.accountId } }) },
  messageRead: byId((v) => v.messageId),
  messageUnread: byId((v) => v.messageId),
  messageArchive: byId((v) => v.messageId),
  messageUnarchive: byId((v) => v.messageId),
  messageFollowup: { requests: (v) => one({ params: { id: v.messageId }, body: { followup: 'Y' } }) },
  chatRead: byId((v) => v.chatId),
  chatArchive: { requests: (v) => one({ params: { id: v.chatId }, body: { clear: 'Y' } }) },
  chatFollowup: { requests: (v) => one({ params: { id: v.chatId }, body: { followup: 'Y' } }) },
  voicemailAudio: { requests: (v) => one({ params: { audioKey: v.audioKey } }) },
  exportCsv: {
    requests: (v) => [
      { label: 'their account', query: { ...days, accountId: v.accountId } },
      { label: 'their ids', query: { ...days, ids: [v.messageId, v.voicemailMessageId] } },
    ],
  },
  exportChatCsv: {
    requests: (v) => [
      { label: 'their account', query: { ...days, accountId: v.accountId } },
      { label: 'their ids', query: { ...days, ids: [v.chatId] } },
    ],
  },
  exportPdf: { requests: (v) => one({ query: { ...days, accountId: v.accountId, ids: [v.messageId], search: 'THE' } }) },
  chatExport: { requests: (v) => one({ query: { chatId: v.chatId } }) },
  mediaLink: byId((v) => v.voicemailMessageId),
  mediaSigned: { requests: (v) => one({ params: { id: v.voicemailMessageId }, query: { expires: Date.now() + 60_000, signature: 'forged' } }) },
  reportFiles: own(),
  reportDownloadLink: byId((v) => v.reportFileId),
  reportFileSigned: { requests: (v) => one({ params: { id: v.reportFileId }, query: { expires: Date.now() + 60_000, signature: 'forged' } }) },
  bulkRead: { requests: (v) => one({ body: { messageIds: [v.messageId], chatIds: [v.chatId] } }) },
  bulkUnread: { requests: (v) => one({ body: { messageIds: [v.messageId], chatIds: [v.chatId] } }) },
  bulkArchive: { requests: (v) => one({ body: { messageIds: [v.messageId], chatIds: [v.chatId] } }) },
  bulkUnarchive: { requests: (v) => one({ body: { messageIds: [v.messageId], chatIds: [v.chatId] } }) },
  bulkFollowup: { requests: (v) => one({ body: { messageIds: [v.messageId], chatIds: [v.chatId], followup: 'Y' } }) },

  // ── assist, phone and text ──
  assistRequest: {
    requests: (v, a) => [
      { label: 'their location', body: { locationId: v.locationId, requestType: 'ASSIST', request: 'Hijacked', outboundPhoneNumberId: a.phoneNumberId } },
      { label: 'their number', body: { locationId: a.locationId, requestType: 'ASSIST', request: 'Hijacked', outboundPhoneNumberId: v.phoneNumberId } },
      {
        label: 'their activity item',
        body: { locationId: a.locationId, requestType: 'ASSIST', request: 'Hijacked', outboundPhoneNumberId: a.phoneNumberId, referenceMessageId: v.messageId },
      },
    ],
  },
  twilioToken: own(),
  outcallRequest: { requests: (v) => one({ body: { phoneNumberId: v.phoneNumberId, outcallNumber: freshNumber } }) },
  smsTasks: own({ query: { ...window, pageNumber: 0, version: 0 } }),
  sendText: { requests: (v) => one({ body: { sourcePhoneNumberId: v.phoneNumberId, destinationPhoneNumber: freshNumber, message: 'Hijacked' } }) },
  smsTaskRead: byId((v) => v.smsTaskId),
  smsCsv: own({ query: days }),

  // ── blocked ──
  blockedNumbers: { requests: (v) => one({ query: { accountId: v.accountId } }) },
  blockNumber: { requests: (v) => one({ body: { accountId: v.accountId, phoneNumber: freshNumber } }) },
  editBlockedNumber: {
    requests: (v, a) => [
      { label: 'their account', body: { accountId: v.accountId, entryId: v.blockedEntryId, phoneNumber: freshNumber, name: 'Hijacked' } },
      { label: 'own account, their entry', body: { accountId: a.accountId, entryId: v.blockedEntryId, phoneNumber: freshNumber, name: 'Hijacked' } },
    ],
  },
  unblockNumber: { requests: (v) => one({ body: { accountId: v.accountId, existingNumber: v.blockedNumber } }) },

  // ── contacts (each user's own book: the victim is `user` of Harbor Law) ──
  createContact: own({ body: { firstName: 'Sweep', contactMethods: [phoneMethod] } }),
  updateContact: { requests: (v) => one({ params: { id: v.contactId }, body: { firstName: 'Hijacked' } }) },
  deleteContact: byId((v) => v.contactId),
  addContactMethod: { requests: (v) => one({ params: { id: v.contactId }, body: phoneMethod }) },
  updateContactMethod: { requests: (v) => one({ params: { id: v.contactId, methodId: v.contactMethodId }, body: phoneMethod }) },
  deleteContactMethod: { requests: (v) => one({ params: { id: v.contactId, methodId: v.contactMethodId } }) },

  // ── profile, push, session: the signed-in user's own (PIN and password: agent sweep too) ──
  setAccessPin: own({ body: { accessPin: '8642' } }),
  changePassword: own({ body: { currentPassword: 'not-the-password', password: 'Sweep-Pass1' } }),
  pushPublicKey: own(),
  registerDevice: own({
    body: { systemType: 'WEBPUSH', description: 'sweep', endpoint: 'https://push.example/sweep', clientKey: 'AAAA', clientAuth: 'AAAA' },
  }),
  me: own(),
  session: { optOut: 'trades an identity key (a credential, not a resource id) for a session; credentials.test.ts covers revoked and foreign keys' },
  logout: own(),
  holdCalls: own({ body: { holdCalls: 'Y' } }),
  ackNotification: { requests: (v) => one({ body: { usageNotificationId: v.usageNotificationId } }) },

  // ── public pages and sign-in (no session: nothing of an account to reach with a session) ──
  quoteInfo: { optOut: 'the public quote page: its token is the authorisation (quote.test.ts)' },
  forgotPasswordSendCode: { optOut: 'public, before sign-in: takes an email and mobile, no account or id (sign-in.test.ts)' },
  forgotPasswordReset: { optOut: 'public, before sign-in: takes a reset code, no account or id (sign-in.test.ts)' },
  migrate: { optOut: 'public login migration: takes old credentials, no account or id (sign-in.test.ts)' },

  // ── the gate screens' calls: the caller's own second factor and password ──
  twoFactorSendSms: own(),
  twoFactorSendEmail: own(),
  twoFactorVerify: own({ body: { twoFactorCode: '000000' } }),
  passwordChangeKeyRequest: own(),
  setPassword: own({ body: { password: 'Sweep-Pass1', passwordChangeKey: 'forged' } }),

  // ── leads and reports ──
  leads: { requests: (v) => one({ query: { accountId: v.accountId } }) },
  reportCurrent: byId((v) => v.accountId),
  combinedReportCurrent: byId((v) => v.accountId),
  reportCallVolume: byId((v) => v.accountId),
  reportContactInsights: byId((v) => v.accountId),
  reportTasks: { requests: (v) => one({ params: { id: v.accountId, invoiceId: v.invoiceId } }) },
  reportPhoneNumberInsights: byId((v) => v.accountId),

  // ── settings ──
  conditionalCallForwarding: { requests: (v) => one({ body: { phoneNumberId: v.phoneNumberId, handling: 'FORWARD', patchNumber: '+15035550111' } }) },
  recordingAudio: { requests: (v) => one({ params: { audioKey: v.recordingAudioKey } }) },
  saveGreeting: { requests: (v) => one({ body: { recordingId: v.recordingId, contentType: 'audio/wav', duration: 5, audio: wav } }) },

  // ── status (each user's own: the victim is `user` of Harbor Law) ──
  statusLists: own(),
  status: own(),
  createStatus: own({ body: { takingCalls: 'Y', saved: 'N', statusName: 'Sweep' } }),
  updateStatus: { requests: (v) => one({ params: { id: v.statusId }, body: { takingCalls: 'N', saved: 'Y', statusName: 'Hijacked' } }) },
  scheduleStatus: { requests: (v) => one({ params: { id: v.statusId }, body: { startTime: '2099-01-01T10:00:00Z', endTime: '2099-01-01T11:00:00Z' } }) },
  cancelSchedule: { requests: (v) => one({ params: { id: v.statusId, scheduleId: v.statusScheduleId } }) },
  saveStatus: byId((v) => v.statusId),
  deleteStatus: byId((v) => v.statusId),

  // ── VIP ──
  vipCallers: { requests: (v) => one({ query: { accountId: v.accountId } }) },
  createVipCaller: { requests: (v) => one({ body: { accountId: v.accountId, name: 'Hijacked', phoneNumber: freshNumber } }) },
  updateVipCaller: {
    requests: (v, a) => [
      { label: 'their account', body: { accountId: v.accountId, vipCallerId: v.vipCallerId, name: 'Hijacked', phoneNumber: freshNumber } },
      { label: 'own account, their caller', body: { accountId: a.accountId, vipCallerId: v.vipCallerId, name: 'Hijacked', phoneNumber: freshNumber } },
    ],
  },
  deleteVipCaller: {
    requests: (v, a) => [
      { label: 'their account', body: { accountId: v.accountId, vipCallerId: v.vipCallerId } },
      { label: 'own account, their caller', body: { accountId: a.accountId, vipCallerId: v.vipCallerId } },
    ],
  },
  updateVipNumber: { requests: (v) => one({ body: { accountId: v.accountId, vipForwardingNumber: '+15035550111' } }) },
} satisfies Partial<Record<EndpointName, SweepEntry>> as Partial<Record<EndpointName, SweepEntry>>;
