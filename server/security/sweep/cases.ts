/**
 * The authorisation sweep's table: one entry per endpoint of src/contract/endpoints.ts, keyed by
 * its name. An entry either builds the requests a user of another account sends with the
 * victim's ids (path params, query, body) and names its positive control, or opts out with the
 * reason. An endpoint without an entry fails authorization-sweep.test.ts, so a new endpoint is
 * swept from the day it lands.
 */
import type { EndpointName } from '../../../src/contract/endpoints';
import type { Attacker, Victim } from './victim';

export interface SweepRequest {
  /** What the variant tries (shown in the test name when an entry has several). */
  label?: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | (string | number)[]>;
  body?: Record<string, unknown>;
  /** Why this variant has no positive control (it mixes the caller's account with the victim's ids). */
  noControl?: string;
  /** This variant's control, when it is not the entry's. */
  control?: Control;
}

/**
 * The positive control: the identical request, sent by someone entitled to it, must answer 2xx,
 * or the case may have failed for another reason (a malformed request, a missing row) and never
 * reached the access check it is meant to prove.
 * - `'owner'`: the victim user (`user` of Harbor Law), who owns the swept contacts and statuses;
 * - `'admin'`: Harbor Law's GLOBALADMIN (`admin`), for the account's resources;
 * - `'self'`: the request names nothing of the victim (the caller's own scope), so the caller's
 *   own request must succeed;
 * - `{ none }`: no request can succeed (a forged signature is the case), with the reason.
 */
export type Control = 'owner' | 'admin' | 'self' | { none: string };

export type SweepEntry =
  | { requests: (victim: Victim, attacker: Attacker) => SweepRequest[]; control: Control }
  | { optOut: string };

const wav = Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVEfmt \u0010\u0000\u0000\u0000').toString('base64');
const window = { startTime: '2000-01-01T00:00:00Z', endTime: '2100-01-01T00:00:00Z' };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The exports take at most 31 days: the last 30, where the seed's activity is. */
const days = { start: day(-30), end: day(0) };
/** Numbers no seeded account holds (one per entry that adds one, so the controls do not collide). */
const freshNumber = '+15035550987';
const otherFreshNumber = '+15035550986';
const phoneMethod = { contactMethodType: 'PHONE', phoneNumber: freshNumber };

const one = (request: SweepRequest) => [request];
const byId = (pick: (v: Victim) => number, control: Control = 'admin') => ({ requests: (v: Victim) => one({ params: { id: pick(v) } }), control });
/** The caller's own scope only: no id to swap. The sweep still checks nothing of the others leaks or changes. */
const own = (request: SweepRequest = {}, control: Control = 'self') => ({ requests: () => one(request), control });
/** Bulk triage of the victim's message (its owner's to change) and chat (the account's). */
const bulk = (v: Victim, extra: Record<string, unknown> = {}): SweepRequest[] => [
  { label: 'their message', body: { messageIds: [v.messageId], ...extra } },
  { label: 'their chat', body: { chatIds: [v.chatId], ...extra }, control: 'admin' },
];
/** The consent to the 3% credit-card surcharge on a 1.00 payment (the victim's method is a credit card). */
const consentToOneDollar = { surchargeAmount: 0.03, surchargePercent: 3, totalAmount: 1.03, receivedConsent: 'Y' };
const mixed = 'the caller’s own account with the victim’s entry: nobody is entitled to send it';

export const sweepEntries = {
  // ── account ──
  account: byId((v) => v.accountId),
  addressSuggestions: own({ query: { search: '1120 SW', country: 'US' } }),
  updateAccount: { requests: (v) => one({ params: { id: v.accountId }, body: { editType: 'company', accountName: 'Hijacked' } }), control: 'admin' },

  // ── billing (GLOBALADMIN and BILLING_ADMIN of the account only) ──
  invoice: { requests: (v) => one({ params: { id: v.accountId, invoiceId: v.invoiceId } }), control: 'admin' },
  payInvoice: {
    requests: (v, a) => [
      { label: 'their account', params: { id: v.accountId, invoiceId: v.openInvoiceId }, body: { paymentMethodUid: v.paymentMethodUid, amount: 1, idempotencyKey: 'sweep-pay-their', surchargeMetadata: consentToOneDollar } },
      { label: 'own account, their invoice', params: { id: a.accountId, invoiceId: v.openInvoiceId }, body: { paymentMethodUid: 'pm_4_card', amount: 1, idempotencyKey: 'sweep-pay-own' }, noControl: mixed },
    ],
    control: 'admin',
  },
  invoicePdf: { requests: (v) => one({ params: { id: v.accountId, invoiceId: v.invoiceId }, query: { expires: Date.now() + 60_000, signature: 'forged' } }), control: { none: 'the forged signature is the case: no one’s identical request may succeed (billing tests fetch a signed link)' } },
  surcharge: {
    requests: (v, a) => [
      { label: 'their account', params: { id: v.accountId }, body: { amount: '10', invoiceId: v.openInvoiceId, paymentMethodUid: v.paymentMethodUid } },
      { label: 'own account, their method', params: { id: a.accountId }, body: { amount: '10', invoiceId: v.openInvoiceId, paymentMethodUid: v.paymentMethodUid }, noControl: mixed },
    ],
    control: 'admin',
  },
  paymentMethods: byId((v) => v.accountId),
  deletePaymentMethod: {
    requests: (v, a) => [
      { label: 'their account', params: { id: v.accountId, uid: v.otherPaymentMethodUid } },
      { label: 'own account, their method', params: { id: a.accountId, uid: v.otherPaymentMethodUid }, noControl: mixed },
    ],
    control: 'admin',
  },
  autopay: {
    requests: (v, a) => [
      { label: 'their account', params: { id: v.accountId }, body: { autopay: 'Y', paymentMethodUid: v.otherPaymentMethodUid } },
      { label: 'own account, their method', params: { id: a.accountId }, body: { autopay: 'Y', paymentMethodUid: v.otherPaymentMethodUid }, noControl: mixed },
    ],
    control: 'admin',
  },
  stripeCheckout: byId((v) => v.accountId),

  // ── activity ──
  messagesRecent: { requests: (v) => one({ query: { accountId: v.accountId } }), control: 'admin' },
  messagesAll: { requests: (v) => one({ query: { ...window, accountId: v.accountId } }), control: 'admin' },
  messageRead: byId((v) => v.messageId, 'owner'),
  messageUnread: byId((v) => v.messageId, 'owner'),
  messageArchive: byId((v) => v.messageId, 'owner'),
  messageUnarchive: byId((v) => v.messageId, 'owner'),
  messageFollowup: { requests: (v) => one({ params: { id: v.messageId }, body: { followup: 'Y' } }), control: 'owner' },
  chatRead: byId((v) => v.chatId),
  chatArchive: { requests: (v) => one({ params: { id: v.chatId }, body: { clear: 'Y' } }), control: 'admin' },
  chatFollowup: { requests: (v) => one({ params: { id: v.chatId }, body: { followup: 'Y' } }), control: 'admin' },
  voicemailAudio: { requests: (v) => one({ params: { audioKey: v.audioKey } }), control: 'admin' },
  exportCsv: {
    requests: (v) => [
      { label: 'their account', query: { ...days, accountId: v.accountId } },
      { label: 'their ids', query: { ...days, ids: [v.messageId, v.voicemailMessageId] } },
    ],
    control: 'admin',
  },
  exportChatCsv: {
    requests: (v) => [
      { label: 'their account', query: { ...days, accountId: v.accountId } },
      { label: 'their ids', query: { ...days, ids: [v.chatId] } },
    ],
    control: 'admin',
  },
  exportPdf: { requests: (v) => one({ query: { ...days, accountId: v.accountId, ids: [v.messageId], search: 'THE' } }), control: 'admin' },
  chatExport: { requests: (v) => one({ query: { chatId: v.chatId } }), control: 'admin' },
  mediaLink: byId((v) => v.voicemailMessageId),
  mediaSigned: { requests: (v) => one({ params: { id: v.voicemailMessageId }, query: { expires: Date.now() + 60_000, signature: 'forged' } }), control: { none: 'the forged signature is the case: no one’s identical request may succeed (activity-media tests serve a genuine link)' } },
  reportFiles: own(),
  reportDownloadLink: byId((v) => v.reportFileId),
  reportFileSigned: { requests: (v) => one({ params: { id: v.reportFileId }, query: { expires: Date.now() + 60_000, signature: 'forged' } }), control: { none: 'the forged signature is the case: no one’s identical request may succeed (report-file tests serve a genuine link)' } },
  bulkRead: { requests: (v) => bulk(v), control: 'owner' },
  bulkUnread: { requests: (v) => bulk(v), control: 'owner' },
  bulkArchive: { requests: (v) => bulk(v), control: 'owner' },
  bulkUnarchive: { requests: (v) => bulk(v), control: 'owner' },
  bulkFollowup: { requests: (v) => bulk(v, { followup: 'Y' }), control: 'owner' },

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
    control: { none: mixed },
  },
  twilioToken: own({}, { none: 'the tests run without Twilio configuration: the token call answers 404 for everyone (phone tests cover it configured)' }),
  outcallRequest: { requests: (v) => one({ body: { phoneNumberId: v.phoneNumberId, outcallNumber: freshNumber } }), control: 'admin' },
  smsTasks: own({ query: { ...window, pageNumber: 0, version: 0 } }),
  sendText: { requests: (v) => one({ body: { sourcePhoneNumberId: v.phoneNumberId, destinationPhoneNumber: freshNumber, message: 'Hijacked' } }), control: 'admin' },
  smsTaskRead: byId((v) => v.smsTaskId),
  smsCsv: own({ query: days }),

  // ── blocked ──
  blockedNumbers: { requests: (v) => one({ query: { accountId: v.accountId } }), control: 'admin' },
  blockNumber: { requests: (v) => one({ body: { accountId: v.accountId, phoneNumber: freshNumber } }), control: 'admin' },
  editBlockedNumber: {
    requests: (v, a) => [
      { label: 'their account', body: { accountId: v.accountId, entryId: v.blockedEntryId, phoneNumber: otherFreshNumber, name: 'Hijacked' } },
      { label: 'own account, their entry', noControl: mixed, body: { accountId: a.accountId, entryId: v.blockedEntryId, phoneNumber: freshNumber, name: 'Hijacked' } },
    ],
    control: 'admin',
  },
  unblockNumber: { requests: (v) => one({ body: { accountId: v.accountId, existingNumber: v.blockedNumber } }), control: 'admin' },

  // ── contacts (each user's own book: the victim is `user` of Harbor Law) ──
  createContact: own({ body: { firstName: 'Sweep', contactMethods: [phoneMethod] } }),
  updateContact: { requests: (v) => one({ params: { id: v.contactId }, body: { firstName: 'Hijacked' } }), control: 'owner' },
  deleteContact: byId((v) => v.contactId, 'owner'),
  addContactMethod: { requests: (v) => one({ params: { id: v.contactId }, body: phoneMethod }), control: 'owner' },
  updateContactMethod: { requests: (v) => one({ params: { id: v.contactId, methodId: v.contactMethodId }, body: phoneMethod }), control: 'owner' },
  deleteContactMethod: { requests: (v) => one({ params: { id: v.contactId, methodId: v.contactMethodId } }), control: 'owner' },

  // ── profile, push, session: the signed-in user's own (PIN and password: agent sweep too) ──
  setAccessPin: own({ body: { accessPin: '8642' } }),
  changePassword: own(
    { body: { currentPassword: 'not-the-password', password: 'Sweep-Pass1' } },
    { none: 'a wrong current password on purpose, so the sweep changes no one’s password (profile tests change it)' },
  ),
  pushPublicKey: own(),
  registerDevice: own({
    body: { systemType: 'WEBPUSH', description: 'sweep', endpoint: 'https://push.example/sweep', clientKey: 'AAAA', clientAuth: 'AAAA' },
  }),
  me: own(),
  session: { optOut: 'trades an identity key (a credential, not a resource id) for a session; credentials.test.ts covers revoked and foreign keys' },
  logout: own(),
  holdCalls: own({ body: { holdCalls: 'Y' } }),
  ackNotification: { requests: (v) => one({ body: { usageNotificationId: v.usageNotificationId } }), control: 'admin' },

  // ── public pages and sign-in (no session: nothing of an account to reach with a session) ──
  quoteInfo: { optOut: 'the public quote page: its token is the authorisation (quote.test.ts)' },
  forgotPasswordSendCode: { optOut: 'public, before sign-in: takes an email and mobile, no account or id (sign-in.test.ts)' },
  forgotPasswordReset: { optOut: 'public, before sign-in: takes a reset code, no account or id (sign-in.test.ts)' },
  migrate: { optOut: 'public login migration: takes old credentials, no account or id (sign-in.test.ts)' },

  // ── the gate screens' calls: the caller's own second factor and password ──
  twoFactorSendSms: own(),
  twoFactorSendEmail: own(),
  twoFactorVerify: own({ body: { twoFactorCode: '000000' } }, { none: 'a made-up code: no one’s identical request may succeed (two-factor tests verify a sent code)' }),
  passwordChangeKeyRequest: own(),
  setPassword: own(
    { body: { password: 'Sweep-Pass1', passwordChangeKey: 'forged' } },
    { none: 'the forged change key is the case: no one’s identical request may succeed (sign-in gate tests use a real key)' },
  ),

  // ── integrations (each user's own links: the victim's are Harbor Law's GLOBALADMIN's) ──
  transferServices: own(),
  transferLinks: own(),
  verifyTransferLink: own({ body: { email: 'sweep@example.com', code: '12345' } }),
  createTransferLink: own({ body: { transferServiceId: 3 } }),
  updateTransferLink: { requests: (v) => one({ params: { id: v.webhookLinkId }, body: { webhookUrl: 'https://hooks.example/hijack' } }), control: 'admin' },
  deleteTransferLink: byId((v) => v.transferLinkId),
  addTransferRules: {
    requests: (v, a) => [
      { label: 'their link', params: { id: v.transferLinkId }, body: { ruleType: 'accountId', values: [a.accountId] } },
      { label: 'own link, their account', params: { id: a.transferLinkId }, body: { ruleType: 'accountId', values: [v.accountId] }, noControl: mixed },
      { label: 'own link, their number', params: { id: a.transferLinkId }, body: { ruleType: 'phoneNumberId', values: [v.phoneNumberId] }, noControl: mixed },
    ],
    control: { none: 'the victim’s link with the caller’s account in its rule: nobody is entitled to send it; the mixed variants likewise' },
  },
  deleteTransferRules: byId((v) => v.transferLinkId),
  deleteTransferRule: { requests: (v) => one({ params: { id: v.transferLinkId, ruleId: v.transferRuleId } }), control: 'admin' },
  transferActivity: {
    requests: (v, a) => [
      { label: 'their link', params: { id: v.transferLinkId }, body: { deliveryId: v.deliveryId } },
      { label: 'own link, their activity', params: { id: a.transferLinkId }, body: { deliveryId: v.deliveryId }, noControl: mixed },
    ],
    control: 'admin',
  },
  backfillTransfers: { requests: (v) => one({ params: { id: v.transferLinkId }, body: { daysBack: 30 } }), control: 'admin' },
  importContacts: byId((v) => v.clioLinkId),

  // ── leads and reports ──
  leads: { requests: (v) => one({ query: { accountId: v.accountId } }), control: 'admin' },
  reportCurrent: byId((v) => v.accountId),
  combinedReportCurrent: byId((v) => v.accountId),
  reportCallVolume: byId((v) => v.accountId),
  reportContactInsights: byId((v) => v.accountId),
  reportTasks: { requests: (v) => one({ params: { id: v.accountId, invoiceId: v.invoiceId } }), control: 'admin' },
  reportPhoneNumberInsights: byId((v) => v.accountId),

  // ── settings ──
  conditionalCallForwarding: { requests: (v) => one({ body: { phoneNumberId: v.phoneNumberId, handling: 'FORWARD', patchNumber: '+15035550111' } }), control: 'admin' },
  recordingAudio: { requests: (v) => one({ params: { audioKey: v.recordingAudioKey } }), control: 'admin' },
  saveGreeting: { requests: (v) => one({ body: { recordingId: v.recordingId, contentType: 'audio/wav', duration: 5, audio: wav } }), control: 'admin' },

  // ── status (each user's own: the victim is `user` of Harbor Law) ──
  statusLists: own(),
  status: own(),
  createStatus: own({ body: { takingCalls: 'Y', saved: 'N', statusName: 'Sweep' } }),
  updateStatus: { requests: (v) => one({ params: { id: v.statusId }, body: { takingCalls: 'N', saved: 'Y', statusName: 'Hijacked' } }), control: 'owner' },
  scheduleStatus: { requests: (v) => one({ params: { id: v.statusId }, body: { startTime: '2099-01-01T10:00:00Z', endTime: '2099-01-01T11:00:00Z' } }), control: 'owner' },
  cancelSchedule: { requests: (v) => one({ params: { id: v.statusId, scheduleId: v.statusScheduleId } }), control: 'owner' },
  saveStatus: byId((v) => v.statusId, 'owner'),
  deleteStatus: byId((v) => v.statusId, 'owner'),

  // ── VIP ──
  vipCallers: { requests: (v) => one({ query: { accountId: v.accountId } }), control: 'admin' },
  createVipCaller: { requests: (v) => one({ body: { accountId: v.accountId, name: 'Hijacked', phoneNumber: freshNumber } }), control: 'admin' },
  updateVipCaller: {
    requests: (v, a) => [
      { label: 'their account', body: { accountId: v.accountId, vipCallerId: v.vipCallerId, name: 'Hijacked', phoneNumber: otherFreshNumber } },
      { label: 'own account, their caller', noControl: mixed, body: { accountId: a.accountId, vipCallerId: v.vipCallerId, name: 'Hijacked', phoneNumber: freshNumber } },
    ],
    control: 'admin',
  },
  deleteVipCaller: {
    requests: (v, a) => [
      { label: 'their account', body: { accountId: v.accountId, vipCallerId: v.vipCallerId } },
      { label: 'own account, their caller', noControl: mixed, body: { accountId: a.accountId, vipCallerId: v.vipCallerId } },
    ],
    control: 'admin',
  },
  updateVipNumber: { requests: (v) => one({ body: { accountId: v.accountId, vipForwardingNumber: '+15035550111' } }), control: 'admin' },
} satisfies Partial<Record<EndpointName, SweepEntry>> as Partial<Record<EndpointName, SweepEntry>>;
