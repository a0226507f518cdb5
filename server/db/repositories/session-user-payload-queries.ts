/**
 * The statements behind GET /api/me's `User` (see getUserPayload): the user's own row and small
 * lists as one JSON row, the account roles, and the usage of the role accounts. All keyed by user.
 */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { type Db, queryRows } from '../client';
import * as s from '../schema';

/** Message types that count as calls in usage figures. */
export const callMessageTypes = ['AGENT', 'AGENT+VM', 'IC', 'OC', 'VIP', 'VM', 'CS', 'TASK'] as const;

/** The user's own row and small lists, each as JSON (one statement; see getUserPayload). */
export interface OwnRow {
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
  locations: { accountId: number; locationId: number; locationName: string }[];
}

export function ownDataQuery(userId: number, roleAccounts: SQL, nowIso: string): SQL {
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
    )} as links,
    ${list(
      sql`json_build_object('accountId', loc.account_id, 'locationId', loc.location_id, 'locationName', loc.location_name)
          order by loc.location_id`,
      sql`from ${s.locations} loc where loc.account_id in ${roleAccounts}`,
    )} as locations`;
}

/** The user's account roles with their account's settings and location name, in role order. */
export function accountRoleRows(db: Db, userId: number) {
  return db
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
}

export interface UsageRow {
  account_id: number;
  parent_account_id: number | null;
  days_left: number;
  minutes: number;
  calls: number;
  chats: number;
}

/**
 * Usage per account in its current billing period (UTC, same rule as billingPeriod()), for the
 * role accounts (`roleAccounts`, a subquery of account ids) and their children (combined usage).
 */
export function accountUsageRows(db: Db, roleAccounts: SQL, nowIso: string): Promise<UsageRow[]> {
  return queryRows<UsageRow>(
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
          -- Billable only on a task's last message (billing-account §5, src/domain/reports/billable.ts).
          select sum(m.billable_agent_minutes) filter (where m.last_message_id is null or m.last_message_id = m.message_id) as minutes,
                 count(*) filter (where m.message_type in ('AGENT','AGENT+VM','IC','OC','VIP','VM','CS','TASK')) as calls
          from ${s.messages} m
          where m.account_id = per.account_id and m.taken >= per.start and m.taken <= ${nowIso}::timestamptz
        ) u on true
        left join lateral (
          select count(*) as chats from ${s.chats} ch
          where ch.account_id = per.account_id and ch.created >= per.start and ch.created <= ${nowIso}::timestamptz
        ) c on true`,
  );
}
