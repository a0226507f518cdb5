/**
 * Seed section: the demo accounts with their features, locations, message groups and phone
 * numbers: Harbor Law (parent, two child accounts), Turner Family Dental (parent of two branches,
 * added later), Ortiz Plumbing (past due).
 */
import type { DemoUser } from '../demo-users';
import type * as schema from '../schema';
import { type Rng, usPhone } from './random';

export type AccountKey = DemoUser['roles'][number]['account'];

export interface AccountSeed {
  accountIds: Record<AccountKey, number>;
  accountRows: (typeof schema.accounts.$inferInsert)[];
  /** The local area code of each account (its numbers, its staff's mobiles, its VIP callers). */
  areaCodes: Record<number, string>;
  features: (typeof schema.accountFeatures.$inferInsert)[];
  locationRows: (typeof schema.locations.$inferInsert)[];
  groupRows: (typeof schema.messageGroups.$inferInsert)[];
  groupsByAccount: Record<number, number[]>;
  phoneRows: (typeof schema.phoneNumbers.$inferInsert)[];
  numbersByAccount: Record<number, { phoneNumberId: number; phoneNumber: string }[]>;
}

/**
 * The accounts added after the first five (Turner Family Dental's branches). Their ids and rows
 * come after the others' and their random data from a PRNG of their own (`sideRng`), so the data
 * of accounts 1-5, which e2e tests and the sweep read, stays as it was.
 */
export const branchAccountIds: readonly number[] = [6, 7];
export const isBranchAccount = (accountId: number) => branchAccountIds.includes(accountId);

/** Draws only the phone numbers: from `rng` for accounts 1-5 (in account order), from `branchRng` for the branches. */
export function seedAccounts(rng: Rng, branchRng: Rng): AccountSeed {
  const accountIds: Record<AccountKey, number> = { parent: 1, child1: 2, child2: 3, dental: 4, pastdue: 5, dentalMeridian: 6, dentalNampa: 7 };
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
      showCombinedUsage: 'Y', billingDayOfMonth: 15, ...address('880 W Idaho St', 'Boise', 'ID', '83702'),
    },
    {
      accountId: 5, accountNumber: '309256', accountName: 'Ortiz Plumbing & Heating', description: 'Residential plumbing and HVAC',
      website: 'https://www.ortizplumbing.example', companyPhone: '+16025550133', balance: 0, autopayDays: 3,
      billingEmail: 'james@ortizplumbing.example', planMinutes: 250, billingDayOfMonth: 8,
      ...address('4402 N 19th Ave', 'Phoenix', 'AZ', '85015'),
    },
    {
      accountId: 6, parentAccountId: 4, accountNumber: '204118', accountName: 'Turner Family Dental – Meridian',
      description: 'Meridian branch', website: 'https://www.turnerdental.example/meridian', companyPhone: '+12085550214',
      balance: 0, autopayDays: 3, autopayPaymentMethodUid: 'pm_6_card', billingEmail: 'office@turnerdental.example', hipaa: 'Y',
      planMinutes: 200, billingDayOfMonth: 15, ...address('1560 N Eagle Rd', 'Meridian', 'ID', '83642'),
    },
    {
      accountId: 7, parentAccountId: 4, accountNumber: '204119', accountName: 'Turner Family Dental – Nampa',
      description: 'Nampa branch', website: 'https://www.turnerdental.example/nampa', companyPhone: '+12085550237',
      balance: 0, autopayDays: 3, billingEmail: 'office@turnerdental.example', hipaa: 'Y', planMinutes: 150,
      billingDayOfMonth: 15, ...address('215 12th Ave S', 'Nampa', 'ID', '83651'),
    },
  ];
  const areaCodes: Record<number, string> = { 1: '503', 2: '503', 3: '971', 4: '208', 5: '602', 6: '208', 7: '208' };

  const features: (typeof schema.accountFeatures.$inferInsert)[] = [];
  const featureStatus: [number, string, string][] = [
    [1, 'ALLOW_CALL_FORWARDING', 'ENABLED'], [2, 'ALLOW_CALL_FORWARDING', 'ENABLED'], [3, 'ALLOW_CALL_FORWARDING', 'DISABLED'],
    [4, 'ALLOW_CALL_FORWARDING', 'ENABLED'], [5, 'ALLOW_CALL_FORWARDING', 'DISABLED'],
    [1, 'LIVE_CHAT', 'ENABLED'], [2, 'LIVE_CHAT', 'ENABLED'], [3, 'LIVE_CHAT', 'ENABLED'],
    [2, 'SMS', 'ENABLED'], [3, 'SMS', 'ENABLED'], [4, 'SMS', 'ENABLED'], [5, 'SMS', 'ENABLED'],
    [1, 'CALL_RECORDING', 'ENABLED'], [2, 'CALL_RECORDING', 'ENABLED'], [4, 'CALL_RECORDING', 'DISABLED'],
    [6, 'ALLOW_CALL_FORWARDING', 'ENABLED'], [7, 'ALLOW_CALL_FORWARDING', 'ENABLED'], [6, 'SMS', 'ENABLED'],
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
    { locationId: 8, accountId: 6, locationName: 'Meridian Office', timezone: 'America/Boise' },
    { locationId: 9, accountId: 7, locationName: 'Nampa Office', timezone: 'America/Boise' },
  ];

  const groupNames: Record<number, string[]> = {
    1: ['Intake', 'Administration'],
    2: ['Intake', 'Litigation', 'Billing Questions'],
    3: ['Intake', 'Family Law'],
    4: ['Appointments', 'Emergencies'],
    5: ['Service Calls', 'Estimates'],
    6: ['Appointments', 'Emergencies'],
    7: ['Appointments'],
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
  for (const acc of [1, 2, 3, 4, 5, ...branchAccountIds]) {
    const n = acc === 4 || isBranchAccount(acc) ? 2 : 3;
    const draw = isBranchAccount(acc) ? branchRng : rng;
    for (let k = 0; k < n; k++) {
      const id = phoneRows.length + 1;
      const phoneNumber = usPhone(draw, areaCodes[acc]!);
      // Forwarding on and off (settings e2e): Downtown's second number, Nampa's first.
      const forward = (acc === 2 && k === 1) || (acc === 7 && k === 0);
      phoneRows.push({
        phoneNumberId: id, accountId: acc, phoneNumber,
        status: k === 2 && acc === 3 ? 'PENDING' : 'ACTIVE',
        dlcVerified: k === 0 ? 'Y' : 'N',
        handling: forward ? 'FORWARD' : 'ANSWER',
        forwardNumber: forward ? usPhone(draw, areaCodes[acc]!) : null,
        forwardToAgent: forward ? 'Y' : 'N',
      });
      (numbersByAccount[acc] ??= []).push({ phoneNumberId: id, phoneNumber });
    }
  }

  return {
    accountIds, accountRows, areaCodes, features, locationRows, groupRows, groupsByAccount, phoneRows, numbersByAccount,
  };
}
