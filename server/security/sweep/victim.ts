/**
 * The other account the authorisation sweep attacks: Harbor Law (accounts 1-3) and its user
 * `user`, seen from `nochat` (GLOBALADMIN of Turner Family Dental, account 4 only, so no role
 * rule refuses him: only the account check can). Ids are read from the seeded database, and the
 * victim's state is fingerprinted table by table so a sweep case proves it changed nothing.
 */
import type { Database } from '../../db/client';
import { queryRows, sql } from '../../db/client';
import { findUserByLogin } from '../../db/repositories/users';

export interface Victim {
  /** child1 (Harbor Law – Downtown), where `user` works; its parent is 1. */
  accountId: number;
  accountIds: number[];
  userId: number;
  /** A message the victim user owns (core §4: only the owner triages it). */
  messageId: number;
  voicemailMessageId: number;
  audioKey: string;
  chatId: number;
  /** A contact of the victim user's book (not the user's own entry). */
  contactId: number;
  contactMethodId: number;
  statusId: number;
  statusScheduleId: number;
  blockedEntryId: number;
  blockedNumber: string;
  vipCallerId: number;
  vipNumber: string;
  phoneNumberId: number;
  recordingId: number;
  recordingAudioKey: string;
  usageNotificationId: number;
  invoiceId: number;
  /** The victim account's OPEN invoice, its autopay method and another method. */
  openInvoiceId: number;
  paymentMethodUid: string;
  otherPaymentMethodUid: string;
  reportFileId: number;
  /** Harbor Law's GLOBALADMIN's link that has a rule, and that rule. */
  transferLinkId: number;
  /** The victim's Clio link (contact import works only on those). */
  clioLinkId: number;
  /** The victim's webhook (ZAPIER) link (only those take an address). */
  webhookLinkId: number;
  transferRuleId: number;
  deliveryId: number;
  smsTaskId: number;
  locationId: number;
}

export interface Attacker {
  username: string;
  userId: number;
  accountId: number;
  /** The attacker's own transfer link (0 when none). */
  transferLinkId: number;
  /** The attacker's own location and patch number (for calls that need one of each). */
  locationId: number;
  phoneNumberId: number;
}

async function one<T extends Record<string, unknown>>(db: Database['db'], query: ReturnType<typeof sql>, what: string): Promise<T> {
  const [row] = await queryRows<T>(db, query);
  if (!row) throw new Error(`The seed has no ${what} of the victim account`);
  return row;
}

export async function findVictim(database: Database): Promise<Victim> {
  const { db } = database;
  const user = await findUserByLogin(db, 'user');
  if (!user) throw new Error('no demo user "user"');
  const accountId = 2;
  const accountIds = [1, 2, 3];
  const msg = await one<{ id: number }>(
    db,
    sql`select message_id as id from messages where account_id = ${accountId} and user_id = ${user.userId} order by message_id limit 1`,
    'message of the victim user',
  );
  const vm = await one<{ id: number; key: string }>(
    db,
    sql`select message_id as id, audio_key as key from messages where account_id = ${accountId} and audio_key is not null order by message_id limit 1`,
    'voicemail',
  );
  const chat = await one<{ id: number }>(db, sql`select chat_id as id from chats where account_id = ${accountId} order by chat_id limit 1`, 'chat');
  const contact = await one<{ id: number; method: number }>(
    db,
    sql`select c.contact_id as id, m.contact_method_id as method from contacts c join contact_methods m on m.contact_id = c.contact_id where c.user_id = ${user.userId} and c.is_self = 'N' order by c.contact_id limit 1`,
    'contact',
  );
  const status = await one<{ id: number; schedule: number }>(
    db,
    sql`select s.status_id as id, ss.status_schedule_id as schedule from statuses s join status_schedules ss on ss.status_id = s.status_id where s.user_id = ${user.userId} order by s.status_id limit 1`,
    'scheduled status',
  );
  const blocked = await one<{ id: number; number: string }>(db, sql`select entry_id as id, phone_number as number from blocked_numbers where account_id = ${accountId} limit 1`, 'blocked number');
  const vip = await one<{ id: number; number: string }>(db, sql`select vip_caller_id as id, phone_number as number from vip_callers where account_id = ${accountId} limit 1`, 'VIP caller');
  const phone = await one<{ id: number }>(db, sql`select phone_number_id as id from phone_numbers where account_id = ${accountId} limit 1`, 'phone number');
  const recording = await one<{ id: number; key: string }>(db, sql`select recording_id as id, audio_key as key from recordings where account_id = ${accountId} limit 1`, 'recording');
  const usage = await one<{ id: number }>(
    db,
    sql`select usage_notification_id as id from usage_notifications where account_id in (1, 2, 3) order by usage_notification_id limit 1`,
    'usage notification',
  );
  const invoice = await one<{ id: number }>(db, sql`select invoice_id as id from invoices where account_id = ${accountId} order by invoice_id limit 1`, 'invoice');
  const open = await one<{ id: number }>(db, sql`select invoice_id as id from invoices where account_id = ${accountId} and status = 'OPEN' order by invoice_id limit 1`, 'OPEN invoice');
  const methods = await queryRows<{ uid: string; autopay: boolean }>(
    db,
    sql`select m.payment_method_uid as uid, m.payment_method_uid = a.autopay_payment_method_uid as autopay from payment_methods m join accounts a on a.account_id = m.account_id where m.account_id = ${accountId} order by m.payment_method_uid`,
  );
  const autopay = methods.find((m) => m.autopay);
  const other = methods.find((m) => !m.autopay);
  if (!autopay || !other) throw new Error('The seed has no autopay and second payment method of the victim account');
  const file = await one<{ id: number }>(db, sql`select report_file_id as id from report_files where account_id = ${accountId} limit 1`, 'report file');
  // Links are their owner's; the victim's are Harbor Law's GLOBALADMIN's (`admin`), who may use
  // integrations, so the controls' identical requests reach the link's own access check.
  const admin = await findUserByLogin(db, 'admin');
  if (!admin) throw new Error('no demo user "admin"');
  const link = await one<{ id: number; rule: number }>(
    db,
    sql`select l.transfer_link_id as id, r.transfer_rule_id as rule from transfer_links l join transfer_rules r on r.transfer_link_id = l.transfer_link_id where l.user_id = ${admin.userId} order by l.transfer_link_id limit 1`,
    'transfer link',
  );
  const clio = await one<{ id: number }>(
    db,
    sql`select l.transfer_link_id as id from transfer_links l join transfer_services s on s.transfer_service_id = l.transfer_service_id where l.user_id = ${admin.userId} and s.transfer_key = 'CLIO' order by l.transfer_link_id limit 1`,
    'Clio link',
  );
  const webhook = await one<{ id: number }>(
    db,
    sql`select l.transfer_link_id as id from transfer_links l join transfer_services s on s.transfer_service_id = l.transfer_service_id where l.user_id = ${admin.userId} and s.transfer_key = 'ZAPIER' order by l.transfer_link_id limit 1`,
    'webhook link',
  );
  const delivery = await one<{ id: number }>(db, sql`select delivery_id as id from messages where user_id = ${admin.userId} and delivery_id is not null order by message_id limit 1`, 'delivery');
  const smsTask = await one<{ id: number }>(db, sql`select task_id as id from sms_tasks where account_id = ${accountId} order by task_id limit 1`, 'text conversation');
  const location = await one<{ id: number }>(db, sql`select location_id as id from locations where account_id = ${accountId} order by location_id limit 1`, 'location');
  return {
    transferLinkId: link.id,
    clioLinkId: clio.id,
    webhookLinkId: webhook.id,
    transferRuleId: link.rule,
    deliveryId: delivery.id,
    accountId,
    accountIds,
    userId: user.userId,
    messageId: msg.id,
    voicemailMessageId: vm.id,
    audioKey: vm.key,
    chatId: chat.id,
    contactId: contact.id,
    contactMethodId: contact.method,
    statusId: status.id,
    statusScheduleId: status.schedule,
    blockedEntryId: blocked.id,
    blockedNumber: blocked.number,
    vipCallerId: vip.id,
    vipNumber: vip.number,
    phoneNumberId: phone.id,
    recordingId: recording.id,
    recordingAudioKey: recording.key,
    usageNotificationId: usage.id,
    invoiceId: invoice.id,
    openInvoiceId: open.id,
    paymentMethodUid: autopay.uid,
    otherPaymentMethodUid: other.uid,
    reportFileId: file.id,
    smsTaskId: smsTask.id,
    locationId: location.id,
  };
}

/** A demo user's id. */
export async function findUser(database: Database, username: string): Promise<number> {
  const user = await findUserByLogin(database.db, username);
  if (!user) throw new Error(`no demo user "${username}"`);
  return user.userId;
}

export async function findAttacker(database: Database, username = 'nochat', accountId = 4): Promise<Attacker> {
  const user = await findUserByLogin(database.db, username);
  if (!user) throw new Error(`no demo user "${username}"`);
  const [link] = await queryRows<{ id: number }>(database.db, sql`select transfer_link_id as id from transfer_links where user_id = ${user.userId} order by transfer_link_id limit 1`);
  const [own] = await queryRows<{ locationId: number; phoneNumberId: number }>(
    database.db,
    sql`select (select location_id from locations where account_id = ${accountId} order by location_id limit 1) as "locationId",
      (select phone_number_id from user_patch_numbers where user_id = ${user.userId} order by user_patch_number_id limit 1) as "phoneNumberId"`,
  );
  return { username, userId: user.userId, accountId, transferLinkId: link?.id ?? 0, locationId: own?.locationId ?? 0, phoneNumberId: own?.phoneNumberId ?? 0 };
}

/** Credentials, logs and queues: they change on every call and hold no account's data. */
const notState = new Set([
  'sessions',
  'identity_keys',
  'audit_log',
  'outbox',
  'support_sessions',
  'verification_codes',
  'password_change_keys',
  '__drizzle_migrations',
]);

/** Child tables without an owner column: their rows belong to the owner of the parent row. */
const parentOf: Record<string, { column: string; table: string; key: string }> = {
  contact_methods: { column: 'contact_id', table: 'contacts', key: 'contact_id' },
  status_schedules: { column: 'status_id', table: 'statuses', key: 'status_id' },
  status_exceptions: { column: 'status_id', table: 'statuses', key: 'status_id' },
  status_contacts: { column: 'status_id', table: 'statuses', key: 'status_id' },
  transfer_rules: { column: 'transfer_link_id', table: 'transfer_links', key: 'transfer_link_id' },
  transfer_deliveries: { column: 'transfer_link_id', table: 'transfer_links', key: 'transfer_link_id' },
  sms_messages: { column: 'task_id', table: 'sms_tasks', key: 'task_id' },
};

/**
 * Every row of every data table except the attacker's own (account or user), as one string per
 * table: what the other accounts hold. New tables are included without anyone listing them.
 */
export async function othersState(database: Database, attacker: Pick<Attacker, 'userId' | 'accountId'>): Promise<Record<string, string>> {
  const { db } = database;
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
  );
  const tables = new Map<string, Set<string>>();
  for (const { table_name, column_name } of columns) {
    if (notState.has(table_name)) continue;
    if (!tables.has(table_name)) tables.set(table_name, new Set());
    tables.get(table_name)!.add(column_name);
  }
  const out: Record<string, string> = {};
  for (const [table, cols] of [...tables].sort(([a], [b]) => a.localeCompare(b))) {
    const filters: string[] = [];
    if (cols.has('account_id')) filters.push(`account_id is distinct from ${attacker.accountId}`);
    if (cols.has('user_id')) filters.push(`user_id is distinct from ${attacker.userId}`);
    const parent = parentOf[table];
    if (parent) {
      const owner = ['contacts', 'statuses', 'transfer_links'].includes(parent.table)
        ? `user_id = ${attacker.userId}`
        : parent.table === 'sms_tasks'
          ? `account_id = ${attacker.accountId}`
          : 'false';
      filters.push(`${parent.column} not in (select ${parent.key} from ${parent.table} where ${owner})`);
    }
    const where = filters.length ? `where ${filters.join(' and ')}` : '';
    const rows = await queryRows(db, sql.raw(`select * from "${table}" ${where}`));
    out[table] = rows.map((row) => JSON.stringify(row, (_k, v: unknown) => (v instanceof Uint8Array ? `bytes:${v.byteLength}` : v))).sort().join('\n');
  }
  return out;
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
