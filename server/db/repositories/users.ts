/**
 * Users: login lookup, the `User` payload of GET /api/me (built exactly to the contract) and the
 * account scope used for authorisation. getUserPayload runs on every page load (behind the
 * payload cache of server/http/user-payload-cache.ts): its queries are all keyed by the user id.
 */
import { and, asc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { RoleKey } from '../../../src/contract/common';
import type { Contact, User, UserAccountRole } from '../../../src/contract/user';
import { type Db, queryRows } from '../client';
import * as s from '../schema';
import { isAccountPastDue } from './accounts';

const DAY = 86_400_000;
const yn = (v: boolean): 'Y' | 'N' => (v ? 'Y' : 'N');
const asYn = (v: string | null | undefined): 'Y' | 'N' => (v === 'Y' ? 'Y' : 'N');
const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/** Message types that count as calls in usage figures. */
export const callMessageTypes = ['AGENT', 'AGENT+VM', 'IC', 'OC', 'VIP', 'VM', 'CS', 'TASK'] as const;

export interface LoginUser {
  userId: number;
  username: string;
  email: string;
  displayName: string;
  passwordHash: string;
  temporaryPassword: 'Y' | 'N';
  twoFactor: 'Y' | 'N';
  mobile: string | null;
}

/** Finds a user by email or username, case-insensitively. */
export async function findUserByLogin(db: Db, login: string): Promise<LoginUser | null> {
  const value = login.trim().toLowerCase();
  if (!value) return null;
  const rows = await db
    .select({
      userId: s.users.userId,
      username: s.users.username,
      email: s.users.email,
      displayName: s.users.displayName,
      passwordHash: s.users.passwordHash,
      temporaryPassword: s.users.temporaryPassword,
      twoFactor: s.users.twoFactor,
      mobile: s.users.mobile,
    })
    .from(s.users)
    .where(sql`lower(${s.users.email}) = ${value} or lower(${s.users.username}) = ${value}`)
    .orderBy(asc(s.users.userId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { ...row, temporaryPassword: asYn(row.temporaryPassword), twoFactor: asYn(row.twoFactor) };
}

export interface UserAccountScope {
  /** Every account the user holds a role on (sorted). */
  accountIds: number[];
  /** Per account: the locations a location-scoped role limits the user to, or null for the whole account. */
  locationIdsByAccount: Record<number, number[] | null>;
  rolesByAccount: Record<number, RoleKey[]>;
}

/** The accounts, locations and roles a user may act on (authorisation). */
export async function userAccountScope(db: Db, userId: number): Promise<UserAccountScope> {
  const rows = await db
    .select({ accountId: s.userAccountRoles.accountId, locationId: s.userAccountRoles.locationId, role: s.userAccountRoles.userRoleKey })
    .from(s.userAccountRoles)
    .where(eq(s.userAccountRoles.userId, userId))
    .orderBy(asc(s.userAccountRoles.userAccountRoleId));
  const scope: UserAccountScope = { accountIds: [], locationIdsByAccount: {}, rolesByAccount: {} };
  for (const r of rows) {
    if (!scope.rolesByAccount[r.accountId]) {
      scope.accountIds.push(r.accountId);
      scope.rolesByAccount[r.accountId] = [];
    }
    const roles = scope.rolesByAccount[r.accountId]!;
    if (!roles.includes(r.role as RoleKey)) roles.push(r.role as RoleKey);
    // A role without a location opens the whole account; location roles add up otherwise.
    const current = scope.locationIdsByAccount[r.accountId];
    if (r.locationId === null) scope.locationIdsByAccount[r.accountId] = null;
    else if (current === undefined) scope.locationIdsByAccount[r.accountId] = [r.locationId];
    else if (current !== null && !current.includes(r.locationId)) current.push(r.locationId);
  }
  scope.accountIds.sort((a, b) => a - b);
  return scope;
}

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

interface UsageRow {
  account_id: number;
  parent_account_id: number | null;
  days_left: number;
  minutes: number;
  calls: number;
  chats: number;
}

/** Weekly insights (spec core §9): the past 7 days. */
export const INSIGHT_DAYS = 7;
export const CALL_LEAD_TAG = 'PNC / Lead';
export const CURRENT_CLIENT_TAG = 'Current Client';
export const CHAT_LEAD_TYPE = 'Lead';

/** One delivery of the user, with its chat when it is a chat delivery. */
export interface InsightRow {
  callTagName: string | null;
  taken: Date;
  chatId: number | null;
  chatTypes: string[] | null;
  chatCreated: Date | null;
}

export interface WeeklyInsightCounts {
  callLeadCount: number;
  chatLeadCount: number;
  currentClientCount: number;
}

/**
 * The Weekly Insights counting rule (spec core §9), over the user's own deliveries: messages
 * whose userId is the user, on accounts the user holds a role on. This is the same for every
 * role (an admin's insights are the leads delivered to the admin, not the whole account's).
 * The window is the past 7 days up to now, both ends included.
 * - New call leads: deliveries tagged 'PNC / Lead' taken within the window.
 * - New chat leads: distinct chats whose types include 'Lead', created within the window.
 * - Current clients: deliveries tagged 'Current Client' taken within the window.
 */
export function weeklyInsightCounts(rows: readonly InsightRow[], now: Date): WeeklyInsightCounts {
  const from = now.getTime() - INSIGHT_DAYS * DAY;
  const inWindow = (d: Date | null) => d !== null && toDate(d).getTime() >= from && toDate(d).getTime() <= now.getTime();
  let callLeadCount = 0;
  let currentClientCount = 0;
  const chatLeads = new Set<number>();
  for (const row of rows) {
    if (inWindow(row.taken)) {
      if (row.callTagName === CALL_LEAD_TAG) callLeadCount += 1;
      else if (row.callTagName === CURRENT_CLIENT_TAG) currentClientCount += 1;
    }
    if (row.chatId !== null && row.chatTypes?.includes(CHAT_LEAD_TYPE) && inWindow(row.chatCreated)) chatLeads.add(row.chatId);
  }
  return { callLeadCount, chatLeadCount: chatLeads.size, currentClientCount };
}

/** The user's own row and small lists, each as JSON (one statement; see getUserPayload). */
interface OwnRow {
  user: {
    userId: number;
    accessPin: string | null;
    displayName: string;
    firstName: string;
    lastName: string;
    email: string;
    jobTitle: string | null;
    holdCalls: string;
    fullAccess: string;
    temporaryPassword: string;
    twoFactor: string;
    greetingAudioKey: string | null;
    greetingDuration: number | null;
  } | null;
  invoices: { accountId: number; status: string; invoiceDate: string }[];
  groups: { accountId: number; messageGroupId: number; name: string; userDefault: string }[];
  patches: { assist: string; phoneNumberId: number; phoneNumber: string; status: string; dlcVerified: string; accountId: number }[];
  contacts: {
    contact: { contactId: number; isSelf: string; firstName: string; lastName: string; title: string; business: string };
    method: {
      contactMethodId: number;
      contactMethodType: string;
      phoneNumber: string | null;
      phoneExtension: string | null;
      email: string | null;
      address: string | null;
      description: string | null;
    } | null;
  }[];
  schedules: { statusScheduleId: number; statusId: number; statusName: string; startTime: string | null; endTime: string | null }[];
  notifications: { usageNotificationId: number; accountId: number; currentUsage: number; includedMinutes: number }[];
  links: { transferLinkId: number; serviceName: string; transferKey: string }[];
}

function ownDataQuery(userId: number, roleAccounts: SQL, nowIso: string): SQL {
  const list = (build: SQL, from: SQL) => sql`coalesce((select json_agg(${build}) ${from}), '[]'::json)`;
  return sql`select
    (select json_build_object(
        'userId', u.user_id, 'accessPin', u.access_pin, 'displayName', u.display_name, 'firstName', u.first_name,
        'lastName', u.last_name, 'email', u.email, 'jobTitle', u.job_title, 'holdCalls', u.hold_calls,
        'fullAccess', u.full_access, 'temporaryPassword', u.temporary_password, 'twoFactor', u.two_factor,
        'greetingAudioKey', u.greeting_audio_key, 'greetingDuration', u.greeting_duration)
       from ${s.users} u where u.user_id = ${userId}) as "user",
    ${list(
      sql`json_build_object('accountId', i.account_id, 'status', i.status, 'invoiceDate', i.invoice_date)`,
      sql`from ${s.invoices} i where i.status = 'OPEN' and i.account_id in ${roleAccounts}`,
    )} as invoices,
    ${list(
      sql`json_build_object('accountId', g.account_id, 'messageGroupId', g.message_group_id, 'name', g.name, 'userDefault', umg.user_default)
          order by g.message_group_id`,
      sql`from ${s.userMessageGroups} umg join ${s.messageGroups} g on g.message_group_id = umg.message_group_id where umg.user_id = ${userId}`,
    )} as groups,
    ${list(
      sql`json_build_object('assist', upn.assist, 'phoneNumberId', p.phone_number_id, 'phoneNumber', p.phone_number, 'status', p.status,
          'dlcVerified', p.dlc_verified, 'accountId', p.account_id) order by upn.user_patch_number_id`,
      sql`from ${s.userPatchNumbers} upn join ${s.phoneNumbers} p on p.phone_number_id = upn.phone_number_id where upn.user_id = ${userId}`,
    )} as patches,
    ${list(
      sql`json_build_object(
            'contact', json_build_object('contactId', c.contact_id, 'isSelf', c.is_self, 'firstName', c.first_name,
              'lastName', c.last_name, 'title', c.title, 'business', c.business),
            'method', case when cm.contact_method_id is null then null else json_build_object(
              'contactMethodId', cm.contact_method_id, 'contactMethodType', cm.contact_method_type, 'phoneNumber', cm.phone_number,
              'phoneExtension', cm.phone_extension, 'email', cm.email, 'address', cm.address, 'description', cm.description) end)
          order by c.contact_id, cm.contact_method_id`,
      sql`from ${s.contacts} c left join ${s.contactMethods} cm on cm.contact_id = c.contact_id where c.user_id = ${userId}`,
    )} as contacts,
    ${list(
      sql`json_build_object('statusScheduleId', ss.status_schedule_id, 'statusId', st.status_id, 'statusName', st.status_name,
          'startTime', ss.start_time, 'endTime', ss.end_time) order by ss.start_time, ss.status_schedule_id`,
      sql`from ${s.statusSchedules} ss join ${s.statuses} st on st.status_id = ss.status_id
          where st.user_id = ${userId} and (ss.end_time is null or ss.end_time > ${nowIso}::timestamptz)`,
    )} as schedules,
    ${list(
      sql`json_build_object('usageNotificationId', n.usage_notification_id, 'accountId', n.account_id,
          'currentUsage', n.current_usage, 'includedMinutes', n.included_minutes) order by n.usage_notification_id`,
      sql`from ${s.usageNotifications} n where n.user_id = ${userId} and n.acknowledged_at is null`,
    )} as notifications,
    ${list(
      sql`json_build_object('transferLinkId', l.transfer_link_id, 'serviceName', ts.name, 'transferKey', ts.transfer_key)
          order by l.transfer_link_id`,
      sql`from ${s.transferLinks} l join ${s.transferServices} ts on ts.transfer_service_id = l.transfer_service_id where l.user_id = ${userId}`,
    )} as links`;
}

const yieldToOtherRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Builds the contract `User` (GET /api/me); throws UserNotFoundError for an unknown id. */
export async function getUserPayload(db: Db, userId: number, options: UserPayloadOptions): Promise<User> {
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const weekAgo = new Date(now.getTime() - INSIGHT_DAYS * DAY);
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
  const roleRows = await db
    .select({
      role: s.userAccountRoles,
      account: {
        accountName: s.accounts.accountName,
        accountNumber: s.accounts.accountNumber,
        parentAccountId: s.accounts.parentAccountId,
        showExtendedReports: s.accounts.showExtendedReports,
        showCombinedUsage: s.accounts.showCombinedUsage,
        chatServiceEnabled: s.accounts.chatServiceEnabled,
        hipaa: s.accounts.hipaa,
        planMinutes: s.accounts.planMinutes,
        autopayDays: s.accounts.autopayDays,
        website: s.accounts.website,
      },
      locationName: s.locations.locationName,
    })
    .from(s.userAccountRoles)
    .innerJoin(s.accounts, eq(s.accounts.accountId, s.userAccountRoles.accountId))
    .leftJoin(s.locations, eq(s.locations.locationId, s.userAccountRoles.locationId))
    .where(eq(s.userAccountRoles.userId, userId))
    .orderBy(asc(s.userAccountRoles.userAccountRoleId));
  await yieldToOtherRequests();
  // Usage per account in its current billing period (UTC, same rule as billingPeriod()),
  // for the role accounts and their children (combined usage).
  const usageRows = await queryRows<UsageRow>(
    db,
    sql`with acc as (
          select a.account_id, a.parent_account_id,
                 date_trunc('month', ${nowIso}::timestamptz at time zone 'UTC')
                   + (least(greatest(a.billing_day_of_month, 1), 28) - 1) * interval '1 day' as start0
          from ${s.accounts} a
          where a.account_id in ${roleAccounts} or a.parent_account_id in ${roleAccounts}
        ), per as (
          select account_id, parent_account_id,
                 (case when start0 > (${nowIso}::timestamptz at time zone 'UTC') then start0 - interval '1 month' else start0 end) at time zone 'UTC' as start
          from acc
        )
        select per.account_id, per.parent_account_id,
               greatest(0, ceil(extract(epoch from ((per.start + interval '1 month') - ${nowIso}::timestamptz)) / 86400))::int as days_left,
               coalesce(u.minutes, 0)::float8 as minutes, coalesce(u.calls, 0)::int as calls, coalesce(c.chats, 0)::int as chats
        from per
        left join lateral (
          select sum(m.billable_agent_minutes) as minutes,
                 count(*) filter (where m.message_type in ('AGENT','AGENT+VM','IC','OC','VIP','VM','CS','TASK')) as calls
          from ${s.messages} m
          where m.account_id = per.account_id and m.taken >= per.start and m.taken <= ${nowIso}::timestamptz
        ) u on true
        left join lateral (
          select count(*) as chats from ${s.chats} ch
          where ch.account_id = per.account_id and ch.created >= per.start and ch.created <= ${nowIso}::timestamptz
        ) c on true`,
  );
  await yieldToOtherRequests();
  // Weekly insights: candidate rows of this user's deliveries (see weeklyInsightCounts).
  const insightRows = await db
    .select({
      callTagName: s.messages.callTagName,
      taken: s.messages.taken,
      chatId: s.chats.chatId,
      chatTypes: s.chats.types,
      chatCreated: s.chats.created,
    })
    .from(s.messages)
    .leftJoin(s.chats, eq(s.chats.chatId, s.messages.chatId))
    .where(
      and(
        eq(s.messages.userId, userId),
        sql`${s.messages.accountId} in ${roleAccounts}`,
        or(
          and(inArray(s.messages.callTagName, [CALL_LEAD_TAG, CURRENT_CLIENT_TAG]), gte(s.messages.taken, weekAgo), lte(s.messages.taken, now)),
          and(sql`${s.chats.types} @> ${JSON.stringify([CHAT_LEAD_TYPE])}::jsonb`, gte(s.chats.created, weekAgo), lte(s.chats.created, now)),
        ),
      ),
    );

  const own = ownRows[0];
  const userRows = own?.user ? [own.user] : [];
  const openInvoices = own?.invoices ?? [];
  const groupRows = own?.groups ?? [];
  const patchRows = own?.patches ?? [];
  const contactRows = own?.contacts ?? [];
  const scheduleRows = own?.schedules ?? [];
  const notificationRows = own?.notifications ?? [];
  const linkRows = own?.links ?? [];

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
    accessPin: user.accessPin,
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

/** Ids of users holding a role on any of the given accounts (e.g. for realtime fan-out). */
export async function userIdsOfAccounts(db: Db, accountIds: number[]): Promise<number[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: s.userAccountRoles.userId })
    .from(s.userAccountRoles)
    .where(inArray(s.userAccountRoles.accountId, accountIds));
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}
