/**
 * The `User` payload of GET /api/me, built exactly to the contract. getUserPayload runs on every
 * page load (behind the payload cache of server/http/user-payload-cache.ts): its queries are all
 * keyed by the user id.
 */
import { sql } from 'drizzle-orm';
import type { RoleKey } from '../../../src/contract/common';
import type { Contact, User, UserAccountRole } from '../../../src/contract/session';
import { type Db, queryRows } from '../client';
import * as s from '../schema';
import { isAccountPastDue } from './accounts';
import { accountRoleRows, accountUsageRows, ownDataQuery, type OwnRow } from './session-user-payload-queries';
import { weeklyInsightCounts, weeklyInsightRows } from './dashboard-weekly-insights';

const yn = (v: boolean): 'Y' | 'N' => (v ? 'Y' : 'N');
const asYn = (v: string | null | undefined): 'Y' | 'N' => (v === 'Y' ? 'Y' : 'N');
const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

export class UserNotFoundError extends Error {
  constructor(readonly userId: number) {
    super(`User ${userId} not found`);
    this.name = 'UserNotFoundError';
  }
}

export interface UserPayloadOptions {
  agentSession: boolean;
  twoFactorSatisfied: boolean;
  now?: Date;
  /** Prefix of media URLs (default '/portalApi'). */
  apiPrefix?: string;
}

const yieldToOtherRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Builds the contract `User` (GET /api/me); throws UserNotFoundError for an unknown id. */
export async function getUserPayload(db: Db, userId: number, options: UserPayloadOptions): Promise<User> {
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const apiPrefix = options.apiPrefix ?? '/portalApi';
  const roleAccounts = sql`(select account_id from ${s.userAccountRoles} where user_id = ${userId})`;

  // Four statements instead of eleven: on PGlite each one costs a parse, a plan and a protocol
  // exchange. The small per-user lists come back as JSON from one statement (`own`); roles, usage
  // and the weekly insights keep their own. They run one after another with a turn of the event
  // loop between them: PGlite executes a statement synchronously in this process, so running
  // them back to back would hold every other request (their session lookups queue on the same
  // database) for the whole payload; one at a time, those requests get through in between. On
  // PostgreSQL this costs three extra round trips, on a payload cached per user anyway.
  const ownRows = await queryRows<OwnRow>(db, ownDataQuery(userId, roleAccounts, nowIso));
  await yieldToOtherRequests();
  const roleRows = await accountRoleRows(db, userId);
  await yieldToOtherRequests();
  const usageRows = await accountUsageRows(db, roleAccounts, nowIso);
  await yieldToOtherRequests();
  const insightRows = await weeklyInsightRows(db, userId, roleAccounts, now);

  const own = ownRows[0];
  const userRows = own?.user ? [own.user] : [];
  const openInvoices = own?.invoices ?? [];
  const groupRows = own?.groups ?? [];
  const patchRows = own?.patches ?? [];
  const contactRows = own?.contacts ?? [];
  const scheduleRows = own?.schedules ?? [];
  const notificationRows = own?.notifications ?? [];
  const linkRows = own?.links ?? [];
  const locationsByAccount = new Map<number, UserAccountRole['locations']>();
  for (const l of own?.locations ?? []) {
    const list = locationsByAccount.get(l.accountId) ?? [];
    list.push({ locationId: l.locationId, locationName: l.locationName });
    locationsByAccount.set(l.accountId, list);
  }

  const user = userRows[0];
  if (!user) throw new UserNotFoundError(userId);

  // Usage figures.
  const usage = new Map<number, { minutes: number; calls: number; chats: number; daysLeft: number; parent: number | null }>();
  for (const r of usageRows) {
    usage.set(Number(r.account_id), {
      minutes: Math.round(Number(r.minutes) * 100) / 100,
      calls: Number(r.calls),
      chats: Number(r.chats),
      daysLeft: Number(r.days_left),
      parent: r.parent_account_id === null ? null : Number(r.parent_account_id),
    });
  }
  const invoicesByAccount = new Map<number, { status: string; invoiceDate: Date }[]>();
  for (const inv of openInvoices) {
    const list = invoicesByAccount.get(inv.accountId) ?? [];
    list.push({ status: inv.status, invoiceDate: toDate(inv.invoiceDate) });
    invoicesByAccount.set(inv.accountId, list);
  }
  const groupsByAccount = new Map<number, UserAccountRole['messageGroups']>();
  for (const g of groupRows) {
    const list = groupsByAccount.get(g.accountId) ?? [];
    list.push({ messageGroupId: g.messageGroupId, name: g.name, userDefault: asYn(g.userDefault) });
    groupsByAccount.set(g.accountId, list);
  }

  const userAccountRoles: UserAccountRole[] = roleRows.map(({ role, account, locationName }) => {
    const own = usage.get(role.accountId) ?? { minutes: 0, calls: 0, chats: 0, daysLeft: 0, parent: null };
    let combinedMin = own.minutes;
    let combinedCalls = own.calls;
    let combinedChats = own.chats;
    if (account.showCombinedUsage === 'Y') {
      for (const [id, u] of usage) {
        if (u.parent === role.accountId && id !== role.accountId) {
          combinedMin += u.minutes;
          combinedCalls += u.calls;
          combinedChats += u.chats;
        }
      }
    }
    return {
      accountId: role.accountId,
      accountName: account.accountName,
      accountNumber: account.accountNumber,
      locationId: role.locationId,
      locationName: role.locationId === null ? null : (locationName ?? null),
      userRoleKey: role.userRoleKey as RoleKey,
      parentAccountId: account.parentAccountId,
      showExtendedReports: asYn(account.showExtendedReports),
      showCombinedUsage: asYn(account.showCombinedUsage),
      chatServiceEnabled: asYn(account.chatServiceEnabled),
      usedMinutes: own.minutes,
      planMinutes: account.planMinutes,
      totalCalls: own.calls,
      totalChats: own.chats,
      daysLeft: own.daysLeft,
      combinedTotalMin: Math.round(combinedMin * 100) / 100,
      combinedTotalCalls: combinedCalls,
      totalCombinedChats: combinedChats,
      isAccountPastDue: yn(isAccountPastDue(invoicesByAccount.get(role.accountId) ?? [], account.autopayDays, now)),
      hipaa: asYn(account.hipaa),
      messageGroups: groupsByAccount.get(role.accountId) ?? [],
      locations: (locationsByAccount.get(role.accountId) ?? []).filter((l) => role.locationId === null || l.locationId === role.locationId),
    };
  });

  // Contacts.
  const contactsById = new Map<number, { self: boolean; contact: Contact }>();
  for (const { contact, method } of contactRows) {
    let entry = contactsById.get(contact.contactId);
    if (!entry) {
      const displayName = `${contact.firstName} ${contact.lastName}`.trim() || contact.business;
      entry = {
        self: contact.isSelf === 'Y',
        contact: {
          contactId: contact.contactId,
          firstName: contact.firstName,
          lastName: contact.lastName,
          title: contact.title,
          business: contact.business,
          displayName,
          contactMethods: [],
        },
      };
      contactsById.set(contact.contactId, entry);
    }
    if (method) {
      entry.contact.contactMethods.push({
        contactMethodId: String(method.contactMethodId),
        contactMethodType: method.contactMethodType === 'EMAIL' ? 'EMAIL' : 'PHONE',
        phoneNumber: method.phoneNumber,
        phoneExtension: method.phoneExtension,
        email: method.email,
        address: method.address,
        description: method.description,
      });
    }
  }
  const allContacts = [...contactsById.values()];
  const selfContact = allContacts.find((c) => c.self)?.contact ?? null;

  const patch = (r: (typeof patchRows)[number]) => ({
    phoneNumberId: r.phoneNumberId,
    phoneNumber: r.phoneNumber,
    status: r.status,
    dlcVerified: asYn(r.dlcVerified),
    accountId: r.accountId,
  });
  const insights = weeklyInsightCounts(insightRows, now);
  const firstWebsite = roleRows.find((r) => r.account.website)?.account.website ?? null;

  return {
    userId: user.userId,
    // PIN, password and identity are disabled in agent sessions (core §6): support staff never read the PIN.
    accessPin: options.agentSession ? null : user.accessPin,
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    jobTitle: user.jobTitle,
    holdCalls: asYn(user.holdCalls),
    fullAccess: asYn(user.fullAccess),
    temporaryPassword: asYn(user.temporaryPassword),
    twoFactor: asYn(user.twoFactor),
    sessionTwoFactor: yn(options.twoFactorSatisfied),
    agentSession: yn(options.agentSession),
    patchNumbers: patchRows.filter((r) => r.assist !== 'Y').map(patch),
    assistPatchNumbers: patchRows.filter((r) => r.assist === 'Y').map(patch),
    userAccountRoles,
    contacts: allContacts.filter((c) => !c.self).map((c) => c.contact),
    selfContact,
    scheduledStatuses: scheduleRows.map((r) => ({
      statusScheduleId: r.statusScheduleId,
      statusId: r.statusId,
      statusName: r.statusName,
      startTime: r.startTime ? toDate(r.startTime).toISOString() : null,
      endTime: r.endTime ? toDate(r.endTime).toISOString() : null,
    })),
    leadCount: insights.callLeadCount + insights.chatLeadCount,
    callLeadCount: insights.callLeadCount,
    chatLeadCount: insights.chatLeadCount,
    currentClientCount: insights.currentClientCount,
    usageNotifications: notificationRows,
    transferLinks: linkRows,
    greeting: user.greetingAudioKey
      ? { duration: user.greetingDuration ?? 0, recordingUrl: `${apiPrefix}/api/media/recording/${encodeURIComponent(user.greetingAudioKey)}` }
      : null,
    companyWebsite: firstWebsite,
  };
}
