/**
 * Demo data for the reference API: deterministic for a given `seed` and `now` (own PRNG, no
 * Math.random; password hashes use a PRNG-derived salt). Rows get explicit ids so the data can
 * cross-reference; sequences are moved past them at the end.
 */
import { scrypt as scryptCb } from 'node:crypto';
import { promisify } from 'node:util';
import { count, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from './client';
import { demoPassword, demoSupportAgent, demoUsers, type DemoUser } from './demo-users';
import { billingPeriod } from './repositories/accounts';
import * as schema from './schema';
import { type ActivityAccount, generateActivity } from './seed/activity';
import { businesses, cities, firstNames, jobTitles, lastNames, statusNames } from './seed/data';
import { createRng, type Rng, usPhone } from './seed/random';

export interface SeedOptions {
  /** Number of activity items (messages rows). Default 1500. */
  messages?: number;
  /** PRNG seed. Default 42. */
  seed?: number;
  /** The reference time; everything is placed relative to it. Default: current time. */
  now?: Date;
  /** Receives timing lines (generation, each table) when given. */
  log?: (line: string) => void;
}

export interface SeedSummary {
  counts: Record<string, number>;
  ms: number;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
type AccountKey = DemoUser['roles'][number]['account'];

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, keylen: number, opts: object) => Promise<Buffer>;

/** Same format and parameters as server/lib/passwords.ts, with a deterministic salt. */
async function deterministicHash(password: string, rng: Rng): Promise<string> {
  const salt = Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255)));
  const N = 16384;
  const hash = await scrypt(password, salt, 32, { N, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, 8, 1, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/**
 * Bulk insert through json_populate_recordset: one JSON parameter per chunk is much faster than
 * thousands of bind parameters on both drivers. Keys absent from every row keep the DB default;
 * keys absent from some rows get the column's literal default (or null).
 */
async function insertMany<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string; default?: unknown; hasDefault: boolean }>;
  const used = Object.keys(columns).filter((k) => rows.some((r) => (r as Record<string, unknown>)[k] !== undefined));
  const list = sql.raw(used.map((k) => `"${columns[k]!.name}"`).join(', '));
  const fallback = (k: string): unknown => {
    const c = columns[k]!;
    if (!c.hasDefault || c.default === undefined) return null;
    return typeof c.default === 'object' && c.default !== null && !Array.isArray(c.default) ? new Date() : c.default;
  };
  const size = 5000;
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size).map((r) => {
      const o: Record<string, unknown> = {};
      for (const k of used) {
        const v = (r as Record<string, unknown>)[k];
        o[columns[k]!.name] = v === undefined ? fallback(k) : v;
      }
      return o;
    });
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}

/** True once the demo data (or any users) exist. */
export async function isSeeded(database: Database): Promise<boolean> {
  const [row] = await database.db.select({ n: count() }).from(schema.users);
  return (row?.n ?? 0) > 0;
}

/** Empties every table of the public schema (RESTART IDENTITY CASCADE); migrations stay. */
export async function wipeDatabase(database: Database): Promise<void> {
  const result = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  const names = result.rows.map((r) => `"${r.tablename}"`);
  if (names.length > 0) await database.db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
}

async function resetSequences(db: Db): Promise<void> {
  await db.execute(sql.raw(`do $$ declare r record; begin
    for r in select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_default like 'nextval%' loop
      execute format('select setval(pg_get_serial_sequence(%L, %L), coalesce((select max(%I) from %I), 0) + 1, false)',
        r.table_name, r.column_name, r.column_name, r.table_name);
    end loop; end $$;`));
}

export async function seedDatabase(database: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const messageCount = options.messages ?? 1500;
  const rng = createRng(options.seed ?? 42);
  const now = options.now ?? new Date();
  const nowMs = now.getTime();
  const db = database.db;

  // Hash once per password; every demo user shares the demo password's hash.
  const userHash = await deterministicHash(demoPassword, rng);
  const agentHash = await deterministicHash(demoSupportAgent.password, rng);

  // ── Accounts ───────────────────────────────────────────────────────────────────────────
  const accountIds: Record<AccountKey, number> = { parent: 1, child1: 2, child2: 3, solo: 4, pastdue: 5 };
  const address = (a1: string, city: string, st: string, zip: string) => ({
    billingAddress1: a1, billingCity: city, billingUsState: st, billingUsZip: zip, billingCountry: 'US',
    billingCountryName: 'United States', shippingSameAsBilling: 'Y',
  });
  const accountRows: (typeof schema.accounts.$inferInsert)[] = [
    {
      accountId: 1, accountNumber: '100482', accountName: 'Harbor Law Group', description: 'Personal injury and family law firm',
      website: 'https://www.harborlaw.example', companyPhone: '+15035550142', companyFax: '+15035550143', balance: 0,
      autopayDays: 5, autopayPaymentMethodUid: 'pm_1_card', billingEmail: 'accounting@harborlaw.example',
      vipForwardingNumber: '+15037081234', showCombinedUsage: 'Y', showExtendedReports: 'Y', chatServiceEnabled: 'Y',
      planMinutes: 1000, billingDayOfMonth: 1, ...address('1120 SW Fifth Ave, Suite 900', 'Portland', 'OR', '97204'),
    },
    {
      accountId: 2, parentAccountId: 1, accountNumber: '100483', accountName: 'Harbor Law – Downtown',
      description: 'Downtown offices', website: 'https://www.harborlaw.example/downtown', companyPhone: '+15035550150',
      balance: 0, autopayDays: 7, autopayPaymentMethodUid: 'pm_2_card', billingEmail: 'accounting@harborlaw.example',
      vipForwardingNumber: '+15039214477', chatServiceEnabled: 'Y', planMinutes: 800, billingDayOfMonth: 1,
      ...address('1120 SW Fifth Ave, Suite 900', 'Portland', 'OR', '97204'),
    },
    {
      accountId: 3, parentAccountId: 1, accountNumber: '100484', accountName: 'Harbor Law – Eastside',
      description: 'Eastside office', website: 'https://eastside.harborlaw.example', companyPhone: '+15035550171',
      balance: 0, autopayDays: 5, billingEmail: 'accounting@harborlaw.example', chatServiceEnabled: 'Y', planMinutes: 500,
      billingDayOfMonth: 1, ...address('3725 SE Hawthorne Blvd', 'Portland', 'OR', '97214'),
    },
    {
      accountId: 4, accountNumber: '204117', accountName: 'Turner Family Dental', description: 'Family and cosmetic dentistry',
      website: 'https://www.turnerdental.example', companyPhone: '+12085550190', balance: 0, autopayDays: 3,
      autopayPaymentMethodUid: 'pm_4_card', billingEmail: 'office@turnerdental.example', hipaa: 'Y', planMinutes: 300,
      billingDayOfMonth: 15, ...address('880 W Idaho St', 'Boise', 'ID', '83702'),
    },
    {
      accountId: 5, accountNumber: '309256', accountName: 'Ortiz Plumbing & Heating', description: 'Residential plumbing and HVAC',
      website: 'https://www.ortizplumbing.example', companyPhone: '+16025550133', balance: 0, autopayDays: 3,
      billingEmail: 'james@ortizplumbing.example', planMinutes: 250, billingDayOfMonth: 8,
      ...address('4402 N 19th Ave', 'Phoenix', 'AZ', '85015'),
    },
  ];
  const areaCodes: Record<number, string> = { 1: '503', 2: '503', 3: '971', 4: '208', 5: '602' };

  const features: (typeof schema.accountFeatures.$inferInsert)[] = [];
  const featureStatus: [number, string, string][] = [
    [1, 'ALLOW_CALL_FORWARDING', 'ENABLED'], [2, 'ALLOW_CALL_FORWARDING', 'ENABLED'], [3, 'ALLOW_CALL_FORWARDING', 'DISABLED'],
    [4, 'ALLOW_CALL_FORWARDING', 'ENABLED'], [5, 'ALLOW_CALL_FORWARDING', 'DISABLED'],
    [1, 'LIVE_CHAT', 'ENABLED'], [2, 'LIVE_CHAT', 'ENABLED'], [3, 'LIVE_CHAT', 'ENABLED'],
    [2, 'SMS', 'ENABLED'], [3, 'SMS', 'ENABLED'], [4, 'SMS', 'ENABLED'], [5, 'SMS', 'ENABLED'],
    [1, 'CALL_RECORDING', 'ENABLED'], [2, 'CALL_RECORDING', 'ENABLED'], [4, 'CALL_RECORDING', 'DISABLED'],
  ];
  featureStatus.forEach(([accountId, featureKey, status], i) => features.push({ accountFeatureId: i + 1, accountId, featureKey, status }));

  const locationRows: (typeof schema.locations.$inferInsert)[] = [
    { locationId: 1, accountId: 1, locationName: 'Head Office' },
    { locationId: 2, accountId: 2, locationName: 'Downtown – Pioneer Square' },
    { locationId: 3, accountId: 2, locationName: 'Downtown – Pearl District' },
    { locationId: 4, accountId: 3, locationName: 'Eastside – Hawthorne' },
    { locationId: 5, accountId: 4, locationName: 'Boise Office', timezone: 'America/Boise' },
    { locationId: 6, accountId: 5, locationName: 'Phoenix Shop', timezone: 'America/Phoenix' },
    { locationId: 7, accountId: 5, locationName: 'Mesa Service Center', timezone: 'America/Phoenix' },
  ];

  const groupNames: Record<number, string[]> = {
    1: ['Intake', 'Administration'],
    2: ['Intake', 'Litigation', 'Billing Questions'],
    3: ['Intake', 'Family Law'],
    4: ['Appointments', 'Emergencies'],
    5: ['Service Calls', 'Estimates'],
  };
  const groupRows: (typeof schema.messageGroups.$inferInsert)[] = [];
  const groupsByAccount: Record<number, number[]> = {};
  for (const [acc, names] of Object.entries(groupNames)) {
    for (const nm of names) {
      const id = groupRows.length + 1;
      groupRows.push({ messageGroupId: id, accountId: Number(acc), name: nm });
      (groupsByAccount[Number(acc)] ??= []).push(id);
    }
  }

  // Phone numbers: first ACTIVE + 10DLC verified, second ACTIVE unverified, third varies.
  const phoneRows: (typeof schema.phoneNumbers.$inferInsert)[] = [];
  const numbersByAccount: Record<number, { phoneNumberId: number; phoneNumber: string }[]> = {};
  for (const acc of [1, 2, 3, 4, 5]) {
    const n = acc === 4 ? 2 : 3;
    for (let k = 0; k < n; k++) {
      const id = phoneRows.length + 1;
      const phoneNumber = usPhone(rng, areaCodes[acc]!);
      const forward = acc === 2 && k === 1;
      phoneRows.push({
        phoneNumberId: id, accountId: acc, phoneNumber,
        status: k === 2 && acc === 3 ? 'PENDING' : 'ACTIVE',
        dlcVerified: k === 0 ? 'Y' : 'N',
        handling: forward ? 'FORWARD' : 'ANSWER',
        forwardNumber: forward ? usPhone(rng, '503') : null,
        forwardToAgent: forward ? 'Y' : 'N',
      });
      (numbersByAccount[acc] ??= []).push({ phoneNumberId: id, phoneNumber });
    }
  }

  // ── Users ──────────────────────────────────────────────────────────────────────────────
  const userRows: (typeof schema.users.$inferInsert)[] = [];
  const roleRows: (typeof schema.userAccountRoles.$inferInsert)[] = [];
  const userIdByKey: Record<string, number> = {};
  const rolesOf: { userId: number; accountId: number; role: string; locationId: number | null; displayName: string; demo: boolean }[] = [];
  const createdAt = new Date(nowMs - 400 * DAY);

  demoUsers.forEach((u, i) => {
    const userId = i + 1;
    userIdByKey[u.key] = userId;
    const admin = u.roles.some((r) => r.role === 'GLOBALADMIN');
    userRows.push({
      userId, username: u.username, email: u.email, mobile: usPhone(rng, '503'), passwordHash: userHash,
      firstName: u.firstName, lastName: u.lastName, displayName: `${u.firstName} ${u.lastName}`,
      jobTitle: admin ? 'Managing Partner' : rng.pick(jobTitles), accessPin: admin ? '4321' : null,
      holdCalls: 'N', fullAccess: admin ? 'Y' : 'N', temporaryPassword: u.temporaryPassword ? 'Y' : 'N',
      twoFactor: u.twoFactor ? 'Y' : 'N',
      greetingAudioKey: u.key === 'globalAdmin' ? 'greeting-user-1' : null,
      greetingDuration: u.key === 'globalAdmin' ? 14 : null, createdAt,
    });
    for (const r of u.roles) {
      const accountId = accountIds[r.account];
      const locationId = r.location ? locationRows.find((l) => l.accountId === accountId)!.locationId! : null;
      roleRows.push({ userAccountRoleId: roleRows.length + 1, userId, accountId, locationId, userRoleKey: r.role });
      rolesOf.push({ userId, accountId, role: r.role, locationId, displayName: `${u.firstName} ${u.lastName}`, demo: true });
    }
  });
  // Extra staff so activity has other owners.
  const staffPlan: [number, string][] = [
    [2, 'USER'], [2, 'USER'], [2, 'USER'], [2, 'USERSMS'], [2, 'USER'],
    [3, 'USER'], [3, 'USEROUTCALL'], [3, 'USER'], [1, 'USER'], [1, 'GLOBALADMIN'],
    [4, 'USER'], [5, 'USER'],
  ];
  const domains: Record<number, string> = { 1: 'harborlaw.example', 2: 'harborlaw.example', 3: 'harborlaw.example', 4: 'turnerdental.example', 5: 'ortizplumbing.example' };
  const usedNames = new Set(userRows.map((u) => u.displayName));
  for (const [accountId, role] of staffPlan) {
    let first: string;
    let last: string;
    do {
      first = rng.pick(firstNames);
      last = rng.pick(lastNames);
    } while (usedNames.has(`${first} ${last}`));
    usedNames.add(`${first} ${last}`);
    const userId = userRows.length + 1;
    const handle = `${first}.${last}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, '');
    userRows.push({
      userId, username: handle, email: `${handle}@${domains[accountId]}`, mobile: usPhone(rng, areaCodes[accountId]!),
      passwordHash: userHash, firstName: first, lastName: last, displayName: `${first} ${last}`, jobTitle: rng.pick(jobTitles),
      fullAccess: role === 'GLOBALADMIN' ? 'Y' : 'N', createdAt,
    });
    roleRows.push({ userAccountRoleId: roleRows.length + 1, userId, accountId, locationId: null, userRoleKey: role });
    rolesOf.push({ userId, accountId, role, locationId: null, displayName: `${first} ${last}`, demo: false });
  }

  const userGroupRows: (typeof schema.userMessageGroups.$inferInsert)[] = [];
  const seenUserAccount = new Set<string>();
  for (const r of rolesOf) {
    const k = `${r.userId}:${r.accountId}`;
    if (seenUserAccount.has(k)) continue;
    seenUserAccount.add(k);
    const hasDefault = userGroupRows.some((g) => g.userId === r.userId && g.userDefault === 'Y');
    (groupsByAccount[r.accountId] ?? []).forEach((gid, idx) => {
      userGroupRows.push({
        userMessageGroupId: userGroupRows.length + 1, userId: r.userId, messageGroupId: gid,
        userDefault: !hasDefault && idx === 0 ? 'Y' : 'N',
      });
    });
  }

  // Patch numbers (phone): GUEST, BILLING_ADMIN and PARTNERS get none.
  const patchRows: (typeof schema.userPatchNumbers.$inferInsert)[] = [];
  const patch = (key: string, accountId: number, idx: number, assist = false) => {
    const num = numbersByAccount[accountId]![idx]!;
    patchRows.push({ userPatchNumberId: patchRows.length + 1, userId: userIdByKey[key]!, phoneNumberId: num.phoneNumberId, assist: assist ? 'Y' : 'N' });
  };
  patch('globalAdmin', 2, 0); patch('globalAdmin', 1, 0); patch('globalAdmin', 3, 0, true); patch('globalAdmin', 2, 1, true);
  patch('locationAdmin', 2, 0);
  patch('user', 2, 0); patch('user', 2, 0, true);
  patch('userSms', 2, 0); patch('userSms', 2, 1);
  patch('userOutcall', 3, 0); patch('userOutcall', 3, 1);
  patch('grasshopper', 3, 0);
  patch('temporaryPassword', 2, 0); patch('twoFactor', 2, 0);
  patch('noChat', 4, 0); patch('pastDue', 5, 0);

  // ── Contacts (10 per demo user + a self contact for every user) ──────────────────────────
  const contactRows: (typeof schema.contacts.$inferInsert)[] = [];
  const methodRows: (typeof schema.contactMethods.$inferInsert)[] = [];
  const addMethod = (contactId: number, m: Omit<typeof schema.contactMethods.$inferInsert, 'contactMethodId' | 'contactId'>) =>
    methodRows.push({ contactMethodId: methodRows.length + 1, contactId, ...m });
  for (const u of userRows) {
    const selfId = contactRows.length + 1;
    const accountId = rolesOf.find((r) => r.userId === u.userId)!.accountId;
    contactRows.push({ contactId: selfId, userId: u.userId!, isSelf: 'Y', firstName: u.firstName, lastName: u.lastName, title: u.jobTitle ?? '', business: accountRows.find((a) => a.accountId === accountId)!.accountName });
    addMethod(selfId, { contactMethodType: 'PHONE', phoneNumber: u.mobile ?? null, description: 'Mobile' });
    addMethod(selfId, { contactMethodType: 'EMAIL', email: u.email, description: 'Work' });
    if (u.userId! > demoUsers.length) continue;
    for (let k = 0; k < 10; k++) {
      const contactId = contactRows.length + 1;
      const city = rng.pick(cities);
      const withBusiness = rng.chance(0.6);
      contactRows.push({
        contactId, userId: u.userId!, isSelf: 'N', firstName: rng.pick(firstNames), lastName: rng.pick(lastNames),
        title: withBusiness ? rng.pick(['Owner', 'Claims Adjuster', 'Office Manager', 'Paralegal', 'Director', '']) : '',
        business: withBusiness ? rng.pick(businesses) : '',
      });
      addMethod(contactId, { contactMethodType: 'PHONE', phoneNumber: usPhone(rng, city.area), description: rng.pick(['Mobile', 'Office', 'Home']), phoneExtension: rng.chance(0.15) ? String(rng.int(100, 999)) : null });
      if (rng.chance(0.4)) addMethod(contactId, { contactMethodType: 'PHONE', phoneNumber: usPhone(rng, city.area), description: 'Office' });
      if (rng.chance(0.7)) {
        const c = contactRows[contactRows.length - 1]!;
        addMethod(contactId, { contactMethodType: 'EMAIL', email: `${c.firstName!.toLowerCase()}.${c.lastName!.toLowerCase().replace(/[^a-z]/g, '')}@example.com`, description: 'Work', address: rng.chance(0.2) ? `${rng.int(100, 9999)} Main St, ${city.city}, ${city.state}` : null });
      }
    }
  }

  // ── Statuses ───────────────────────────────────────────────────────────────────────────
  const statusListRows: (typeof schema.statusLists.$inferInsert)[] = [];
  const addList = (listType: string, items: [string, string][]) =>
    items.forEach(([code, text], i) => statusListRows.push({ statusListId: statusListRows.length + 1, listType, code, text, sortOrder: i }));
  addList('MESSAGE', [['DEFAULT', 'Default'], ['MEETING', 'In a meeting'], ['LUNCH', 'Out to lunch'], ['COURT', 'In court'], ['VACATION', 'On vacation'], ['OOO', 'Out of the office']]);
  addList('INSTRUCTION', [['NONE', 'None'], ['TAKEMSG', 'Take a message'], ['TRANSFERCELL', 'Transfer to cell'], ['TRANSFEROFFICE', 'Transfer to the front desk'], ['URGENTONLY', 'Transfer urgent calls only']]);
  addList('DURATION', [['15MIN', '15 minutes'], ['1HOUR', '1 hour'], ['2HOUR', '2 hours'], ['3HOUR', '3 hours'], ['DAY', 'Rest of the day'], ['WEEK', 'Rest of the week'], ['NOEND', 'No end time'], ['CUSTOM', 'Custom']]);
  const listId = (type: string, code: string) => statusListRows.find((r) => r.listType === type && r.code === code)!.statusListId!;

  const statusRows: (typeof schema.statuses.$inferInsert)[] = [];
  const scheduleRows: (typeof schema.statusSchedules.$inferInsert)[] = [];
  const exceptionRows: (typeof schema.statusExceptions.$inferInsert)[] = [];
  const statusContactRows: (typeof schema.statusContacts.$inferInsert)[] = [];
  const addStatus = (userId: number, statusName: string, msg: string, instr: string, dur: string, schedule?: [number, number | null]) => {
    const statusId = statusRows.length + 1;
    statusRows.push({
      statusId, userId, statusName, takingCalls: instr === 'TRANSFERCELL' ? 'Y' : 'N', saved: 'Y', durationCode: dur,
      instructionCode: instr, messageCode: msg, durationStatusListId: listId('DURATION', dur),
      instructionStatusListId: listId('INSTRUCTION', instr), messageStatusListId: listId('MESSAGE', msg),
      instructions: instr === 'TRANSFERCELL' ? 'Only transfer existing clients.' : null, createdAt: new Date(nowMs - 30 * DAY),
    });
    if (schedule) {
      scheduleRows.push({ statusScheduleId: scheduleRows.length + 1, statusId, startTime: new Date(nowMs + schedule[0]), endTime: schedule[1] === null ? null : new Date(nowMs + schedule[1]) });
    }
    exceptionRows.push({ statusExceptionId: exceptionRows.length + 1, statusId, exceptionName: 'VIP callers', disposition: 'ACCEPT' });
    if (rng.chance(0.5)) exceptionRows.push({ statusExceptionId: exceptionRows.length + 1, statusId, exceptionName: 'Solicitors', disposition: 'REJECT' });
    const mobile = userRows[userId - 1]!.mobile!;
    statusContactRows.push({ statusContactId: statusContactRows.length + 1, statusId, contactMethod: 'PHONE', contactData: mobile, attemptOrder: 1 });
    return statusId;
  };
  const admin = userIdByKey.globalAdmin!;
  addStatus(admin, 'At court', 'COURT', 'TAKEMSG', '3HOUR', [-1 * HOUR, 2 * HOUR]);
  addStatus(admin, 'Vacation', 'VACATION', 'URGENTONLY', 'CUSTOM', [10 * DAY, 17 * DAY]);
  addStatus(admin, 'Out to lunch', 'LUNCH', 'TAKEMSG', '1HOUR', [-1 * DAY, -1 * DAY + HOUR]);
  addStatus(admin, 'In a meeting', 'MEETING', 'TRANSFERCELL', '1HOUR');
  addStatus(userIdByKey.user!, rng.pick(statusNames), 'MEETING', 'TAKEMSG', 'DAY', [2 * DAY, 3 * DAY]);
  addStatus(userIdByKey.userOutcall!, 'Working remotely', 'OOO', 'TRANSFERCELL', 'NOEND', [-2 * HOUR, null]);

  // ── Blocking and VIP ───────────────────────────────────────────────────────────────────
  const blockedRows: (typeof schema.blockedNumbers.$inferInsert)[] = [];
  const vipRows: (typeof schema.vipCallers.$inferInsert)[] = [];
  const vipByAccount: Record<number, { name: string; phoneNumber: string }[]> = {};
  for (const acc of [1, 2, 3, 4, 5]) {
    for (let k = 0; k < 4; k++) {
      const named = rng.chance(0.5);
      blockedRows.push({ entryId: blockedRows.length + 1, accountId: acc, phoneNumber: usPhone(rng, rng.pick(cities).area), name: named ? rng.pick(['Spam Risk', 'Auto warranty robocall', `${rng.pick(firstNames)} ${rng.pick(lastNames)}`]) : null, company: named && rng.chance(0.5) ? rng.pick(['Lead Gen Solutions', 'National Debt Relief', 'Solar Savings Co.']) : null });
    }
    for (let k = 0; k < 3; k++) {
      const nm = `${rng.pick(firstNames)} ${rng.pick(lastNames)}`;
      const phoneNumber = usPhone(rng, areaCodes[acc]!);
      vipRows.push({ vipCallerId: vipRows.length + 1, accountId: acc, name: nm, company: rng.chance(0.6) ? rng.pick(businesses) : null, phoneNumber });
      (vipByAccount[acc] ??= []).push({ name: nm, phoneNumber });
    }
  }

  // ── Activity ───────────────────────────────────────────────────────────────────────────
  const recipientsFor = (accountId: number) =>
    rolesOf
      .filter((r) => r.accountId === accountId && r.role !== 'BILLING_ADMIN' && r.role !== 'INACTIVE')
      .map((r) => ({ userId: r.userId, displayName: r.displayName, weight: r.demo ? 3 : 1, locationId: r.locationId }));
  const activityAccounts: ActivityAccount[] = accountRows.map((a) => ({
    accountId: a.accountId!,
    weight: { 1: 10, 2: 40, 3: 25, 4: 15, 5: 10 }[a.accountId!]!,
    kind: a.accountId! <= 3 ? 'law' : a.accountId === 4 ? 'dental' : 'plumbing',
    chat: a.chatServiceEnabled === 'Y',
    website: a.website ?? null,
    locationIds: locationRows.filter((l) => l.accountId === a.accountId).map((l) => l.locationId!),
    messageGroupIds: groupsByAccount[a.accountId!]!,
    numbers: numbersByAccount[a.accountId!]!.filter((_, i) => i < 2),
    recipients: recipientsFor(a.accountId!),
    vipCallers: vipByAccount[a.accountId!] ?? [],
    areaCode: areaCodes[a.accountId!]!,
  }));
  const tGen = performance.now();
  const activity = generateActivity(rng, activityAccounts, messageCount, now);
  options.log?.(`generate ${Math.round(performance.now() - tGen)} ms`);

  // ── Billing ────────────────────────────────────────────────────────────────────────────
  const bundleRows: (typeof schema.accountBundles.$inferInsert)[] = [];
  const productRows: (typeof schema.accountProducts.$inferInsert)[] = [];
  const invoiceRows: (typeof schema.invoices.$inferInsert)[] = [];
  const lineRows: (typeof schema.invoiceLines.$inferInsert)[] = [];
  const paymentMethodRows: (typeof schema.paymentMethods.$inferInsert)[] = [];
  const paymentRows: (typeof schema.payments.$inferInsert)[] = [];
  const planPrice: Record<number, number> = { 1: 649, 2: 489, 3: 329, 4: 279, 5: 219 };
  let invoiceNo = 20417;
  for (const a of accountRows) {
    const acc = a.accountId!;
    const bundleId = bundleRows.length + 1;
    bundleRows.push({ accountBundleId: bundleId, accountId: acc, description: acc <= 3 ? 'Professional Receptionist' : 'Small Business Receptionist', startDate: new Date(nowMs - 700 * DAY) });
    const period = billingPeriod(now, a.billingDayOfMonth!);
    const addProduct = (p: Omit<typeof schema.accountProducts.$inferInsert, 'accountProductId' | 'accountBundleId'>) =>
      productRows.push({ accountProductId: productRows.length + 1, accountBundleId: bundleId, periodStart: period.start, ...p });
    addProduct({ bundleDescription: `Receptionist Plan – ${a.planMinutes} minutes`, plan: 'Y', unitPrice: planPrice[acc]!, invoiceLine: 'Monthly plan' });
    addProduct({ bundleDescription: 'Additional agent minutes', usage: 'Y', unitPrice: 1.75, invoiceLine: 'Overage minutes' });
    if (a.chatServiceEnabled === 'Y') addProduct({ bundleDescription: 'Live Chat', addon: 'Y', unitPrice: 99, originalUnitPrice: 129, invoiceLine: 'Live chat add-on' });
    if (acc === 2 || acc === 4) addProduct({ bundleDescription: 'Bilingual Reception (Spanish)', addon: 'Y', unitPrice: 49, invoiceLine: 'Bilingual add-on' });

    paymentMethodRows.push({ paymentMethodUid: `pm_${acc}_card`, accountId: acc, type: 'card', brand: acc === 5 ? 'mastercard' : 'visa', last4: acc === 5 ? '5454' : String(4242 + acc), expMonth: rng.int(1, 12), expYear: acc === 5 ? new Date(nowMs).getUTCFullYear() - 1 : new Date(nowMs).getUTCFullYear() + rng.int(1, 4), funding: acc === 3 ? 'debit' : 'credit', billingName: a.accountName, lastUsed: true });
    if (acc !== 5) paymentMethodRows.push({ paymentMethodUid: `pm_${acc}_bank`, accountId: acc, type: 'us_bank_account', brand: acc === 4 ? 'WELLS FARGO BANK' : 'CHASE', last4: String(6789 - acc * 11), bankAccountType: 'checking', billingName: a.accountName });

    // Three past periods; statuses per account.
    let balance = 0;
    for (let back = 3; back >= 1; back--) {
      const start = new Date(Date.UTC(period.start.getUTCFullYear(), period.start.getUTCMonth() - back, period.start.getUTCDate()));
      const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate()));
      let status = 'PAID';
      let invoiceDate = end;
      if (back === 1 && acc === 1) status = 'PROCESSING';
      if (back === 1 && acc === 2) { status = 'OPEN'; invoiceDate = new Date(nowMs - 2 * DAY); }
      if (acc === 5 && back === 2) { status = 'OPEN'; invoiceDate = new Date(nowMs - 40 * DAY); }
      if (acc === 5 && back === 1) { status = 'OPEN'; invoiceDate = new Date(nowMs - 18 * DAY); }
      const invoiceId = invoiceRows.length + 1;
      const overage = rng.chance(0.6) ? rng.int(5, 90) : 0;
      const lines: Omit<typeof schema.invoiceLines.$inferInsert, 'invoiceLineId' | 'invoiceId'>[] = [
        { transactionId: `txn_${invoiceId}_1`, transactionType: 'CHARGE', lineItemText: `Receptionist Plan – ${a.planMinutes} minutes`, invoiceQuantity: 1, unitPrice: planPrice[acc]!, periodStart: start, periodEnd: end, debit: planPrice[acc]! },
      ];
      if (overage > 0) lines.push({ transactionId: `txn_${invoiceId}_2`, transactionType: 'USAGE', lineItemText: 'Additional agent minutes', invoiceQuantity: overage, unitPrice: 1.75, periodStart: start, periodEnd: end, debit: Math.round(overage * 175) / 100 });
      if (a.chatServiceEnabled === 'Y') lines.push({ transactionId: `txn_${invoiceId}_3`, transactionType: 'CHARGE', lineItemText: 'Live Chat add-on', invoiceQuantity: 1, unitPrice: 99, periodStart: start, periodEnd: end, debit: 99 });
      if (rng.chance(0.2)) lines.push({ transactionId: `txn_${invoiceId}_4`, transactionType: 'CREDIT', lineItemText: 'Courtesy credit', invoiceQuantity: 1, unitPrice: 25, credit: 25 });
      const debit = Math.round(lines.reduce((s, l) => s + (l.debit ?? 0), 0) * 100) / 100;
      const credits = Math.round(lines.reduce((s, l) => s + (l.credit ?? 0), 0) * 100) / 100;
      const amountDue = Math.round((debit - credits) * 100) / 100;
      const paid = status === 'PAID' ? amountDue : 0;
      const invBalance = Math.round((amountDue - paid) * 100) / 100;
      balance += invBalance;
      invoiceRows.push({ invoiceId, accountId: acc, invoiceNumber: `INV-${invoiceNo++}`, status, invoiceDate, amountDue, debit, credits, payments: paid, balance: invBalance });
      lines.forEach((l) => lineRows.push({ invoiceLineId: lineRows.length + 1, invoiceId, ...l }));
      if (status === 'PAID') paymentRows.push({ paymentId: paymentRows.length + 1, invoiceId, paymentMethodUid: `pm_${acc}_card`, amount: paid, createdAt: new Date(invoiceDate.getTime() + 2 * DAY) });
    }
    a.balance = Math.round(balance * 100) / 100;
  }

  // ── Reports, recordings, integrations, quotes, notifications ──────────────────────────
  const reportRows: (typeof schema.reportFiles.$inferInsert)[] = [];
  for (const a of accountRows) {
    for (let back = 1; back <= 3; back++) {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
      const ym = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
      const content = `Date,Calls,Billable Minutes\n${ym}-01,${rng.int(20, 80)},${rng.int(40, 200)}\n${ym}-02,${rng.int(20, 80)},${rng.int(40, 200)}\n`;
      reportRows.push({ reportFileId: reportRows.length + 1, accountId: a.accountId!, key: `${a.accountNumber}/Call-Summary-${ym}.csv`, extended: 'N', content, updateDate: new Date(d.getTime() + 32 * DAY) });
      if (a.showExtendedReports === 'Y') {
        reportRows.push({ reportFileId: reportRows.length + 1, accountId: a.accountId!, key: `${a.accountNumber}/Extended-Call-Detail-${ym}.csv`, extended: 'Y', content: `Task,Date,ANI,DNIS,Minutes\n1,${ym}-01,+15035550101,+15035550142,3.5\n`, updateDate: new Date(d.getTime() + 33 * DAY) });
      }
    }
  }

  const recordingRows: (typeof schema.recordings.$inferInsert)[] = [];
  for (const a of accountRows) {
    recordingRows.push({ recordingId: recordingRows.length + 1, accountId: a.accountId!, name: 'Main greeting', audioKey: `rec-${a.accountId}-main`, duration: rng.int(8, 25), onTwilio: 'Y' });
    recordingRows.push({ recordingId: recordingRows.length + 1, accountId: a.accountId!, name: 'After-hours greeting', audioKey: `rec-${a.accountId}-after-hours`, duration: rng.int(10, 30) });
  }
  recordingRows.push({ recordingId: recordingRows.length + 1, accountId: null, userId: admin, name: 'Personal greeting', audioKey: 'greeting-user-1', duration: 14 });

  const serviceRows: (typeof schema.transferServices.$inferInsert)[] = [
    { transferServiceId: 1, name: 'Clio', transferKey: 'CLIO' },
    { transferServiceId: 2, name: 'Clio Grow', transferKey: 'CLIOGROW' },
    { transferServiceId: 3, name: 'Zapier', transferKey: 'ZAPIER', pullService: 'Y' },
    { transferServiceId: 4, name: 'Power Automate', transferKey: 'POWERA', pullService: 'Y' },
    { transferServiceId: 5, name: 'InfluxMD', transferKey: 'INFLUXMD' },
    { transferServiceId: 6, name: 'Email', transferKey: 'EMAIL' },
    { transferServiceId: 7, name: 'Phone (text message)', transferKey: 'TWILIO' },
    { transferServiceId: 8, name: 'Email with API key', transferKey: 'EMAIL' },
    { transferServiceId: 9, name: 'HubSpot', transferKey: 'HUBSPOT' },
    { transferServiceId: 10, name: 'Salesforce', transferKey: 'SALESFORCE' },
    { transferServiceId: 11, name: 'Lawmatics', transferKey: 'LAWMATICS' },
  ];
  const linkRows: (typeof schema.transferLinks.$inferInsert)[] = [
    { transferLinkId: 1, userId: admin, transferServiceId: 1, sent: 214, queued: 1, retry: 0, failed: 2, attention: 'Y', message: 'Clio authorization expires soon. Reconnect to keep transfers running.', token: 'clio-demo-token' },
    { transferLinkId: 2, userId: admin, transferServiceId: 6, sent: 87, parsedParametersJson: { email: 'intake@harborlaw.example' } },
    { transferLinkId: 3, userId: admin, transferServiceId: 3, settingUp: 'Y' },
    { transferLinkId: 4, userId: userIdByKey.user!, transferServiceId: 7, sent: 12, parsedParametersJson: { phone: '+15035550199' } },
  ];
  const ruleRows: (typeof schema.transferRules.$inferInsert)[] = [
    { transferRuleId: 1, transferLinkId: 1, accountId: 2, matchAll: 'Y' },
    { transferRuleId: 2, transferLinkId: 1, accountId: 3, messageGroupId: groupsByAccount[3]![0]!, matchAll: 'N' },
    { transferRuleId: 3, transferLinkId: 2, accountId: 2, messageCategoryId: 1, matchAll: 'N' },
    { transferRuleId: 4, transferLinkId: 2, accountId: 2, messageCategoryId: 2, matchAll: 'N', deny: 'Y' },
    { transferRuleId: 5, transferLinkId: 4, accountId: 2, phoneNumberId: numbersByAccount[2]![0]!.phoneNumberId, matchAll: 'N' },
  ];

  const quoteLine = (description: string, debit: number, discount = 0) => ({ description, debitAmount: debit, discountAmount: discount, taxAmount: 0, discountLineItemText: discount ? ['Launch discount'] : [] });
  const quoteRows: (typeof schema.quotes.$inferInsert)[] = (['OPEN', 'PAID', 'CANCELLED', 'DISABLED', 'EXPIRED'] as const).map((status, i) => ({
    quoteId: i + 1,
    token: `demo-quote-${status.toLowerCase()}`,
    status,
    lineItems: [quoteLine('Professional Receptionist – 300 minutes', 489, 50), quoteLine('Live Chat add-on', 99), quoteLine('One-time setup', 75, 75)],
    amountTotal: 538,
    expiresAt: new Date(nowMs + (status === 'EXPIRED' ? -5 : 25) * DAY),
  }));

  const notificationRows: (typeof schema.usageNotifications.$inferInsert)[] = [
    { usageNotificationId: 1, userId: admin, accountId: 2, currentUsage: 812, includedMinutes: 800 },
    { usageNotificationId: 2, userId: admin, accountId: 1, currentUsage: 905, includedMinutes: 1000, acknowledgedAt: new Date(nowMs - 3 * DAY) },
    { usageNotificationId: 3, userId: userIdByKey.noChat!, accountId: 4, currentUsage: 271, includedMinutes: 300 },
  ];

  const agentRows: (typeof schema.supportAgents.$inferInsert)[] = [
    { supportAgentId: 1, username: demoSupportAgent.username, displayName: demoSupportAgent.displayName, passwordHash: agentHash },
  ];

  // ── Write ──────────────────────────────────────────────────────────────────────────────
  const plan: [PgTable, unknown[]][] = [
    [schema.accounts, accountRows], [schema.accountFeatures, features], [schema.locations, locationRows],
    [schema.messageGroups, groupRows], [schema.phoneNumbers, phoneRows], [schema.recordings, recordingRows],
    [schema.users, userRows], [schema.userAccountRoles, roleRows], [schema.userMessageGroups, userGroupRows],
    [schema.userPatchNumbers, patchRows], [schema.supportAgents, agentRows], [schema.usageNotifications, notificationRows],
    [schema.contacts, contactRows], [schema.contactMethods, methodRows], [schema.blockedNumbers, blockedRows],
    [schema.vipCallers, vipRows], [schema.statusLists, statusListRows], [schema.statuses, statusRows],
    [schema.statusSchedules, scheduleRows], [schema.statusExceptions, exceptionRows], [schema.statusContacts, statusContactRows],
    [schema.accountBundles, bundleRows], [schema.accountProducts, productRows], [schema.invoices, invoiceRows],
    [schema.invoiceLines, lineRows], [schema.paymentMethods, paymentMethodRows], [schema.payments, paymentRows],
    [schema.quotes, quoteRows], [schema.reportFiles, reportRows], [schema.transferServices, serviceRows],
    [schema.transferLinks, linkRows], [schema.transferRules, ruleRows],
    [schema.chats, activity.chats], [schema.chatMessages, activity.chatMessages], [schema.smsTasks, activity.smsTasks],
    [schema.smsMessages, activity.smsMessages], [schema.leads, activity.leads], [schema.messages, activity.messages],
  ];
  await db.transaction(async (tx) => {
    const w = tx as unknown as Db;
    for (const [table, rows] of plan) {
      const t0 = performance.now();
      await insertMany(w, table, rows as never[]);
      options.log?.(`${getTableName(table)} ${rows.length} rows ${Math.round(performance.now() - t0)} ms`);
    }
    await resetSequences(w);
  });

  const counts: Record<string, number> = {};
  for (const [table, rows] of plan) counts[getTableName(table)] = rows.length;
  return { counts, ms: Math.round(performance.now() - started) };
}
