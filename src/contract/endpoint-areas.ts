import type { EndpointDef } from './endpoint';
import type { EndpointName, Endpoints } from './endpoints';

import type { accountEndpoints } from './account.endpoints';
import type { activityEndpoints } from './activity.endpoints';
import type { assistEndpoints } from './assist.endpoints';
import type { billingEndpoints } from './billing.endpoints';
import type { blockedEndpoints } from './blocked.endpoints';
import type { contactsEndpoints } from './contacts.endpoints';
import type { integrationsEndpoints } from './integrations.endpoints';
import type { leadsEndpoints } from './leads.endpoints';
import type { phoneEndpoints } from './phone.endpoints';
import type { profileEndpoints } from './profile.endpoints';
import type { pushEndpoints } from './push.endpoints';
import type { quoteEndpoints } from './quote.endpoints';
import type { reportsEndpoints } from './reports.endpoints';
import type { sessionEndpoints } from './session.endpoints';
import type { settingsEndpoints } from './settings.endpoints';
import type { signInEndpoints } from './sign-in.endpoints';
import type { signInGateEndpoints } from './sign-in-gate.endpoints';
import type { statusEndpoints } from './status.endpoints';
import type { textEndpoints } from './text.endpoints';
import type { vipEndpoints } from './vip.endpoints';

/*
 * Which area's table defines each endpoint, and how to load that table. The page looks an
 * endpoint's definition up here instead of in the joined table of `endpoints.ts`, which holds every
 * area's schemas: on the first load that put billing's, integrations', reports'… contract in the
 * entry (~7 KB brotli, and their zod schemas built while it evaluates). An area's table now
 * travels with the api modules that call it (each imports its area's `*.endpoints.ts`, so the
 * screens that use it preload it); the loader below finds it already loaded. The server and the
 * workers keep the joined table.
 */

interface AreaTables {
  account: typeof accountEndpoints;
  activity: typeof activityEndpoints;
  assist: typeof assistEndpoints;
  billing: typeof billingEndpoints;
  blocked: typeof blockedEndpoints;
  contacts: typeof contactsEndpoints;
  integrations: typeof integrationsEndpoints;
  leads: typeof leadsEndpoints;
  phone: typeof phoneEndpoints;
  profile: typeof profileEndpoints;
  push: typeof pushEndpoints;
  quote: typeof quoteEndpoints;
  reports: typeof reportsEndpoints;
  session: typeof sessionEndpoints;
  settings: typeof settingsEndpoints;
  signIn: typeof signInEndpoints;
  signInGate: typeof signInGateEndpoints;
  status: typeof statusEndpoints;
  text: typeof textEndpoints;
  vip: typeof vipEndpoints;
}

export type EndpointArea = keyof AreaTables;

/** The area whose table has N: checked both ways, every name once and in its own area. */
type AreaOf<N extends EndpointName> = { [A in EndpointArea]: N extends keyof AreaTables[A] ? A : never }[EndpointArea];

export const endpointAreas: { readonly [N in EndpointName]: AreaOf<N> } = {
  account: 'account',
  addressSuggestions: 'account',
  updateAccount: 'account',
  bulkArchive: 'activity',
  bulkFollowup: 'activity',
  bulkRead: 'activity',
  bulkUnarchive: 'activity',
  bulkUnread: 'activity',
  chatArchive: 'activity',
  chatExport: 'activity',
  chatFollowup: 'activity',
  chatRead: 'activity',
  exportChatCsv: 'activity',
  exportCsv: 'activity',
  exportPdf: 'activity',
  mediaLink: 'activity',
  mediaSigned: 'activity',
  messageArchive: 'activity',
  messageFollowup: 'activity',
  messageRead: 'activity',
  messageUnarchive: 'activity',
  messageUnread: 'activity',
  messagesAll: 'activity',
  messagesRecent: 'activity',
  reportDownloadLink: 'activity',
  reportFileSigned: 'activity',
  reportFiles: 'activity',
  voicemailAudio: 'activity',
  assistRequest: 'assist',
  autopay: 'billing',
  deletePaymentMethod: 'billing',
  invoice: 'billing',
  invoicePdf: 'billing',
  payInvoice: 'billing',
  paymentMethods: 'billing',
  stripeCheckout: 'billing',
  surcharge: 'billing',
  blockNumber: 'blocked',
  blockedNumbers: 'blocked',
  editBlockedNumber: 'blocked',
  unblockNumber: 'blocked',
  addContactMethod: 'contacts',
  createContact: 'contacts',
  deleteContact: 'contacts',
  deleteContactMethod: 'contacts',
  updateContact: 'contacts',
  updateContactMethod: 'contacts',
  addTransferRules: 'integrations',
  backfillTransfers: 'integrations',
  createTransferLink: 'integrations',
  deleteTransferLink: 'integrations',
  deleteTransferRule: 'integrations',
  deleteTransferRules: 'integrations',
  importContacts: 'integrations',
  transferActivity: 'integrations',
  transferLinks: 'integrations',
  transferServices: 'integrations',
  updateTransferLink: 'integrations',
  verifyTransferLink: 'integrations',
  leads: 'leads',
  outcallRequest: 'phone',
  twilioToken: 'phone',
  changePassword: 'profile',
  setAccessPin: 'profile',
  pushPublicKey: 'push',
  registerDevice: 'push',
  quoteInfo: 'quote',
  combinedReportCurrent: 'reports',
  reportCallVolume: 'reports',
  reportContactInsights: 'reports',
  reportCurrent: 'reports',
  reportPhoneNumberInsights: 'reports',
  reportTasks: 'reports',
  ackNotification: 'session',
  holdCalls: 'session',
  logout: 'session',
  me: 'session',
  session: 'session',
  conditionalCallForwarding: 'settings',
  recordingAudio: 'settings',
  saveGreeting: 'settings',
  forgotPasswordReset: 'signIn',
  forgotPasswordSendCode: 'signIn',
  migrate: 'signIn',
  passwordChangeKeyRequest: 'signInGate',
  setPassword: 'signInGate',
  twoFactorSendEmail: 'signInGate',
  twoFactorSendSms: 'signInGate',
  twoFactorVerify: 'signInGate',
  cancelSchedule: 'status',
  createStatus: 'status',
  deleteStatus: 'status',
  saveStatus: 'status',
  scheduleStatus: 'status',
  status: 'status',
  statusLists: 'status',
  updateStatus: 'status',
  sendText: 'text',
  smsCsv: 'text',
  smsTaskRead: 'text',
  smsTasks: 'text',
  createVipCaller: 'vip',
  deleteVipCaller: 'vip',
  updateVipCaller: 'vip',
  updateVipNumber: 'vip',
  vipCallers: 'vip',
};

const areaTables: { readonly [A in EndpointArea]: () => Promise<AreaTables[A]> } = {
  account: () => import('./account.endpoints').then((m) => m.accountEndpoints),
  activity: () => import('./activity.endpoints').then((m) => m.activityEndpoints),
  assist: () => import('./assist.endpoints').then((m) => m.assistEndpoints),
  billing: () => import('./billing.endpoints').then((m) => m.billingEndpoints),
  blocked: () => import('./blocked.endpoints').then((m) => m.blockedEndpoints),
  contacts: () => import('./contacts.endpoints').then((m) => m.contactsEndpoints),
  integrations: () => import('./integrations.endpoints').then((m) => m.integrationsEndpoints),
  leads: () => import('./leads.endpoints').then((m) => m.leadsEndpoints),
  phone: () => import('./phone.endpoints').then((m) => m.phoneEndpoints),
  profile: () => import('./profile.endpoints').then((m) => m.profileEndpoints),
  push: () => import('./push.endpoints').then((m) => m.pushEndpoints),
  quote: () => import('./quote.endpoints').then((m) => m.quoteEndpoints),
  reports: () => import('./reports.endpoints').then((m) => m.reportsEndpoints),
  session: () => import('./session.endpoints').then((m) => m.sessionEndpoints),
  settings: () => import('./settings.endpoints').then((m) => m.settingsEndpoints),
  signIn: () => import('./sign-in.endpoints').then((m) => m.signInEndpoints),
  signInGate: () => import('./sign-in-gate.endpoints').then((m) => m.signInGateEndpoints),
  status: () => import('./status.endpoints').then((m) => m.statusEndpoints),
  text: () => import('./text.endpoints').then((m) => m.textEndpoints),
  vip: () => import('./vip.endpoints').then((m) => m.vipEndpoints),
};

/** An endpoint's definition (method, path, schemas), from its area's table. */
export async function endpointDefinition<N extends EndpointName>(name: N): Promise<Endpoints[N]> {
  const table: Readonly<Record<string, EndpointDef>> = await areaTables[endpointAreas[name]]();
  const def = table[name];
  if (!def) throw new Error(`No endpoint "${name}" in the ${endpointAreas[name]} area`);
  return def as Endpoints[N];
}
