/** The user's contact book (spec core §3 Contact): contacts belong to one user; methods to one contact. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Contact, ContactMethod } from '../../../src/contract/contacts';
import type { Db } from '../client';
import * as s from '../schema';

export interface ContactFieldsRow {
  firstName: string;
  lastName: string;
  title: string;
  business: string;
}

export interface MethodRow {
  contactMethodType: 'PHONE' | 'EMAIL';
  phoneNumber: string | null;
  phoneExtension: string | null;
  email: string | null;
  description: string | null;
}

type ContactRecord = typeof s.contacts.$inferSelect;
type MethodRecord = typeof s.contactMethods.$inferSelect;

/** Same display rule as the User payload: "First Last", else the business. */
export function contactDisplayName(c: Pick<ContactRecord, 'firstName' | 'lastName' | 'business'>): string {
  return `${c.firstName} ${c.lastName}`.trim() || c.business;
}

function toMethod(m: MethodRecord): ContactMethod {
  return {
    contactMethodId: String(m.contactMethodId),
    contactMethodType: m.contactMethodType === 'EMAIL' ? 'EMAIL' : 'PHONE',
    phoneNumber: m.phoneNumber,
    phoneExtension: m.phoneExtension,
    email: m.email,
    address: m.address,
    description: m.description,
  };
}

function toContact(c: ContactRecord, methods: MethodRecord[]): Contact {
  return {
    contactId: c.contactId,
    firstName: c.firstName,
    lastName: c.lastName,
    title: c.title,
    business: c.business,
    displayName: contactDisplayName(c),
    contactMethods: methods.map(toMethod),
  };
}

/** The user's own (non-self) contact, or null for a missing one or another user's. */
export async function findUserContact(db: Db, userId: number, contactId: number): Promise<Contact | null> {
  const [row] = await db
    .select()
    .from(s.contacts)
    .where(and(eq(s.contacts.contactId, contactId), eq(s.contacts.userId, userId), eq(s.contacts.isSelf, 'N')))
    .limit(1);
  if (!row) return null;
  const methods = await db
    .select()
    .from(s.contactMethods)
    .where(eq(s.contactMethods.contactId, contactId))
    .orderBy(asc(s.contactMethods.contactMethodId));
  return toContact(row, methods);
}

/** The user's contacts that have a phone method whose number is `phoneNumber` (stored form). */
export async function findContactsByPhone(
  db: Db,
  userId: number,
  phoneNumber: string,
): Promise<{ contactId: number; displayName: string }[]> {
  const rows = await db
    .selectDistinct({ contact: s.contacts })
    .from(s.contacts)
    .innerJoin(s.contactMethods, eq(s.contactMethods.contactId, s.contacts.contactId))
    .where(
      and(
        eq(s.contacts.userId, userId),
        eq(s.contacts.isSelf, 'N'),
        eq(s.contactMethods.contactMethodType, 'PHONE'),
        eq(s.contactMethods.phoneNumber, phoneNumber),
      ),
    );
  return rows.map(({ contact }) => ({
    contactId: contact.contactId,
    displayName: contactDisplayName(contact),
  }));
}

export async function insertContact(
  db: Db,
  userId: number,
  fields: ContactFieldsRow,
  methods: MethodRow[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(s.contacts)
      .values({ userId, isSelf: 'N', ...fields })
      .returning({ contactId: s.contacts.contactId });
    const contactId = row!.contactId;
    if (methods.length > 0) await tx.insert(s.contactMethods).values(methods.map((m) => ({ contactId, ...m })));
    return contactId;
  });
}

export async function updateContactFields(db: Db, contactId: number, fields: ContactFieldsRow): Promise<void> {
  await db.update(s.contacts).set(fields).where(eq(s.contacts.contactId, contactId));
}

/** Deletes the contact; its methods go with it (ON DELETE CASCADE). */
export async function deleteContact(db: Db, contactId: number): Promise<void> {
  await db.delete(s.contacts).where(eq(s.contacts.contactId, contactId));
}

export async function insertMethod(db: Db, contactId: number, method: MethodRow): Promise<void> {
  await db.insert(s.contactMethods).values({ contactId, ...method });
}

/** Changes a method of the contact; false when the method is not the contact's. */
export async function updateMethod(db: Db, contactId: number, methodId: number, method: MethodRow): Promise<boolean> {
  const rows = await db
    .update(s.contactMethods)
    .set(method)
    .where(and(eq(s.contactMethods.contactId, contactId), eq(s.contactMethods.contactMethodId, methodId)))
    .returning({ id: s.contactMethods.contactMethodId });
  return rows.length > 0;
}

export async function deleteMethod(db: Db, contactId: number, methodId: number): Promise<boolean> {
  const rows = await db
    .delete(s.contactMethods)
    .where(and(eq(s.contactMethods.contactId, contactId), eq(s.contactMethods.contactMethodId, methodId)))
    .returning({ id: s.contactMethods.contactMethodId });
  return rows.length > 0;
}

/** How many methods the contacts have (tests: cascade on delete). */
export async function countMethods(db: Db, contactIds: number[]): Promise<number> {
  if (contactIds.length === 0) return 0;
  const rows = await db
    .select({ id: s.contactMethods.contactMethodId })
    .from(s.contactMethods)
    .where(inArray(s.contactMethods.contactId, contactIds));
  return rows.length;
}
