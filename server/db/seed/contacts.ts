/** Seed section: contacts (10 per demo user, plus a self contact for every user) and their methods. */
import { demoUsers } from '../demo-users';
import type * as schema from '../schema';
import type { AccountSeed } from './accounts';
import { businesses, cities, firstNames, lastNames } from './data';
import { type Rng, usPhone } from './random';
import type { UserSeed } from './users';

export interface ContactSeed {
  contactRows: (typeof schema.contacts.$inferInsert)[];
  methodRows: (typeof schema.contactMethods.$inferInsert)[];
}

/** The demo users seedUsers placed first (ids 1…n); appended ones get their contacts later. */
const seededDemoUsers = demoUsers.filter((u) => !u.appended).length;

export function seedContacts(rng: Rng, { accountRows }: AccountSeed, { userRows, rolesOf }: UserSeed): ContactSeed {
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
    if (u.userId! > seededDemoUsers) continue;
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

  return { contactRows, methodRows };
}
