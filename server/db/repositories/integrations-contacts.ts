/** Contacts a CLIO link imports into its owner's contact book (billing-account §4 Import contacts). */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { contactMethods, contacts } from '../schema';

export interface ImportedContact {
  firstName: string;
  lastName: string;
  business: string;
  email: string | null;
  phone: string | null;
}

/**
 * Adds each contact to the user's book unless one with the same email (case-insensitive) or
 * phone number is there already. Returns how many were added and how many were already known.
 */
export async function importContacts(db: Db, userId: number, list: ImportedContact[]): Promise<{ imported: number; updated: number }> {
  return db.transaction(async (tx) => {
    let imported = 0;
    let updated = 0;
    for (const c of list) {
      const match = c.email
        ? sql`lower(${contactMethods.email}) = ${c.email.toLowerCase()}`
        : c.phone
          ? sql`${contactMethods.phoneNumber} = ${c.phone}`
          : null;
      if (match) {
        const [known] = await tx
          .select({ id: contacts.contactId })
          .from(contacts)
          .innerJoin(contactMethods, eq(contactMethods.contactId, contacts.contactId))
          .where(and(eq(contacts.userId, userId), match))
          .limit(1);
        if (known) {
          updated += 1;
          continue;
        }
      }
      const [row] = await tx
        .insert(contacts)
        .values({ userId, isSelf: 'N', firstName: c.firstName, lastName: c.lastName, title: '', business: c.business })
        .returning({ contactId: contacts.contactId });
      const methods = [
        ...(c.phone ? [{ contactId: row!.contactId, contactMethodType: 'PHONE', phoneNumber: c.phone, description: 'Clio' }] : []),
        ...(c.email ? [{ contactId: row!.contactId, contactMethodType: 'EMAIL', email: c.email, description: 'Clio' }] : []),
      ];
      if (methods.length) await tx.insert(contactMethods).values(methods);
      imported += 1;
    }
    return { imported, updated };
  });
}
