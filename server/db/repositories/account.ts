/** The account as the company and settings pages read it (billing-account §3 Account), and its edits. */
import { asc, eq } from 'drizzle-orm';
import type { Account, AccountPhoneNumber } from '../../../src/contract/account';
import type { RoleKey } from '../../../src/contract/common';
import type { Db } from '../client';
import * as s from '../schema';

export const recordingUrl = (audioKey: string, apiPrefix = '/portalApi') =>
  `${apiPrefix}/api/media/recording/${encodeURIComponent(audioKey)}`;

export type AccountRow = typeof s.accounts.$inferSelect;

export async function findAccountRow(db: Db, accountId: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(s.accounts).where(eq(s.accounts.accountId, accountId));
  return row ?? null;
}

export const toPhoneNumber = (row: typeof s.phoneNumbers.$inferSelect): AccountPhoneNumber => ({
  phoneNumberId: row.phoneNumberId,
  phoneNumber: row.phoneNumber,
  handling: row.handling === 'FORWARD' ? 'FORWARD' : 'ANSWER',
  forwardNumber: row.forwardNumber,
  forwardToAgent: row.forwardToAgent === 'Y' ? 'Y' : 'N',
  status: row.status,
  dlcVerified: row.dlcVerified === 'Y' ? 'Y' : 'N',
  accountId: row.accountId,
});

const yn = (value: string) => (value === 'Y' ? 'Y' : 'N');

/** The account with its features, phone numbers, recordings and users (null: no such account). */
export async function findAccount(db: Db, accountId: number): Promise<Account | null> {
  const row = await findAccountRow(db, accountId);
  if (!row) return null;
  const [features, phones, recordings, users] = await Promise.all([
    db.select().from(s.accountFeatures).where(eq(s.accountFeatures.accountId, accountId)).orderBy(asc(s.accountFeatures.featureKey)),
    db.select().from(s.phoneNumbers).where(eq(s.phoneNumbers.accountId, accountId)).orderBy(asc(s.phoneNumbers.phoneNumberId)),
    db.select().from(s.recordings).where(eq(s.recordings.accountId, accountId)).orderBy(asc(s.recordings.recordingId)),
    db
      .select({
        userId: s.users.userId,
        displayName: s.users.displayName,
        email: s.users.email,
        jobTitle: s.users.jobTitle,
        userRoleKey: s.userAccountRoles.userRoleKey,
        locationName: s.locations.locationName,
      })
      .from(s.userAccountRoles)
      .innerJoin(s.users, eq(s.users.userId, s.userAccountRoles.userId))
      .leftJoin(s.locations, eq(s.locations.locationId, s.userAccountRoles.locationId))
      .where(eq(s.userAccountRoles.accountId, accountId))
      .orderBy(asc(s.users.displayName), asc(s.users.userId)),
  ]);
  const { parentAccountId: _p, processorCustomerId: _pc, balance: _b, currencyCode: _c, autopayDays: _a, autopayPaymentMethodUid: _u, billingEmail: _e,
    showCombinedUsage: _sc, showExtendedReports: _se, chatServiceEnabled: _ch, hipaa: _h, planMinutes: _pm, billingDayOfMonth: _bd,
    ...fields } = row;
  return {
    ...fields,
    shippingSameAsBilling: yn(row.shippingSameAsBilling),
    accountFeatures: features.map((f) => ({ featureKey: f.featureKey, status: f.status })),
    phoneNumbers: phones.map(toPhoneNumber),
    recordings: recordings.map((r) => ({
      recordingId: r.recordingId,
      name: r.name,
      recordingUrl: recordingUrl(r.audioKey),
      duration: r.duration,
      inDb: yn(r.inDb),
      onTwilio: yn(r.onTwilio),
    })),
    users: users.map((u) => ({ ...u, userRoleKey: u.userRoleKey as RoleKey })),
  };
}

export type AccountFieldChanges = Partial<Omit<typeof s.accounts.$inferInsert, 'accountId'>>;

export async function updateAccountFields(db: Db, accountId: number, changes: AccountFieldChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(s.accounts).set(changes).where(eq(s.accounts.accountId, accountId));
}
