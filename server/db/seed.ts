/**
 * Demo data for the reference API: deterministic for a given `seed` and `now` (own PRNG, no
 * Math.random; password hashes use a PRNG-derived salt). Rows get explicit ids so the data can
 * cross-reference; sequences are moved past them at the end. Each section lives in ./seed/; they
 * run here in a fixed order because they share one PRNG (changing the order changes the data).
 */
import { count, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from './client';
import { demoPassword, demoSupportAgent } from './demo-users';
import * as schema from './schema';
import { isBranchAccount, seedAccounts } from './seed/accounts';
import { appendDemoUsers } from './seed/appended-demo-users';
import { generateActivity } from './seed/activity';
import { activityAccountsOf } from './seed/activity-accounts';
import { generateHistory } from './seed/activity-history';
import { firstInvoicedDay, seedBilling } from './seed/billing';
import { usageOfMessages } from './seed/billing-usage';
import { seedBlocking } from './seed/blocked-vip';
import { seedContacts } from './seed/contacts';
import { insertMany, resetSequences } from './seed/insert';
import { seedIntegrations } from './seed/integrations';
import { deterministicHash } from './seed/passwords';
import { appendLegacyUsers } from './seed/legacy-users';
import { seedQuotes } from './seed/quotes';
import { createRng, sideRng } from './seed/random';
import { seedRecordings } from './seed/recordings';
import { seedReportFiles } from './seed/activity-report-files';
import { seedStatuses } from './seed/status';
import { seedUsageNotifications, seedUserSettings } from './seed/user-settings';
import { seedUsers, supportAgentRows } from './seed/users';

export interface SeedOptions {
  /**
   * Activity items of the first five accounts in the 45 days before `now` (default 1500). The
   * dental branches add a tenth of that, and the year before the window a lighter history of
   * calls (seed/activity-history.ts), so the messages table holds more rows than this.
   */
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

export async function seedDatabase(database: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const messageCount = options.messages ?? 1500;
  const seed = options.seed ?? 42;
  const rng = createRng(seed);
  const now = options.now ?? new Date();
  const nowMs = now.getTime();
  const db = database.db;

  // Hash once per password; every demo user shares the demo password's hash.
  const userHash = await deterministicHash(demoPassword, rng);
  const agentHash = await deterministicHash(demoSupportAgent.password, rng);

  // The sections, in the PRNG's order. What was added later (the dental branches, the history)
  // draws from side sequences, so everything drawn from the main one stays as it was.
  const accounts = seedAccounts(rng, sideRng(seed, 1));
  const users = seedUsers(rng, accounts, userHash, nowMs);
  const settings = seedUserSettings(accounts, users);
  const contacts = seedContacts(rng, accounts, users);
  const statuses = seedStatuses(rng, users, nowMs);
  const blocking = seedBlocking(rng, accounts);
  const tGen = performance.now();
  const activityAccounts = activityAccountsOf(accounts, users, blocking);
  const firstFive = activityAccounts.filter((a) => !isBranchAccount(a.accountId));
  const branches = activityAccounts.filter((a) => isBranchAccount(a.accountId));
  const batch = generateActivity(rng, firstFive, messageCount, now);
  // The branches' share on the first five's scale (weights per 100).
  const branchCount = Math.round((messageCount * branches.reduce((n, a) => n + a.weight, 0)) / 100);
  generateActivity(sideRng(seed, 2), branches, branchCount, now, batch);
  // A year of calls before the recent window, from the start of each account's oldest invoice.
  const historyFrom = (accountId: number) => firstInvoicedDay(now, accounts.accountRows.find((a) => a.accountId === accountId)!.billingDayOfMonth!);
  generateHistory(sideRng(seed, 3), activityAccounts, { now, recentCount: messageCount, from: historyFrom }, batch);
  const activity = batch.rows;
  options.log?.(`generate ${Math.round(performance.now() - tGen)} ms (${activity.messages.length} messages)`);
  const usageOf = usageOfMessages(activity.messages);
  const billing = seedBilling(rng, accounts.accountRows, now, usageOf);
  const notificationRows = seedUsageNotifications(users, accounts.accountRows, usageOf, now);
  const reportRows = seedReportFiles(rng, accounts.accountRows, now);
  const recordingRows = seedRecordings(rng, accounts.accountRows, users.userIdByKey.globalAdmin!);
  // No PRNG draws below: users appended here leave every row above as it was.
  await appendLegacyUsers(users, accounts.accountIds.child1, nowMs);
  appendDemoUsers(accounts, users, settings, contacts, userHash, nowMs);
  const integrations = seedIntegrations(accounts, users);
  const quoteRows = seedQuotes(nowMs);
  const agentRows = supportAgentRows(agentHash);

  // Write in foreign-key order, in one transaction.
  const plan: [PgTable, unknown[]][] = [
    [schema.accounts, accounts.accountRows],
    [schema.accountFeatures, accounts.features],
    [schema.locations, accounts.locationRows],
    [schema.messageGroups, accounts.groupRows],
    [schema.phoneNumbers, accounts.phoneRows],
    [schema.recordings, recordingRows],
    [schema.users, users.userRows],
    [schema.userAccountRoles, users.roleRows],
    [schema.userMessageGroups, settings.userGroupRows],
    [schema.userPatchNumbers, settings.patchRows],
    [schema.supportAgents, agentRows],
    [schema.usageNotifications, notificationRows],
    [schema.contacts, contacts.contactRows],
    [schema.contactMethods, contacts.methodRows],
    [schema.blockedNumbers, blocking.blockedRows],
    [schema.vipCallers, blocking.vipRows],
    [schema.statusLists, statuses.statusListRows],
    [schema.statuses, statuses.statusRows],
    [schema.statusSchedules, statuses.scheduleRows],
    [schema.statusExceptions, statuses.exceptionRows],
    [schema.statusContacts, statuses.statusContactRows],
    [schema.accountBundles, billing.bundleRows],
    [schema.accountProducts, billing.productRows],
    [schema.invoices, billing.invoiceRows],
    [schema.invoiceLines, billing.lineRows],
    [schema.paymentMethods, billing.paymentMethodRows],
    [schema.payments, billing.paymentRows],
    [schema.quotes, quoteRows],
    [schema.reportFiles, reportRows],
    [schema.transferServices, integrations.serviceRows],
    [schema.transferLinks, integrations.linkRows],
    [schema.transferRules, integrations.ruleRows],
    [schema.chats, activity.chats],
    [schema.chatMessages, activity.chatMessages],
    [schema.smsTasks, activity.smsTasks],
    [schema.smsMessages, activity.smsMessages],
    [schema.leads, activity.leads],
    [schema.messages, activity.messages],
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
