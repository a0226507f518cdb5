/**
 * Integrations: transfer services, a user's transfer links and their rules (billing-account §3).
 * Links belong to one user; every lookup by id is scoped to that user.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RuleTargetAccount, TransferLink, TransferRule, TransferService } from '../../../src/contract/integrations';
import { queryRows, type Db } from '../client';
import { accounts, messageGroups, phoneNumbers, transferLinks, transferRules, transferServices, users } from '../schema';

export async function listServices(db: Db): Promise<TransferService[]> {
  const rows = await db.select().from(transferServices).orderBy(asc(transferServices.transferServiceId));
  return rows.map((r) => ({ transferServiceId: r.transferServiceId, name: r.name, transferKey: r.transferKey, pullService: r.pullService === 'Y' ? 'Y' : 'N' }));
}

export async function findService(db: Db, transferServiceId: number): Promise<TransferService | null> {
  const [row] = await db.select().from(transferServices).where(eq(transferServices.transferServiceId, transferServiceId)).limit(1);
  return row ? { transferServiceId: row.transferServiceId, name: row.name, transferKey: row.transferKey, pullService: row.pullService === 'Y' ? 'Y' : 'N' } : null;
}

interface RuleRow extends TransferRule {
  transferLinkId: number;
}

async function rulesOf(db: Db, linkIds: number[]): Promise<RuleRow[]> {
  if (linkIds.length === 0) return [];
  return queryRows<RuleRow>(
    db,
    sql`select r.transfer_rule_id as "transferRuleId", r.transfer_link_id as "transferLinkId",
        r.account_id as "accountId", a.account_name as "accountName",
        r.phone_number_id as "phoneNumberId", p.phone_number as "phoneNumber",
        r.message_group_id as "messageGroupId", g.name as "messageGroupName", g.account_id as "messageGroupAccountId",
        r.message_category_id as "messageCategoryId", r.match_all as "matchAll", r.deny as "deny"
      from ${transferRules} r
      left join ${accounts} a on a.account_id = r.account_id
      left join ${phoneNumbers} p on p.phone_number_id = r.phone_number_id
      left join ${messageGroups} g on g.message_group_id = r.message_group_id
      where r.transfer_link_id in (${sql.join(linkIds.map((id) => sql`${id}`), sql`, `)})
      order by r.transfer_rule_id`,
  );
}

type LinkRow = Omit<TransferLink, 'transferRules'> & { userId: number; token: string | null };

async function linkRows(db: Db, where: ReturnType<typeof sql>): Promise<LinkRow[]> {
  return queryRows<LinkRow>(
    db,
    sql`select l.transfer_link_id as "transferLinkId", l.user_id as "userId", s.name as "serviceName", s.transfer_key as "transferKey",
        l.transfer_service_id as "transferServiceId", s.pull_service as "pullService", l.setting_up as "settingUp",
        l.attention as "attention", l.message as "message", l.sent, l.queued, l.retry, l.failed,
        l.parsed_parameters_json as "parsedParametersJson", l.token
      from ${transferLinks} l join ${transferServices} s on s.transfer_service_id = l.transfer_service_id
      where ${where}
      order by l.transfer_link_id`,
  );
}

export type StoredLink = TransferLink & { userId: number; token: string | null };

async function withRules(db: Db, links: LinkRow[]): Promise<StoredLink[]> {
  const rules = await rulesOf(db, links.map((l) => l.transferLinkId));
  return links.map((link) => ({
    ...link,
    parsedParametersJson: (link.parsedParametersJson as TransferLink['parsedParametersJson']) ?? null,
    transferRules: rules.filter((r) => r.transferLinkId === link.transferLinkId).map(({ transferLinkId: _l, ...rule }) => rule),
  }));
}

export async function listLinksOfUser(db: Db, userId: number): Promise<StoredLink[]> {
  return withRules(db, await linkRows(db, sql`l.user_id = ${userId}`));
}

/** The user's own link, or null (another user's link is never found). */
export async function findLinkOfUser(db: Db, userId: number, transferLinkId: number): Promise<StoredLink | null> {
  const [row] = await linkRows(db, sql`l.user_id = ${userId} and l.transfer_link_id = ${transferLinkId}`);
  return row ? (await withRules(db, [row]))[0]! : null;
}

export async function findLink(db: Db, transferLinkId: number): Promise<StoredLink | null> {
  const [row] = await linkRows(db, sql`l.transfer_link_id = ${transferLinkId}`);
  return row ? (await withRules(db, [row]))[0]! : null;
}

/** Links of these users that transfer automatically (at least one rule) and are authorised. */
export async function automaticLinksOfUsers(db: Db, userIds: number[]): Promise<StoredLink[]> {
  if (userIds.length === 0) return [];
  const rows = await linkRows(
    db,
    sql`l.user_id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)}) and l.setting_up = 'N'
      and exists (select 1 from ${transferRules} r where r.transfer_link_id = l.transfer_link_id)`,
  );
  return withRules(db, rows);
}

export async function insertLink(
  db: Db,
  row: { userId: number; transferServiceId: number; settingUp: 'Y' | 'N'; token: string | null; parameters: Record<string, string> },
): Promise<number> {
  const [inserted] = await db
    .insert(transferLinks)
    .values({ userId: row.userId, transferServiceId: row.transferServiceId, settingUp: row.settingUp, token: row.token, parsedParametersJson: row.parameters })
    .returning({ id: transferLinks.transferLinkId });
  return inserted!.id;
}

export async function setLinkParameters(db: Db, transferLinkId: number, parameters: Record<string, string>): Promise<void> {
  await db.update(transferLinks).set({ parsedParametersJson: parameters }).where(eq(transferLinks.transferLinkId, transferLinkId));
}

/** Authorisation granted: the link is no longer setting up. */
export async function markAuthorized(db: Db, transferLinkId: number): Promise<void> {
  await db.update(transferLinks).set({ settingUp: 'N' }).where(eq(transferLinks.transferLinkId, transferLinkId));
}

export async function deleteLink(db: Db, userId: number, transferLinkId: number): Promise<boolean> {
  const gone = await db
    .delete(transferLinks)
    .where(and(eq(transferLinks.transferLinkId, transferLinkId), eq(transferLinks.userId, userId)))
    .returning({ id: transferLinks.transferLinkId });
  return gone.length > 0;
}

export type NewRule = Pick<typeof transferRules.$inferInsert, 'accountId' | 'phoneNumberId' | 'messageGroupId' | 'matchAll' | 'deny'>;

export async function insertRules(db: Db, transferLinkId: number, rules: NewRule[]): Promise<void> {
  if (rules.length === 0) return;
  await db.insert(transferRules).values(rules.map((r) => ({ ...r, transferLinkId })));
}

export async function deleteRules(db: Db, transferLinkId: number): Promise<void> {
  await db.delete(transferRules).where(eq(transferRules.transferLinkId, transferLinkId));
}

export async function deleteRule(db: Db, transferLinkId: number, transferRuleId: number): Promise<boolean> {
  const gone = await db
    .delete(transferRules)
    .where(and(eq(transferRules.transferLinkId, transferLinkId), eq(transferRules.transferRuleId, transferRuleId)))
    .returning({ id: transferRules.transferRuleId });
  return gone.length > 0;
}

/** The accounts (with numbers and profiles) the rule editor may offer: `globalAdminIds` get profiles. */
export async function ruleTargets(db: Db, accountIds: number[], globalAdminIds: ReadonlySet<number>): Promise<RuleTargetAccount[]> {
  if (accountIds.length === 0) return [];
  const [accountRows, numberRows, groupRows] = await Promise.all([
    db.select({ accountId: accounts.accountId, accountName: accounts.accountName, hipaa: accounts.hipaa }).from(accounts).where(inArray(accounts.accountId, accountIds)).orderBy(asc(accounts.accountId)),
    db.select({ accountId: phoneNumbers.accountId, phoneNumberId: phoneNumbers.phoneNumberId, phoneNumber: phoneNumbers.phoneNumber }).from(phoneNumbers).where(inArray(phoneNumbers.accountId, accountIds)).orderBy(asc(phoneNumbers.phoneNumberId)),
    db.select({ accountId: messageGroups.accountId, messageGroupId: messageGroups.messageGroupId, name: messageGroups.name }).from(messageGroups).where(inArray(messageGroups.accountId, accountIds)).orderBy(asc(messageGroups.messageGroupId)),
  ]);
  return accountRows.map((a) => ({
    accountId: a.accountId,
    accountName: a.accountName,
    globalAdmin: globalAdminIds.has(a.accountId) ? 'Y' : 'N',
    hipaa: a.hipaa === 'Y' ? 'Y' : 'N',
    phoneNumbers: numberRows.filter((n) => n.accountId === a.accountId).map(({ phoneNumberId, phoneNumber }) => ({ phoneNumberId, phoneNumber })),
    messageGroups: globalAdminIds.has(a.accountId) ? groupRows.filter((g) => g.accountId === a.accountId).map(({ messageGroupId, name }) => ({ messageGroupId, name })) : [],
  }));
}

/** The account of each phone number and profile (message group) id, for the rule checks. */
export async function accountsOfPhoneNumbers(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: phoneNumbers.phoneNumberId, accountId: phoneNumbers.accountId }).from(phoneNumbers).where(inArray(phoneNumbers.phoneNumberId, ids));
  return new Map(rows.map((r) => [r.id, r.accountId]));
}

export async function accountsOfMessageGroups(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: messageGroups.messageGroupId, accountId: messageGroups.accountId }).from(messageGroups).where(inArray(messageGroups.messageGroupId, ids));
  return new Map(rows.map((r) => [r.id, r.accountId]));
}

export async function setLinkToken(db: Db, transferLinkId: number, token: string): Promise<void> {
  await db.update(transferLinks).set({ token }).where(eq(transferLinks.transferLinkId, transferLinkId));
}

/** The name the consent page shows for the signed-in user. */
export async function displayNameOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.displayName }).from(users).where(eq(users.userId, userId)).limit(1);
  return row?.name ?? '';
}
